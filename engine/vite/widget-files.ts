/**
 * What the build reads of the widgets, from their definitions only (the widgets module the app names, exporting
 * `registry` and `sharedWidgetStrings`): the module defining each widget (`module`, its
 * `import.meta.url`) and the folder of its strings (`strings`, one `<pack>.yaml` per language pack, the flat
 * `key: text` shape of campaign strings). No file is found by its name.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseStrings } from '../core/parse-strings';
import type { AnyWidgetDefinition, DefinitionIssue, WidgetRegistry, WidgetStrings } from '../core/types';
import { normalizePlaceholders } from '../i18n/placeholders';
import { importTs } from './node-import';
import type { Pack } from '../i18n/resolveLocale';

export interface WidgetsIndex {
  registry: WidgetRegistry;
  /** Strings shared by the widgets (their building blocks): every page has them. */
  shared: readonly WidgetStrings[];
}

type Tree = Record<string, unknown>;

const indexes = new Map<string, Promise<WidgetsIndex>>();

/** The registry and shared strings of a widgets index module (`registry`, `sharedWidgetStrings`), loaded once per file. */
export function importWidgetsIndex(file: string): Promise<WidgetsIndex> {
  let found = indexes.get(file);
  if (!found) {
    found = (async () => {
      const mod = await importTs<{ registry?: WidgetRegistry; sharedWidgetStrings?: readonly WidgetStrings[] }>(file);
      if (!mod.registry) throw new Error(`${file} exports no \`registry\``);
      return { registry: mod.registry, shared: mod.sharedWidgetStrings ?? [] };
    })();
    found.catch(() => indexes.delete(file));
    indexes.set(file, found);
  }
  return found;
}

/** A file or folder a definition names, relative to its module (`import.meta.url`). */
export function declaredPath(module: string, relative: string): string {
  return fileURLToPath(new URL(relative, module));
}

/**
 * What the strings need of a widgets module (each widget's type, module, strings folder and the sections it
 * shows; the shared strings), read in a Node process of its own: a host that already hooks module loading
 * (Storybook's builder does) cannot change how the widgets' TypeScript is read.
 */
export function importWidgetStringsIndex(file: string, cwd: string): Promise<WidgetsIndex> {
  const script = [
    `const mod = await import(${JSON.stringify(pathToFileURL(file).href)});`,
    'const registry = [...mod.registry.values()].map((d) => ({ type: d.type, module: d.module, strings: d.strings, showsStrings: d.showsStrings }));',
    'process.stdout.write(JSON.stringify({ registry, shared: mod.sharedWidgetStrings ?? [] }));',
  ].join('\n');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`${file} could not be read: ${stderr || error.message}`));
      try {
        const read = JSON.parse(stdout) as { registry: AnyWidgetDefinition[]; shared: WidgetStrings[] };
        resolve({ registry: new Map(read.registry.map((d) => [d.type, d])), shared: read.shared });
      } catch (e) {
        reject(new Error(`${file}: unreadable answer (${String(e)})`));
      }
    });
  });
}

/** Every strings folder, by section: each widget's own (its type) and the shared ones. */
export function stringsFolders(registry: WidgetRegistry, shared: readonly WidgetStrings[] = []): Map<string, string> {
  const folders = new Map<string, string>();
  for (const def of registry.values()) if (def.module && def.strings) folders.set(def.type, declaredPath(def.module, def.strings));
  for (const s of shared) folders.set(s.section, declaredPath(s.module, s.folder));
  return folders;
}

/** Flat keys to nested ones: `count.gemstone: x` is `{ count: { gemstone: x } }`. A key that is both a text and a group is an error. */
export function nestKeys(table: Readonly<Record<string, string>>, file: string): { tree: Tree; errors: DefinitionIssue[] } {
  const tree: Tree = {};
  const errors: DefinitionIssue[] = [];
  for (const [key, text] of Object.entries(table)) {
    const parts = key.split('.');
    let at = tree;
    let clash = parts.some((p) => p === '');
    for (const part of parts.slice(0, -1)) {
      if (clash) break;
      const next = at[part] ?? (at[part] = {});
      if (typeof next !== 'object') clash = true;
      else at = next as Tree;
    }
    const last = parts[parts.length - 1]!;
    if (clash || at[last] !== undefined) errors.push({ severity: 'error', file, path: key, message: `string '${key}' clashes with another key: a key is either a text or a group of keys (a.b)` });
    else at[last] = text;
  }
  return { tree, errors };
}

/** One pack of a strings folder, nested, placeholders as `{name}`: `{}` when the folder has no file for it. */
export async function readStrings(folder: string, pack: Pack): Promise<{ file: string; strings: Tree; errors: DefinitionIssue[]; exists: boolean }> {
  const file = join(folder, `${pack}.yaml`);
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return { file, strings: {}, errors: [], exists: false };
  const parsed = parseStrings({ file, locale: pack, text });
  const nested = nestKeys(parsed.table ?? {}, file);
  return { file, strings: normalizePlaceholders(nested.tree), errors: [...parsed.errors, ...nested.errors], exists: true };
}

