/**
 * The widgets' strings as the build reads them: each strings folder holds one `<pack>.yaml` per language pack, in
 * the flat `key: text` shape of campaign strings; a page gets the sections of the widgets it shows, nested, with
 * placeholders as `{name}`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseStrings } from '../core/parse-strings';
import type { DefinitionIssue, WidgetRegistry } from '../core/types';
import { normalizePlaceholders } from '../i18n/placeholders';
import type { Pack } from '../i18n/resolveLocale';

type Tree = Record<string, unknown>;

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
