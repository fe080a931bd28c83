/**
 * Node-only: loads a campaign folder (campaign.yaml or campaign.json plus
 * strings/<lang>.yaml|json) and validates it, checking asset file names
 * against the folder and `common:` keys against the shared locale file.
 */
import { lstat, readdir, readFile, realpath } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { checkDataShapes } from '../check-data-shapes';
import { checkFixtures, type FixtureInput, type ParsedFixture } from '../check-fixtures';
import { missingLanguageFiles, stringRuleProblems } from '../string-rules';
import { parse as parsePlainYaml } from 'yaml';
import { MAX_FILE_BYTES, parseYamlSafe } from '../yaml-safe';
import { readCampaignHead, type CampaignHead } from '../campaign-set';
import { loadCampaign, type LoadOptions } from '../load';
import { LOCALES, type DefinitionIssue, type LoadResult, type Locale, type WidgetRegistry } from '../types';

export const DEFINITION_FILES = ['campaign.yaml', 'campaign.yml', 'campaign.json'] as const;
const STRING_EXT = ['yaml', 'yml', 'json'] as const;

export type FolderLoadResult = LoadResult & {
  /** The definition file read (relative to the working directory as given). */
  definitionFile: string;
  /** Files of the folder other than the definition and strings (images, animations), relative to it. */
  assetFiles: string[];
  /** Id, routes and keepAlive as written in the definition file, read even when it does not validate. */
  head: CampaignHead;
};

export interface FolderLoadOptions extends LoadOptions {
  /** Files are named relative to this folder in issues and messages (default: as given). */
  displayRoot?: string;
  /** Calls the sandbox knows ('GET /path', sandbox/core/callCatalog.ts); when given, a data source that is neither one nor answered by a fixture is warned about. */
  knownCalls?: readonly string[];
}

/** What is at a path: nothing, a regular file, or something the loader refuses to follow (a link, a folder, a device). */
async function entryAt(path: string): Promise<'none' | 'file' | 'other'> {
  return lstat(path).then(
    (s) => (s.isFile() ? 'file' : 'other'),
    () => 'none',
  );
}

async function exists(path: string): Promise<boolean> {
  return (await entryAt(path)) !== 'none';
}

/**
 * Reads a file of a campaign folder: a regular file (not a symbolic link) whose real path is inside the folder,
 * at most MAX_FILE_BYTES long, checked before anything is read. The refusal says why.
 */
export async function readFolderFile(dir: string, file: string): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  const info = await lstat(file).catch(() => undefined);
  if (!info) return { ok: false, message: 'cannot be read' };
  if (info.isSymbolicLink()) return { ok: false, message: 'is a symbolic link; files of a campaign folder must be regular files inside it' };
  if (!info.isFile()) return { ok: false, message: 'is not a regular file' };
  const [root, real] = await Promise.all([realpath(dir), realpath(file)]).catch(() => ['', '']);
  if (!root || !real.startsWith(root + sep)) return { ok: false, message: 'lies outside the campaign folder' };
  if (info.size > MAX_FILE_BYTES) return { ok: false, message: `is ${Math.ceil(info.size / 1024)} KB; at most ${MAX_FILE_BYTES / 1024} KB allowed` };
  const buffer = await readFile(real);
  return { ok: true, text: new TextDecoder('utf-8', { fatal: false }).decode(buffer) };
}

async function listFiles(dir: string, root = dir, depth = 0): Promise<string[]> {
  if (depth > 8) return [];
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const e of entries) {
    if (e.name.startsWith('.')) continue;
    const full = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(full, root, depth + 1)));
    else if (e.isFile()) out.push(relative(root, full).split(sep).join('/'));
  }
  return out;
}

/** Flattens nested locale JSON ({ a: { b: 'x' } }) to dotted keys (a.b). */
export function flattenKeys(value: unknown, prefix = '', out: string[] = []): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flattenKeys(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) out.push(prefix);
  return out;
}

/** Keys of locales/en.json and the given ones (the widgets' strings, `widgets.<section>.<key>`): the `common:` strings; undefined when the file cannot be read. */
export async function readCommonKeys(localesDir: string, widgetKeys: readonly string[] = []): Promise<string[] | undefined> {
  try {
    return [...flattenKeys(JSON.parse(await readFile(join(localesDir, 'en.json'), 'utf8'))), ...widgetKeys];
  } catch {
    return undefined;
  }
}

/** The head (id, routes, keepAlive) of a campaign folder's definition file, without validating it. */
export async function readFolderHead(dir: string, displayRoot?: string): Promise<CampaignHead> {
  const show = (file: string): string => (displayRoot === undefined ? file : relative(displayRoot, file) || file);
  for (const name of DEFINITION_FILES) {
    const file = join(dir, name);
    if (await exists(file)) {
      const read = await readFolderFile(dir, file);
      return read.ok ? readCampaignHead(show(file), read.text) : { file: show(file), routes: [], keepAlive: false };
    }
  }
  return { file: show(join(dir, 'campaign.yaml')), routes: [], keepAlive: false };
}

const issue = (file: string, message: string): DefinitionIssue => ({ severity: 'error', file, path: '', message, line: 1, col: 1 });

