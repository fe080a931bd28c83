/**
 * Checks that a string key exists in en (error) and in every other language file (warning), that the
 * languages use the same {placeholders}, and that the values given with a text supply its placeholders.
 */
import { isBindingString } from './bindings';
import type { CheckContext } from './check-context';
import type { DefinitionIssue, Locale } from './types';
import type { SourceMap } from './yaml-safe';
import type { IssuePath } from './zod-issues';

/** Placeholders are written `{name}` or `{{name}}` (engine/react/translate.ts). */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}|\{\s*([\w.]+)\s*\}/g;

/** The placeholder names of a text, each once, in order. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? m[2] ?? ''))];
}

const list = (names: readonly string[]) => names.map((n) => `{${n}}`).join(', ');

export interface StringsFile {
  locale: Locale;
  file: string;
  table: Record<string, string>;
  source?: SourceMap;
}

/**
 * Placeholders of each language against en, key by key: one en does not have is shown as written
 * (error); one of en the language leaves out is a warning (the text may be worded without it).
 */
export function checkPlaceholders(files: readonly StringsFile[]): DefinitionIssue[] {
  const en = files.find((f) => f.locale === 'en')?.table;
  if (!en) return [];
  const issues: DefinitionIssue[] = [];
  for (const f of files) {
    if (f.locale === 'en') continue;
    for (const [key, text] of Object.entries(f.table)) {
      if (!Object.prototype.hasOwnProperty.call(en, key)) continue;
      const want = placeholdersOf(en[key] ?? '');
      const have = placeholdersOf(text);
      const extra = have.filter((n) => !want.includes(n));
      const missing = want.filter((n) => !have.includes(n));
      if (extra.length === 0 && missing.length === 0) continue;
      const at = f.source?.locate([key]);
      const enHas = want.length > 0 ? `en has ${list(want)}` : 'en has none';
      if (extra.length > 0) {
        issues.push({ severity: 'error', file: f.file, path: key, message: `string '${key}' has placeholder ${list(extra)}, which en does not have (${enHas}); it would be shown as written`, expected: want.length > 0 ? list(want) : 'no placeholder', found: list(have), ...at });
      } else {
        issues.push({ severity: 'warning', file: f.file, path: key, message: `string '${key}' leaves out ${list(missing)} (${enHas})`, expected: list(want), found: have.length > 0 ? list(have) : 'no placeholder', ...at });
      }
    }
  }
  return issues;
}

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** Whether a strings table has a key, as itself or in plural forms (key_other is the form every language has). */
/** The key a plural form (`days_one`) is a form of (`days`); other keys as they are. */
const baseKey = (key: string): string => new RegExp(`^(.+)_(${PLURAL_FORMS.join('|')})$`).exec(key)?.[1] ?? key;
const hasKey = (table: object, key: string): boolean => Object.prototype.hasOwnProperty.call(table, key) || Object.prototype.hasOwnProperty.call(table, `${key}_other`);

/**
 * The placeholders of a text (in any language) that the values given with it do not supply: they would
 * be shown as written. Values that are a binding as a whole are checked once resolved.
 */
export function checkTextValues(ctx: CheckContext, key: unknown, values: unknown, path: IssuePath): void {
  if (typeof key !== 'string' || key === '' || isBindingString(key) || key.startsWith('common:') || isBindingString(values)) return;
  if (values !== undefined && (typeof values !== 'object' || values === null || Array.isArray(values))) return;
  const given = Object.keys(values ?? {});
  const missing = new Map<string, Locale[]>();
  for (const [locale, table] of Object.entries(ctx.strings) as [Locale, Record<string, string>][]) {
    // A string in plural forms is chosen by the number given as count.
    const forms = table ? [key, ...PLURAL_FORMS.map((f) => `${key}_${f}`)].filter((k) => Object.prototype.hasOwnProperty.call(table, k)) : [];
    const needed = forms.flatMap((k) => [...placeholdersOf(table[k] ?? ''), ...(k === key ? [] : ['count'])]);
    for (const name of new Set(needed)) if (!given.includes(name)) missing.set(name, [...(missing.get(name) ?? []), locale]);
  }
  if (missing.size === 0) return;
  const names = [...missing.keys()];
  const where = [...new Set([...missing.values()].flat())].join(', ');
  ctx.error(path, `string '${key}' uses ${list(names)} (${where}), which values do not supply${given.length > 0 ? ` (values: ${given.join(', ')})` : ' (no values given)'}; it would be shown as written`, { expected: `values for ${list(names)}`, found: given.length > 0 ? given.join(', ') : 'no values' });
}

/** A key written with a binding in it (`house{{data.cottage.level}}`): a value selects the key; some key of en must fit it. */
function checkKeyTemplate(ctx: CheckContext, template: string, path: IssuePath): void {
  const en = ctx.strings.en;
  if (!en || /^\s*\{\{[^{}]*\}\}\s*$/.test(template) || template.startsWith('common:')) return;
  const pattern = new RegExp(`^${template.split(/\{\{[^{}]*\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
  const fits = [...new Set(Object.keys(en).map(baseKey))].filter((k) => pattern.test(k));
  const enFile = ctx.stringFiles.get('en') ?? 'strings/en.yaml';
  if (fits.length === 0) {
    ctx.error(path, `no string key of ${enFile} fits '${template}': the value in {{ }} selects a key, e.g. house{{data.cottage.level}} reads house3 when the level is 3`, { expected: `keys such as ${template.replace(/\{\{[^{}]*\}\}/g, '1')}`, found: 'none' });
    return;
  }
  for (const [locale, file] of ctx.stringFiles) {
    const table = ctx.strings[locale];
    if (locale === 'en' || !table) continue;
    const missing = fits.filter((k) => !hasKey(table, k));
    if (missing.length > 0) ctx.missingString(locale, path, `string keys ${missing.map((k) => `'${k}'`).join(', ')} (selected by '${template}') are missing from ${file}`, { expected: `keys of ${file}`, found: 'nothing' });
  }
}

export function checkTextKey(ctx: CheckContext, key: unknown, path: IssuePath): void {
  if (typeof key === 'string' && isBindingString(key)) return checkKeyTemplate(ctx, key, path);
  if (typeof key !== 'string' || key === '') return;
  if (key.startsWith('common:')) {
    const shared = key.slice('common:'.length);
    if (ctx.commonKeys && !ctx.commonKeys.has(shared) && !ctx.commonKeys.has(`${shared}_other`)) {
      ctx.error(path, `shared string key '${shared}' is missing from locales/en.json`, { expected: 'a key of locales/en.json', found: `'${key}'` });
    }
    return;
  }
  const en = ctx.strings.en;
  const enFile = ctx.stringFiles.get('en');
  if (!enFile) {
    ctx.error(path, `string key '${key}' cannot be found: the campaign has no strings/en.yaml`, { expected: 'a key of strings/en.yaml', found: `'${key}'` });
    return;
  }
  // An en file that could not be read has its own errors; its keys cannot be checked.
  if (!en) return;
  if (!hasKey(en, key)) {
    ctx.error(path, `string key '${key}' is missing from ${enFile}`, { expected: `a key of ${enFile}`, found: `'${key}'` });
    return;
  }
  for (const [locale, file] of ctx.stringFiles) {
    if (locale === 'en') continue;
    const table = ctx.strings[locale];
    if (table && !hasKey(table, key)) {
      ctx.missingString(locale, path, `string key '${key}' is missing from ${file}`, { expected: `a key of ${file}`, found: 'nothing' });
    }
  }
}
