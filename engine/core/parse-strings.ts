/** Reads one strings file: a flat mapping of string keys to texts with {name} placeholders. */
import type { DefinitionIssue, Locale } from './types';
import { parseYamlSafe } from './yaml-safe';
import { describeFound } from './zod-issues';

export interface StringsInput {
  file: string;
  locale: Locale;
  text: string;
}

export function parseStrings(input: StringsInput): { table?: Record<string, string>; errors: DefinitionIssue[] } {
  const parsed = parseYamlSafe(input.text);
  if (!parsed.ok) return { errors: parsed.errors.map((e) => ({ severity: 'error', file: input.file, ...e })) };
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { errors: [{ severity: 'error', file: input.file, path: '', message: `expected a mapping of string keys to texts, found ${describeFound(value)}`, expected: 'a mapping', found: describeFound(value), line: 1, col: 1 }] };
  }
  const table: Record<string, string> = {};
  const errors: DefinitionIssue[] = [];
  for (const [key, text] of Object.entries(value)) {
    if (typeof text === 'string') table[key] = text;
    else if (typeof text === 'number' || typeof text === 'boolean') table[key] = String(text);
    else {
      const at = parsed.source.locate([key]);
      errors.push({ severity: 'error', file: input.file, path: key, message: `string '${key}' must be text, found ${describeFound(text)}`, expected: 'text', found: describeFound(text), ...at });
    }
  }
  return { table, errors };
}
