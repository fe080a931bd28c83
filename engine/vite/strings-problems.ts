/**
 * Whether the widgets' strings folders are complete: every pack has every key of en (plural forms in those of its
 * language) and no key en lacks, and every file reads.
 */
import type { Pack } from '../i18n/resolveLocale';
import { readStrings } from './widget-strings';

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