export async function loadCampaignFolder(dir: string, registry: WidgetRegistry, folderOpts: FolderLoadOptions = {}): Promise<FolderLoadResult> {
  const { displayRoot, knownCalls, ...opts } = folderOpts;
  const show = (file: string): string => (displayRoot === undefined ? file : relative(displayRoot, file) || file);
  const found: string[] = [];
  for (const name of DEFINITION_FILES) if (await exists(join(dir, name))) found.push(join(dir, name));
  const first = found[0];
  if (!first) {
    const definitionFile = join(dir, 'campaign.yaml');
    return { ok: false, errors: [issue(show(dir), `no campaign definition in ${show(dir)}; expected one of ${DEFINITION_FILES.join(', ')}`)], warnings: [], definitionFile, assetFiles: [], head: { file: show(definitionFile), routes: [], keepAlive: false } };
  }
  const read = await readFolderFile(dir, first);
  if (!read.ok) return { ok: false, errors: [issue(show(first), `${show(first)} ${read.message}`)], warnings: [], definitionFile: first, assetFiles: [], head: { file: show(first), routes: [], keepAlive: false } };
  const text = read.text;
  const head = readCampaignHead(show(first), text);
  if (found.length > 1) return { ok: false, errors: [issue(show(first), `${found.map(show).join(' and ')} both exist; keep one definition file`)], warnings: [], definitionFile: first, assetFiles: [], head };
  const strings: { file: string; locale: Locale; text: string }[] = [];
  const refused: DefinitionIssue[] = [];
  for (const locale of LOCALES) {
    for (const ext of STRING_EXT) {
      const file = join(dir, 'strings', `${locale}.${ext}`);
      if (await exists(file)) {
        const s = await readFolderFile(dir, file);
        if (s.ok) strings.push({ file: show(file), locale, text: s.text });
        else refused.push(issue(show(file), `${show(file)} ${s.message}`));
        break;
      }
    }
  }
  const all = await listFiles(dir);
  const assetFiles = all.filter((f) => !(DEFINITION_FILES as readonly string[]).includes(f) && !f.startsWith('strings/') && !f.startsWith('fixtures/') && !/\.(test|spec)\.[jt]sx?$/.test(f));
  const loaded = loadCampaign({ file: show(first), text, strings }, registry, { assets: assetFiles, languageFilesRequired: true, ...opts });
  const fixtureIssues = [...(await folderFixtureIssues(dir, all, { file: show(first), text, registry }, show, knownCalls)), ...stringRuleIssues(strings, show(first), refused, loaded.ok ? loaded.campaign.definition.languages : undefined)];
  const fixtureErrors = fixtureIssues.filter((i) => i.severity === 'error');
  const fixtureWarnings = fixtureIssues.filter((i) => i.severity === 'warning');
  const result: LoadResult = fixtureErrors.length === 0
    ? { ...loaded, warnings: [...loaded.warnings, ...fixtureWarnings] }
    : { ok: false, errors: [...(loaded.ok ? [] : loaded.errors), ...fixtureErrors], warnings: [...loaded.warnings, ...fixtureWarnings] };
  if (refused.length > 0) return { ok: false, errors: [...refused, ...(result.ok ? [] : result.errors)], warnings: result.warnings, definitionFile: first, assetFiles, head };
  return { ...result, definitionFile: first, assetFiles, head };
}

/** The issues of the folder's fixtures/ files, calls no preview answers (engine/core/check-fixtures.ts) and answers a widget cannot read (check-data-shapes.ts). */
async function folderFixtureIssues(dir: string, all: readonly string[], definition: { file: string; text: string; registry: WidgetRegistry }, show: (file: string) => string, knownCalls?: readonly string[]): Promise<DefinitionIssue[]> {
  const inputs: FixtureInput[] = [];
  const refused: DefinitionIssue[] = [];
  for (const f of all.filter((name) => /^fixtures\/[^/]+\.(ya?ml|json)$/.test(name))) {
    const file = join(dir, f);
    const read = await readFolderFile(dir, file);
    if (read.ok) inputs.push({ file: show(file), text: read.text });
    else refused.push(issue(show(file), `${show(file)} ${read.message}`));
  }
  const parsed = parseYamlSafe(definition.text);
  const def = { file: definition.file, value: parsed.ok ? parsed.value : undefined, ...(parsed.ok ? { source: parsed.source } : {}) };
  const fixtures: ParsedFixture[] = [];
  const issues = checkFixtures(def, inputs, { ...(knownCalls ? { knownCalls } : {}), registry: definition.registry, parsedOut: fixtures });
  return [...refused, ...issues, ...checkDataShapes(def, definition.registry, fixtures)];
}

/**
 * The rules the campaigns' strings test applies (engine/core/string-rules.ts), in its words: a language it ships in
 * (`languages:`, default all) without a strings file, a ph copy and the English words for diamonds and ranking in Filipino are errors.
 */
function stringRuleIssues(strings: readonly { file: string; locale: Locale; text: string }[], definitionFile: string, refused: readonly DefinitionIssue[], languages?: readonly string[]): DefinitionIssue[] {
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
    file: (p.rule === 'phCopy' ? files.get('ph') : files.get('fil')) ?? '',
    path: p.key ?? '',
    message: p.message,
    line: 1,
    col: 1,
  }))];
}
