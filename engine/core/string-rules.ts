/**
 * Rules on a campaign's strings files that `campaign validate` and the campaigns' strings test (campaigns/strings.test.ts)
 * apply with the same words: a strings file per language, no ph copy (ph reads the Filipino strings), Filipino strings
 * translated but for names, the Filipino words for diamonds and ranking, and plural forms for a count before a plural
 * word (the shared strings' test applies that one too).
 */
import { PACKS } from '../i18n/resolveLocale';

export interface StringRuleProblem {
  rule: 'languageFile' | 'phCopy' | 'untranslated' | 'filipinoWords' | 'pluralForms';
  message: string;
  /** The key concerned, when one is. */
  key?: string;
}

type Table = Record<string, unknown>;

/** The problems of a campaign's strings tables (by locale); `kept` lists keys kept in English on purpose (names). */
export function stringRuleProblems(tables: Partial<Record<string, Table>>, kept: readonly string[] = []): StringRuleProblem[] {
  const out: StringRuleProblem[] = [];
  if (tables.ph) out.push({ rule: 'phCopy', message: 'ph reads the Filipino strings (no ph copy to drift from fil): remove strings/ph.yaml' });
  const en = tables.en;
  const fil = tables.fil;
  if (en) out.push(...countsWithoutPluralForms(en));
  if (en && fil) {
    for (const key of Object.keys(fil)) {
      if (fil[key] === en[key] && !kept.includes(key)) out.push({ rule: 'untranslated', key, message: `'${key}' is the same in strings/fil.yaml as in English: translated but for names` });
    }
    for (const [key, v] of Object.entries(fil)) {
      if (typeof v === 'string' && /\bdiamonds?\b|\branking\b/i.test(v.replace(/Diamond Pass/g, ''))) out.push({ rule: 'filipinoWords', key, message: `'${key}' in strings/fil.yaml says "diamond" or "ranking": the Filipino strings say "diamante" and "ranggo"` });
    }
  }
  return out;
}

/**
 * The languages of a campaign folder without a strings file (`present`: the locales that have one), in the words both
 * checks use: of the languages it declares (`languages:`, with en), else of every language pack.
 */
export function missingLanguageFiles(present: Iterable<string>, languages?: readonly string[]): StringRuleProblem[] {
  const has = new Set(present);
  const wanted = languages ? PACKS.filter((pack) => pack === 'en' || languages.includes(pack)) : PACKS;
  return wanted.filter((pack) => !has.has(pack)).map((pack) => ({
    rule: 'languageFile' as const,
    message: `no strings file for '${pack}': add strings/${pack}.yaml (every language is translated; vn reads vi, ph reads fil)`,
  }));
}

/** Placeholders that hold a name or a moment, never a count: "{name} asks", "{time} the rewards". */
const NOT_COUNTS = new Set(['name', 'gift', 'prize', 'team', 'partner', 'route', 'from', 'to', 'time', 'date', 'badge', 'currency', 'user', 'nickname', 'title', 'path', 'button', 'start', 'end', 'family', 'room', 'host', 'winner', 'rank']);
/** Words ending in s that are not plural nouns. */
const NOT_PLURALS = new Set(['is', 'was', 'has', 'does', 'its', 'this', 'us', 'plus', 'bonus', 'yes', 'his', 'as', 'always', 'perhaps', 'unless', 'thus', 'across']);
/** A placeholder, then a word, maybe after one more word ("{left} more stones", "{count} Bubble Guns"). */
const COUNT_THEN_WORDS = /\{\{?\s*(\w+)\s*\}?\}\s+(?:([A-Za-z]+)\s+)?([A-Za-z]+)/g;
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const plural = (word: string | undefined): boolean => !!word && word.length > 2 && /[a-z]s$/i.test(word) && !/ss$/i.test(word) && !NOT_PLURALS.has(word.toLowerCase());

/** The plural word a count placeholder of `text` is read with ("{count} diamonds" -> "diamonds"), if any. */
export function countBeforePlural(text: string): string | undefined {
  for (const [, name = '', between = '', word = ''] of text.matchAll(COUNT_THEN_WORDS)) {
    if (NOT_COUNTS.has(name)) continue;
    if (plural(between)) return `{${name}} ${between}`;
    if (plural(word) && !NOT_PLURALS.has(between.toLowerCase())) return `{${name}} ${between ? `${between} ` : ''}${word}`;
  }
  return undefined;
}

/**
 * English strings that put a count before a plural word without plural forms (key_one, key_other): "1 diamonds".
 * Nested tables (the shared locales) are read with dotted keys.
 */
export function countsWithoutPluralForms(table: Table, prefix = ''): StringRuleProblem[] {
  return Object.entries(table).flatMap(([k, v]): StringRuleProblem[] => {
    const key = prefix + k;
    if (v && typeof v === 'object') return countsWithoutPluralForms(v as Table, `${key}.`);
    const said = typeof v === 'string' && !PLURAL_FORM.test(key) ? countBeforePlural(v) : undefined;
    return said ? [{ rule: 'pluralForms', key, message: `'${key}' says "${said}" without plural forms: write ${key}_one and ${key}_other and pass the number as count` }] : [];
  });
}
