// The campaigns' own strings: a file for every language a campaign ships in and, when it ships in Filipino, the Filipino
// strings translated but for names, with the same words as the shared strings.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { missingLanguageFiles, stringRuleProblems } from '../engine/core/string-rules';

const ROOT = join(process.cwd(), 'campaigns');
const ids = readdirSync(ROOT, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

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

const read = (dir: string, lang: string) => parse(readFileSync(join(dir, 'strings', `${lang}.yaml`), 'utf8')) as Record<string, string>;

/** The languages a campaign folder declares it ships in (`languages:`), undefined when it declares none (every pack). */
function declared(dir: string): string[] | undefined {
  const file = join(dir, 'campaign.yaml');
  const definition = existsSync(file) ? (parse(readFileSync(file, 'utf8')) as { languages?: string[] } | null) : null;
  return definition?.languages;
}

/** A campaign ships in Filipino when it declares it or declares no languages. */
const shipsFilipino = (dir: string) => declared(dir)?.includes('fil') ?? true;

/** The problems of a campaign folder's strings files under one rule, in the words of `campaign validate` (engine/core/string-rules.ts). */
function problems(dir: string, rule: 'languageFile' | 'phCopy' | 'untranslated' | 'filipinoWords' | 'pluralForms', kept?: readonly string[]): string[] {
  if (rule === 'languageFile') {
    const present = existsSync(join(dir, 'strings')) ? readdirSync(join(dir, 'strings')).map((f) => f.replace(/\.(ya?ml|json)$/, '')) : [];
    return missingLanguageFiles(present, declared(dir)).map((p) => p.message);
  }
  if (rule === 'phCopy') return existsSync(join(dir, 'strings', 'ph.yaml')) ? stringRuleProblems({ ph: read(dir, 'ph') }).map((p) => p.message) : [];
  if (rule === 'pluralForms') return stringRuleProblems({ en: read(dir, 'en'), ...(shipsFilipino(dir) ? { fil: read(dir, 'fil') } : {}) }).filter((p) => p.rule === rule).map((p) => p.message);
  if (!shipsFilipino(dir)) return [];
  return stringRuleProblems({ en: read(dir, 'en'), fil: read(dir, 'fil') }, kept).filter((p) => p.rule === rule).map((p) => p.message);
}

describe('campaign strings files', () => {
  it.each(ids)('%s: a strings file for every language it ships in', (id) => {
    expect(problems(join(ROOT, id), 'languageFile')).toEqual([]);
  });
});

describe('campaign strings in Filipino', () => {
  it.each(ids)('%s: ph reads the Filipino strings (no ph copy to drift from fil)', (id) => {
    expect(problems(join(ROOT, id), 'phCopy')).toEqual([]);
    if (shipsFilipino(join(ROOT, id))) expect(Object.keys(read(join(ROOT, id), 'fil')).length).toBeGreaterThan(0);
  });

  it.each(ids)('%s: translated but for names', (id) => {
    expect(problems(join(ROOT, id), 'untranslated', KEPT[id])).toEqual([]);
  });

  it.each(ids)('%s: a count before a plural word has plural forms (no "1 diamonds")', (id) => {
    expect(problems(join(ROOT, id), 'pluralForms')).toEqual([]);
  });

  it.each(ids)('%s: says "diamante" and "ranggo"', (id) => {
    expect(problems(join(ROOT, id), 'filipinoWords')).toEqual([]);
  });
});

describe('the languages a campaign declares', () => {
  const root = mkdtempSync(join(tmpdir(), 'campaign-strings-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const folder = (name: string, definition: string, strings: Record<string, string>) => {
    const dir = join(root, name);
    mkdirSync(join(dir, 'strings'), { recursive: true });
    writeFileSync(join(dir, 'campaign.yaml'), definition);
    for (const [lang, text] of Object.entries(strings)) writeFileSync(join(dir, 'strings', `${lang}.yaml`), text);
    return dir;
  };

  it('a campaign shipping in English and Thai passes without Filipino strings', () => {
    const dir = folder('en-th', 'id: en-th\nlanguages: [en, th]\n', { en: 'title: Diamond ranking\n', th: 'title: อันดับเพชร\n' });
    for (const rule of ['languageFile', 'phCopy', 'untranslated', 'filipinoWords'] as const) expect(problems(dir, rule)).toEqual([]);
  });

  it('a campaign declaring no languages needs the Filipino strings, translated', () => {
    const dir = folder('every', 'id: every\n', { en: 'title: Diamond ranking\n', fil: 'title: Diamond ranking\n' });
    expect(problems(dir, 'languageFile')).toEqual(expect.arrayContaining([expect.stringContaining("'ms'")]));
    expect(problems(dir, 'untranslated')).toEqual([expect.stringContaining("'title' is the same in strings/fil.yaml")]);
    expect(problems(dir, 'filipinoWords')).toEqual([expect.stringContaining('diamante')]);
  });

  it('a campaign declaring Filipino is checked in Filipino', () => {
    const dir = folder('en-fil', 'id: en-fil\nlanguages: [en, fil]\n', { en: 'title: Ranking\n', fil: 'title: Ranking\n', ph: 'title: Ranggo\n' });
    expect(problems(dir, 'languageFile')).toEqual([]);
    expect(problems(dir, 'phCopy')).toHaveLength(1);
    expect(problems(dir, 'untranslated')).toHaveLength(1);
  });
});
