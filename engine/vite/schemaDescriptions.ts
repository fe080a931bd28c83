/**
 * The operator-facing descriptions of widget props (`describe(schema, 'text')`) serve the generated JSON
 * schemas, the editor's autocomplete and `campaign validate`, all of which run in Node. A built page never reads
 * them, so the client build leaves them out: each `describe(schema, '…')` of the engine and the widgets becomes
 * `(schema)`. Every page's first load is smaller by the text of the props of its widgets and layouts. The same goes
 * for the data shapes widgets declare (`reads.json`, engine/core/data-shape.ts): a built page reads an empty list.
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

/** The schema helpers that take an operator-facing text, with the position of that text among their arguments. */
const TEXT_ARGUMENT: Readonly<Record<string, number>> = { opt: 1, withDefault: 2, text: 0, actionRef: 0, dataRef: 0, asset: 0 };

/**
 * Where the helpers above and the widget definers come from: the engine's entry and schema helpers, the layout
 * widgets' definer, the widgets' field helpers.
 */
const HELPER_SOURCE = /^@engine$|(^|[\\/])(schema-helpers|fields|registry|defineLayout)$/;

/** The functions that define a widget from an object with its `description`. */
const DEFINERS = new Set(['defineWidget', 'defineLayout']);

/**
 * A widget's definition object given to any function (a kit's own definer wrapping `defineWidget`): the object
 * literal declaring `module: import.meta.url`, as the build reads definitions (definition-source.ts).
 */
function isDefinitionObject(node: unknown): node is Node {
  if (!isNode(node) || node.type !== 'ObjectExpression') return false;
  return ((node.properties as Node[] | undefined) ?? []).some((p) => {
    const key = p.key as Node | undefined;
    const v = p.value as Node | undefined;
    return p.type === 'Property' && key?.type === 'Identifier' && key.name === 'module' && v?.type === 'MemberExpression' && (v.object as Node).type === 'MetaProperty' && (v.property as Node).name === 'url';
  });
}

/** Local names of the helpers (and of the widget definers, as `defineWidget`) a module imports from their own modules. */
function helperNames(program: Node): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of (program.body as Node[] | undefined) ?? []) {
    if (statement.type !== 'ImportDeclaration' || !HELPER_SOURCE.test(String((statement.source as Node).value))) continue;
    for (const spec of (statement.specifiers as Node[] | undefined) ?? []) {
      const imported = (spec.imported as Node | undefined)?.name as string | undefined;
      const local = (spec.local as Node).name as string;
      if (imported && (imported in TEXT_ARGUMENT || DEFINERS.has(imported))) names.set(local, DEFINERS.has(imported) ? 'defineWidget' : imported);
    }
  }
  return names;
}

/**
 * `code` without its operator-facing texts (`program` is its parsed tree, with source positions): every call
 * `describe(<schema>, <text>)` is written as `(<schema>)`; the text argument of the field helpers (`opt`,
 * `withDefault`, `text`, `actionRef`, `dataRef`, `asset`) and the `description` of a `defineWidget({...})` or `defineLayout({...})`
 * (or of any definition object declaring `module: import.meta.url`, whatever function it is given to) become empty, where the module imports those names from the engine or the widgets' field helpers. Nested
 * calls are handled: each edit lies outside the others.
 */
export function withoutDescriptions(code: string, program: unknown): string {
  const edits: Array<[number, number, string]> = [];
  const helpers = isNode(program) ? helperNames(program) : new Map<string, string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node | undefined;
      const args = node.arguments as Node[] | undefined;
      const name = callee?.type === 'Identifier' ? (callee.name as string) : undefined;
      if (name === 'describe' && args?.length === 2 && isNode(args[0]) && isPlainText(args[1])) {
        edits.push([node.start, args[0].start, '('], [args[0].end, node.end, ')']);
      }
      const helper = name === undefined ? undefined : helpers.get(name);
      const at = helper === undefined ? undefined : TEXT_ARGUMENT[helper];
      const textArg = at === undefined ? undefined : args?.[at];
      if (textArg && isPlainText(textArg)) edits.push([textArg.start, textArg.end, "''"]);
      const def = args?.[0];
      if ((helper === 'defineWidget' && isNode(def) && def.type === 'ObjectExpression') || isDefinitionObject(def)) {
        for (const prop of (def.properties as Node[] | undefined) ?? []) {
          const key = prop.key as Node | undefined;
          if (prop.type === 'Property' && key?.type === 'Identifier' && key.name === 'description' && isPlainText(prop.value)) {
            const value = prop.value as Node;
            edits.push([value.start, value.end, "''"]);
          }
        }
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
    load(id) {
      return isBuild && /[\\/]reads\.json$/.test(id.split('?')[0]!) ? '[]' : undefined;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!isBuild || !SOURCE.test(file) || !/\b(describe|opt|withDefault|text|actionRef|dataRef|asset|defineWidget|defineLayout)\(|import\.meta\.url/.test(code)) return undefined;
      return { code: withoutDescriptions(code, this.parse(code, { lang: /\.tsx$/.test(file) ? 'tsx' : 'ts' })), map: null };
    },
  };
}
