// @vitest-environment node
// The family honor rules state the 2024 diamond pool in every language: 30% to the top member, 10% shared by ranks
// 2 and 3, the pool growing per minute and per 1,000 beans, and the family list locking on 8 December 23:59 (UTC+8).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const rules = (lang: string): string => (parse(readFileSync(join(import.meta.dirname, 'strings', `${lang}.yaml`), 'utf8')) as { rules: string }).rules;

describe('family honor 2024 rules', () => {
  it.each(['en', 'ms', 'th', 'fil', 'vi'])('%s', (lang) => {
    const text = rules(lang);
    expect(text).toContain('2024');
    expect(text).toMatch(/30%[^\n]*10%/);
    expect(text).toContain('1,000');
    expect(text).toContain('23:59 (UTC+8)');
    expect(text).toMatch(/\b8\b/);
  });
});
