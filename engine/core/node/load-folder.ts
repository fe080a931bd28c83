/**
 * Node-only: loads a campaign folder (campaign.yaml or campaign.json plus
 * strings/<lang>.yaml|json) and validates it, checking asset file names
 * against the folder and `common:` keys against the shared locale file.
 */
import { join, relative } from 'node:path';
import { readCampaignHead, type CampaignHead } from '../campaign-head';
import { loadCampaign, type LoadOptions } from '../load';
import { parseYamlSafe } from '../yaml-safe';
import { LOCALES, type DefinitionIssue, type LoadResult, type Locale, type WidgetRegistry } from '../types';
import { exists, listFiles, readFolderFile } from './folder-files';
import { folderFixtureIssues, issue, stringRuleIssues } from './folder-issues';

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
  /** The head of its definition file when already read (readFolderHead): it is not parsed again. */
  head?: CampaignHead;
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

export async function loadCampaignFolder(dir: string, registry: WidgetRegistry, folderOpts: FolderLoadOptions = {}): Promise<FolderLoadResult> {
  const { displayRoot, knownCalls, head: readHead, ...opts } = folderOpts;
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
  // Parsed once: the head (unless the caller read it already), the definition's checks and the fixtures' checks
  // read the same document.
  const parsed = parseYamlSafe(text);
  const head = readHead?.file === show(first) ? readHead : readCampaignHead(show(first), text, parsed.document);
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
  const loaded = loadCampaign({ file: show(first), text, strings, parsed }, registry, { assets: assetFiles, languageFilesRequired: true, ...opts });
  const fixtureIssues = [...(await folderFixtureIssues(dir, all, { file: show(first), parsed, registry }, show, knownCalls)), ...stringRuleIssues(strings, show(first), refused, loaded.ok ? loaded.campaign.definition.languages : undefined)];
  const fixtureErrors = fixtureIssues.filter((i) => i.severity === 'error');
  const fixtureWarnings = fixtureIssues.filter((i) => i.severity === 'warning');
  const result: LoadResult = fixtureErrors.length === 0
    ? { ...loaded, warnings: [...loaded.warnings, ...fixtureWarnings] }
    : { ok: false, errors: [...(loaded.ok ? [] : loaded.errors), ...fixtureErrors], warnings: [...loaded.warnings, ...fixtureWarnings] };
  if (refused.length > 0) return { ok: false, errors: [...refused, ...(result.ok ? [] : result.errors)], warnings: result.warnings, definitionFile: first, assetFiles, head };
  return { ...result, definitionFile: first, assetFiles, head };
}
