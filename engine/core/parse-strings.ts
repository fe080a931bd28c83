/** Reads one strings file: a flat mapping of string keys to texts with {name} placeholders. */
import type { DefinitionIssue, Locale } from './types';
import { parseYamlSafe, type SourceMap } from './yaml-safe';
import { describeFound } from './zod-issues';

export interface StringsInput {
  file: string;
  locale: Locale;
  text: string;
}

type ParsedStrings = { table?: Record<string, string>; source?: SourceMap; errors: DefinitionIssue[] };

/**
 * The last files read, by name, language and text: a campaign is loaded again with the same strings files each time
 * its definition changes (the dev server, the validator's checks of each phase), and parsing them is most of a load.
 */
const recent = new Map<string, ParsedStrings>();
const RECENT_FILES = 64;

export function parseStrings(input: StringsInput): ParsedStrings {
  const key = `${input.locale}\n${input.file}\n${input.text}`;
  let read = recent.get(key);
  if (!read) {
    read = readStrings(input);
    if (recent.size >= RECENT_FILES) recent.delete(recent.keys().next().value as string);
    recent.set(key, read);
  }
  // Each load gets its own table and issues: a loaded campaign's strings are its own.
  return { ...(read.table ? { table: { ...read.table } } : {}), ...(read.source ? { source: read.source } : {}), errors: read.errors.map((e) => ({ ...e })) };
}

function readStrings(input: StringsInput): ParsedStrings {
  const parsed = parseYamlSafe(input.text, 'a mapping of string keys to texts');
  if (!parsed.ok) return { errors: parsed.errors.map((e) => ({ severity: 'error', file: input.file, ...e })) };
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { errors: [{ severity: 'error', file: input.file, path: '', message: `expected a mapping of string keys to texts, found ${describeFound(value)}`, expected: 'a mapping', found: describeFound(value), line: 1, col: 1 }] };
  }
  const table: Record<string, string> = {};
  const errors: DefinitionIssue[] = [];
  for (const [key, text] of Object.entries(value)) {
    if (typeof text === 'string' && text.trim() === '') {
      // An empty text shows nothing: a button or a tab with it is there but cannot be seen.
      table[key] = text;
      const at = parsed.source.locate([key]);
      errors.push({ severity: 'error', file: input.file, path: key, message: `string '${key}' is empty, so nothing is shown; write the text${input.locale === 'en' ? '' : ', or delete the key to show en instead'}`, expected: 'text', found: 'an empty text', ...at });
    } else if (typeof text === 'string') table[key] = text;
    else if (typeof text === 'number' || typeof text === 'boolean') table[key] = String(text);
    else {
      const at = parsed.source.locate([key]);
      errors.push({ severity: 'error', file: input.file, path: key, message: `string '${key}' must be text, found ${describeFound(text)}`, expected: 'text', found: describeFound(text), ...at });
    }
  }
  return { table, source: parsed.source, errors };
}
