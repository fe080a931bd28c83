// The campaigns' own strings as a Filipino user reads them: translated but for names, and the same words as the shared strings.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { missingLanguageFiles, stringRuleProblems } from '../engine/core/string-rules';

const ROOT = join(process.cwd(), 'campaigns');
const ids = readdirSync(ROOT, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const read = (id: string, lang: string) => parse(readFileSync(join(ROOT, id, 'strings', `${lang}.yaml`), 'utf8')) as Record<string, string>;

// Kept in English on purpose: game names and places on a ranking.
const KEPT: Record<string, string[]> = {
  'diamond-pass': ['title'],
  'slot-machine': ['title'],
  'starlight-festival': ['reward1Place', 'reward2Place', 'reward3Place'],
  'stars-hunters': ['title'],
  'stars-mercury': ['title'],
  'stars-mercury-preheat': ['title'],
  'planet-project': ['title'],
  'perfect-bff': ['title'],
  'carnival-2023': ['partPerfectBff'],
  'big-eater': ['title'],
  'speed-king': ['title'],
  'summer-specials': ['gunsCount_one'],
  'valentine-ranking': ['tabBff'],
};

describe('campaign strings files', () => {
  // The same words as `campaign validate` (engine/core/string-rules.ts).
  it.each(ids)('%s: a strings file for every language it ships in', (id) => {
    const dir = join(ROOT, id, 'strings');
    const present = existsSync(dir) ? readdirSync(dir).map((f) => f.replace(/\.(ya?ml|json)$/, '')) : [];
    const definition = existsSync(join(ROOT, id, 'campaign.yaml')) ? (parse(readFileSync(join(ROOT, id, 'campaign.yaml'), 'utf8')) as { languages?: string[] } | null) : null;
    expect(missingLanguageFiles(present, definition?.languages).map((p) => p.message)).toEqual([]);
  });
});

describe('campaign strings in Filipino', () => {
  it.each(ids)('%s: ph reads the Filipino strings (no ph copy to drift from fil)', (id) => {
    expect(() => read(id, 'ph')).toThrow();
    expect(Object.keys(read(id, 'fil')).length).toBeGreaterThan(0);
  });

  // The same rules, in the same words, as `campaign validate` (engine/core/string-rules.ts).
  const problems = (id: string, rule: string) => stringRuleProblems({ en: read(id, 'en'), fil: read(id, 'fil') }, KEPT[id]).filter((p) => p.rule === rule).map((p) => p.message);

  it.each(ids)('%s: translated but for names', (id) => {
    expect(problems(id, 'untranslated')).toEqual([]);
  });

  it.each(ids)('%s: a count before a plural word has plural forms (no "1 diamonds")', (id) => {
    expect(problems(id, 'pluralForms')).toEqual([]);
  });

  it.each(ids)('%s: says "diamante" and "ranggo"', (id) => {
    expect(problems(id, 'filipinoWords')).toEqual([]);
  });
});