/** The given sections of a pack, `{ widgets: { <section>: ... } }` (those with strings); throws on a file that does not read. */
export async function widgetSections(folders: ReadonlyMap<string, string>, sections: Iterable<string>, pack: Pack, watch?: (file: string) => void): Promise<{ widgets?: Tree }> {
  const out: Tree = {};
  for (const section of [...new Set(sections)].sort()) {
    const folder = folders.get(section);
    if (!folder) continue;
    const read = await readStrings(folder, pack);
    watch?.(read.file);
    if (read.errors.length > 0) throw new Error(read.errors.map((e) => `${e.file}: ${e.path ? `${e.path}: ` : ''}${e.message}`).join('\n'));
    if (Object.keys(read.strings).length > 0) out[section] = read.strings;
  }
  return Object.keys(out).length === 0 ? {} : { widgets: out };
}

/** The sections of widget strings the widgets of these types show: their own and those they declare (`showsStrings`). */
export function sectionsShownBy(registry: WidgetRegistry, types: Iterable<string>): string[] {
  const sections = new Set<string>();
  for (const type of types) {
    const def = registry.get(type);
    if (!def) continue;
    if (def.strings) sections.add(def.type);
    for (const s of def.showsStrings ?? []) sections.add(s);
  }
  return [...sections].sort();
}

/** Every `common:` key of the widget strings (`widgets.<section>.<key>`, en), for checking the keys campaigns name. */
export async function widgetStringKeys(folders: ReadonlyMap<string, string>): Promise<string[]> {
  const keys: string[] = [];
  for (const [section, folder] of folders) {
    const { strings } = await readStrings(folder, 'en');
    const walk = (v: unknown, prefix: string): void => {
      if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${prefix}.${k}`);
      else keys.push(prefix);
    };
    walk(strings, `widgets.${section}`);
  }
  return keys.sort();
}

const exportNames = new Map<string, Promise<Map<string, string>>>();

/**
 * The export of each widget's definition module that holds its definition (type -> name), for the given
 * definitions: the modules are loaded together once and their exports compared by type, so a definition
 * may be exported under any name.
 */
export async function definitionExports(defs: readonly AnyWidgetDefinition[]): Promise<Map<string, string>> {
  const declared = defs.filter((d) => d.module).sort((a, b) => a.type.localeCompare(b.type));
  const key = declared.map((d) => `${d.type}@${d.module}`).join('\n');
  let found = exportNames.get(key);
  if (!found) {
    found = (async () => {
      const { tsImport } = await import('tsx/esm/api');
      const modules = [...new Set(declared.map((d) => d.module!))];
      const dir = await mkdtemp(join(tmpdir(), 'widget-exports-'));
      const entry = join(dir, 'entry.ts');
      try {
        await writeFile(entry, modules.map((m, i) => `export * as m${i} from ${JSON.stringify(fileURLToPath(m))};`).join('\n') + '\n');
        const loaded = (await tsImport(pathToFileURL(entry).href, import.meta.url)) as Record<string, Record<string, unknown>>;
        const names = new Map<string, string>();
        for (const def of declared) {
          const ns = loaded[`m${modules.indexOf(def.module!)}`] ?? {};
          const name = Object.keys(ns).find((k) => (ns[k] as { type?: unknown } | undefined)?.type === def.type && typeof (ns[k] as { component?: unknown }).component === 'function');
          if (name) names.set(def.type, name);
        }
        return names;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    })();
    found.catch(() => exportNames.delete(key));
    exportNames.set(key, found);
  }
  return found;
}

const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
/** The key a plural form (`days_one`) is a form of (`days`). */
const pluralBase = (key: string): string | undefined => PLURAL.exec(key)?.[1];

/** The keys of en a pack must have: plural forms (`_one`, `_other`...) in the forms that language has (Thai has `_other` only). */
function needed(enKeys: ReadonlySet<string>, pack: Pack): string[] {
  const forms = new Intl.PluralRules(pack).resolvedOptions().pluralCategories as readonly string[];
  const out = new Set<string>();
  for (const key of enKeys) {
    const base = pluralBase(key);
    if (base === undefined) out.add(key);
    else for (const form of forms) out.add(`${base}_${form}`);
  }
  return [...out];
}

/**
 * What the strings folders lack: for every section (a widget's type), each key of en that a pack has no text
 * for (plural forms: those of its language), each key a pack has that en does not, and each file that does not read. One line per problem, naming
 * the widget, the key and the language.
 */
export async function stringsProblems(folders: ReadonlyMap<string, string>, packs: readonly Pack[]): Promise<string[]> {
  const problems: string[] = [];
  const flat = (v: unknown, prefix = ''): string[] => (v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => flat(x, prefix ? `${prefix}.${k}` : k)) : [prefix]);
  for (const [section, folder] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
    const en = await readStrings(folder, 'en');
    const enKeys = new Set(flat(en.strings));
    for (const pack of packs) {
      const read = pack === 'en' ? en : await readStrings(folder, pack);
      for (const e of read.errors) problems.push(`widget ${section}: ${pack}: ${e.path ? `'${e.path}' ` : ''}${e.message} (${e.file})`);
      if (!read.exists) {
        problems.push(`widget ${section}: no ${pack} strings (${read.file})`);
        continue;
      }
      const keys = new Set(flat(read.strings));
      for (const key of needed(enKeys, pack)) if (!keys.has(key)) problems.push(`widget ${section}: key '${key}' has no ${pack} text (${read.file})`);
      const known = new Set([...enKeys].map((k) => pluralBase(k) ?? k));
      for (const key of keys) if (!enKeys.has(key) && !known.has(pluralBase(key) ?? '')) problems.push(`widget ${section}: key '${key}' of ${pack} is not in en (${read.file})`);
    }
  }
  return problems;
}
