/**
 * What the build reads of a widget definition module's source: the definition object is the object literal that
 * declares `module: import.meta.url`. Its component's file is the module its `component: () => import('./X')`
 * imports (a widget names its component once); the properties only the build reads are blanked out of the page's
 * code.
 */
import { stat, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import type { AnyWidgetDefinition, WidgetRegistry } from '../core/types';

/** The properties of a definition only the build reads. */
const BUILD_ONLY = new Set(['module', 'everyPage', 'strings', 'showsStrings']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
const keyName = (p: Node): string | undefined => {
  const key = p.key as Node | undefined;
  return key?.type === 'Identifier' ? (key.name as string) : key?.type === 'Literal' ? String(key.value) : undefined;
};
const isImportMetaUrl = (v: unknown): boolean =>
  isNode(v) && v.type === 'MemberExpression' && isNode(v.object) && v.object.type === 'MetaProperty' && isNode(v.property) && v.property.name === 'url';

/** The properties of each definition object of a module (ESTree `program`): the objects declaring `module: import.meta.url`. */
function definitionObjects(program: unknown): Node[][] {
  const found: Node[][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    if (node.type === 'ObjectExpression') {
      const props = (node.properties as Node[]).filter((p) => p.type === 'Property');
      if (props.some((p) => keyName(p) === 'module' && isImportMetaUrl(p.value))) found.push(props);
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'type' && k !== 'start' && k !== 'end') visit(v);
  };
  visit(program);
  return found;
}

/**
 * A definition module's source without what only the build reads (`module: import.meta.url`, `everyPage`,
 * `strings`, `showsStrings` of the object that declares `module: import.meta.url`), blanked out with spaces so
 * every other character keeps its place: a page does not download them. `program` is the module's syntax tree
 * (ESTree, with start/end offsets).
 */
export function withoutBuildDeclarations(code: string, program: unknown): string {
  const ranges: Array<[number, number]> = [];
  for (const props of definitionObjects(program)) {
    for (const p of props) {
      if (!BUILD_ONLY.has(keyName(p) ?? '')) continue;
      const comma = /^\s*,/.exec(code.slice(p.end));
      ranges.push([p.start, p.end + (comma ? comma[0].length : 0)]);
    }
  }
  let out = code;
  for (const [start, end] of ranges) out = out.slice(0, start) + out.slice(start, end).replace(/[^\n]/g, ' ') + out.slice(end);
  return out;
}

/** The module a `component: () => import('<specifier>')` property imports, or null for any other form. */
function importedBy(prop: Node): string | null {
  const fn = prop?.value;
  if (!isNode(fn) || fn.type !== 'ArrowFunctionExpression') return null;
  const body = fn.body;
  if (!isNode(body) || body.type !== 'ImportExpression' || !isNode(body.source) || body.source.type !== 'Literal') return null;
  return typeof body.source.value === 'string' ? body.source.value : null;
}

/**
 * The specifier `component` imports in the definition of a widget type (the definition object whose `type` is
 * that type, or the module's only definition object), from the module's source: null when its `component` is
 * written another way or the source has no such object, undefined when it writes none (it takes another
 * definition's: `...modal`).
 */
export function componentImportIn(file: string, code: string, type: string): string | null | undefined {
  const defs = definitionObjects(parseSync(file, code).program);
  const typed = defs.find((props) => props.some((p) => keyName(p) === 'type' && isNode(p.value) && p.value.type === 'Literal' && p.value.value === type));
  const def = typed ?? (defs.length === 1 ? defs[0] : undefined);
  if (!def) return null;
  const component = def.find((p) => keyName(p) === 'component');
  return component ? importedBy(component) : undefined;
}

const isFile = (path: string): Promise<boolean> => stat(path).then((s) => s.isFile(), () => false);

/** The file an import specifier relative to a module names: as written, or with the first extension that is there. */
async function resolveRelative(specifier: string, module: string): Promise<string | undefined> {
  if (!specifier.startsWith('.')) return undefined;
  const base = fileURLToPath(new URL(specifier, module));
  for (const candidate of [base, ...['.tsx', '.ts', '.jsx', '.js'].map((ext) => base + ext), ...['tsx', 'ts'].map((ext) => `${base}/index.${ext}`)]) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

/** The component file a definition's own source declares (`component: () => import('./X')`), as componentImportIn. */
async function declaredComponentFile(def: AnyWidgetDefinition): Promise<string | null | undefined> {
  if (!def.module) return null;
  const file = fileURLToPath(def.module);
  const code = await readFile(file, 'utf8').catch(() => undefined);
  const specifier = code === undefined ? null : componentImportIn(file, code, def.type);
  return typeof specifier === 'string' ? ((await resolveRelative(specifier, def.module)) ?? null) : specifier;
}

/**
 * The file of a widget's component: the module its definition's `component: () => import('./X')` imports,
 * resolved relative to the definition's `module`; for a definition that writes no `component` and takes another's
 * (`...modal`: the very same function), that definition's file when `registry` holds it. Undefined when neither
 * declares one (that widget then loads its own code when shown).
 */
export async function componentFileOf(def: AnyWidgetDefinition, registry?: WidgetRegistry): Promise<string | undefined> {
  const own = await declaredComponentFile(def);
  if (own !== undefined) return own ?? undefined;
  const source = registry && [...registry.values()].find((d) => d !== def && d.component === def.component);
  return (source && (await declaredComponentFile(source))) ?? undefined;
}
