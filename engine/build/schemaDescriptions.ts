/**
 * The operator-facing descriptions of widget props (`describe(schema, 'text')`) serve the generated JSON
 * schemas, the editor's autocomplete and `campaign validate`, all of which run in Node. A built page never reads
 * them, so the client build leaves them out: each `describe(schema, '…')` of the engine and the widgets becomes
 * `(schema)`. Every page's first load is smaller by the text of the props of its widgets and layouts.
 */
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && typeof (v as Node).type === 'string' && typeof (v as Node).start === 'number';
}

/** A string literal, or a template literal without expressions. */
function isPlainText(node: unknown): boolean {
  if (!isNode(node)) return false;
  if (node.type === 'Literal' || node.type === 'StringLiteral') return typeof node.value === 'string';
  return node.type === 'TemplateLiteral' && Array.isArray(node.expressions) && node.expressions.length === 0;
}

/**
 * `code` with every call `describe(<schema>, <text>)` written as `(<schema>)` (`program` is its parsed tree,
 * with source positions). Nested calls are handled: each call's two edits lie outside its first argument.
 */
export function withoutDescriptions(code: string, program: unknown): string {
  const edits: Array<[number, number, string]> = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node | undefined;
      const args = node.arguments as Node[] | undefined;
      if (callee?.type === 'Identifier' && callee.name === 'describe' && args?.length === 2 && isNode(args[0]) && isPlainText(args[1])) {
        edits.push([node.start, args[0].start, '('], [args[0].end, node.end, ')']);
      }
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'type' && k !== 'start' && k !== 'end') visit(v);
  };
  visit(program);
  let out = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/** Engine and widget sources (not tests, stories or Node-only code). */
const SOURCE = /[\\/](engine|widgets)[\\/](?!.*\.(test|stories)\.tsx?$)(?!core[\\/]node[\\/]).*\.tsx?$/;

/** Vite plugin of the client and prerender builds: see the file comment. */
export function schemaDescriptionsPlugin(): Plugin {
  let isBuild = false;
  return {
    name: 'schema-descriptions',
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!isBuild || !SOURCE.test(file) || !code.includes('describe(')) return undefined;
      return { code: withoutDescriptions(code, this.parse(code, { lang: /\.tsx$/.test(file) ? 'tsx' : 'ts' })), map: null };
    },
  };
}
