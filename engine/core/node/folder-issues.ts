/**
 * Node-only: the issues of a campaign folder beyond its definition: its fixtures and the rules its strings files
 * follow.
 */
import { join } from 'node:path';
import { parse as parsePlainYaml } from 'yaml';
import { checkDataShapes } from '../check-data-shapes';
import { checkFixtureProps } from '../check-fixture-props';
import { checkFixtures, type FixtureInput, type ParsedFixture } from '../check-fixtures';
import { missingLanguageFiles, stringRuleProblems } from '../string-rules';
import type { DefinitionIssue, Locale, WidgetRegistry } from '../types';
import type { SafeParseResult } from '../yaml-safe';
import { readFolderFile } from './folder-files';

/** An error of a whole file (line 1). */
export const issue = (file: string, message: string): DefinitionIssue => ({ severity: 'error', file, path: '', message, line: 1, col: 1 });

/** The issues of the folder's fixtures/ files, calls no preview answers (engine/core/check-fixtures.ts) and answers a widget cannot read (check-data-shapes.ts) or whose props it refuses once they arrive (check-fixture-props.ts). */
export async function folderFixtureIssues(dir: string, all: readonly string[], definition: { file: string; parsed: SafeParseResult; registry: WidgetRegistry }, show: (file: string) => string, knownCalls?: readonly string[]): Promise<DefinitionIssue[]> {
  const inputs: FixtureInput[] = [];
  const refused: DefinitionIssue[] = [];
  for (const f of all.filter((name) => /^fixtures\/[^/]+\.(ya?ml|json)$/.test(name))) {
    const file = join(dir, f);
    const read = await readFolderFile(dir, file);
    if (read.ok) inputs.push({ file: show(file), text: read.text });
    else refused.push(issue(show(file), `${show(file)} ${read.message}`));
  }
  const parsed = definition.parsed;
  const def = { file: definition.file, value: parsed.ok ? parsed.value : undefined, ...(parsed.ok ? { source: parsed.source } : {}) };
  const fixtures: ParsedFixture[] = [];
  const issues = checkFixtures(def, inputs, { ...(knownCalls ? { knownCalls } : {}), registry: definition.registry, parsedOut: fixtures });
  return [...refused, ...issues, ...checkDataShapes(def, definition.registry, fixtures), ...checkFixtureProps(def, definition.registry, fixtures)];
}

/**
 * The rules the campaigns' strings test applies (engine/core/string-rules.ts), in its words: a language it ships in
 * (`languages:`, default all) without a strings file, a ph copy and the English words for diamonds and ranking in Filipino are errors.
 */
export function stringRuleIssues(strings: readonly { file: string; locale: Locale; text: string }[], definitionFile: string, refused: readonly DefinitionIssue[], languages?: readonly string[]): DefinitionIssue[] {
  const tables: Partial<Record<string, Record<string, unknown>>> = {};
  const files = new Map<string, string>();
  for (const s of strings) {
    files.set(s.locale, s.file);
    try {
      const table = parsePlainYaml(s.text) as unknown;
      tables[s.locale] = table && typeof table === 'object' && !Array.isArray(table) ? (table as Record<string, unknown>) : {};
    } catch {
      // A strings file that does not parse has its own errors.
    }
  }
  // A Filipino string left as in English may be a name kept on purpose: the strings test lists those, validate does not warn.
  // A strings file that exists but cannot be read has its own error.
  const present = [...files.keys(), ...refused.flatMap((r) => /strings\/([a-z]+)\.\w+$/.exec(r.file)?.[1] ?? [])];
  const missing = missingLanguageFiles(present, languages).map((p) => ({ severity: 'error' as const, file: definitionFile, path: '', message: p.message, line: 1, col: 1 }));
  return [...missing, ...stringRuleProblems(tables).filter((p) => p.rule !== 'untranslated').map((p) => ({
    severity: 'error' as const,
    file: files.get(p.rule === 'phCopy' ? 'ph' : p.rule === 'pluralForms' ? 'en' : 'fil') ?? '',
    path: p.key ?? '',
    message: p.message,
    line: 1,
    col: 1,
  }))];
}
