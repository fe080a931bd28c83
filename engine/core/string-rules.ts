/**
 * Rules on a campaign's strings files that `campaign validate` and the campaigns' strings test (campaigns/strings.test.ts)
 * apply with the same words: a strings file per language, no ph copy (ph reads the Filipino strings), Filipino strings
 * translated but for names, and the Filipino words for diamonds and ranking.
 */
import { PACKS } from '../i18n/resolveLocale';

export interface StringRuleProblem {
  rule: 'languageFile' | 'phCopy' | 'untranslated' | 'filipinoWords';
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
