/**
 * `npm run campaign -- validate [paths...]` and `npm run campaign -- new <id>`.
 * Returns the exit code: 1 on any error, else 0.
 */
import { readdir, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { CampaignHead } from '../campaign-head';
import { checkCampaignSet, knownRoutes, type PlatformRoutes } from '../campaign-set';
import { stringsFolders } from '../../vite/widget-files';
import { widgetStringKeys } from '../../vite/widget-strings';
import type { WidgetRegistry, WidgetStrings } from '../types';
import { formatIssue } from './format-issue';
import { readCommonKeys } from './common-keys';
import { loadCampaignFolder, readFolderHead, type FolderLoadResult } from './load-folder';
import { scaffoldCampaign } from './scaffold';

export interface CliIo {
  root: string;
  /** The folder holding one folder per campaign, relative to `root` (the app's, passed by its npm script). */
  campaigns: string;
  out(line: string): void;
  err(line: string): void;
  /** Routes of the platform (its route table, which the app passes) a campaign route must not take. */
  platformRoutes?: PlatformRoutes;
  /** Strings shared by the widgets (the app's `sharedWidgetStrings`): `common:` keys a campaign may name, with each widget's own. */
  sharedStrings?: readonly WidgetStrings[];
  /** Calls the sandbox knows ('GET /path'): a data source reading another path needs a fixture to preview with data. */
  knownCalls?: readonly string[];
}

const USAGE = 'usage: npm run campaign -- validate [campaign folders or ids...] | new <id>';

/** Every folder directly under the campaigns folder `dir`, sorted. */
export async function campaignFolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => join(dir, e.name)).sort();
}

const exists = (path: string) => stat(path).then(() => true, () => false);

/** The folder a path names: as written, or, for a bare id (`winter-fest`) that is no folder, <campaigns folder>/<id>. */
async function campaignDir(root: string, campaigns: string, path: string): Promise<string> {
  const given = resolve(root, path.replace(/\/campaign\.(ya?ml|json)$/, ''));
  if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(path) && !(await exists(given)) && (await exists(join(campaigns, path)))) return join(campaigns, path);
  return given;
}

export async function validateCampaigns(paths: string[], registry: WidgetRegistry, io: CliIo): Promise<number> {
  const campaigns = resolve(io.root, io.campaigns);
  const dirs = paths.length > 0 ? [...new Set(await Promise.all(paths.map((p) => campaignDir(io.root, campaigns, p))))] : await campaignFolders(campaigns);
  if (dirs.length === 0) {
    io.err('no campaigns found: the campaigns folder has no campaign folder');
    return 0;
  }
  const commonKeys = await readCommonKeys(join(io.root, 'locales'), await widgetStringKeys(stringsFolders(registry, io.sharedStrings)));
  // Navigate steps may go to any campaign of the checkout, or to a platform page (checked when the platform's routes are known).
  // Each definition file's head is read once: the campaign's own check reuses it.
  const headOf = new Map<string, CampaignHead>();
  if (io.platformRoutes) for (const dir of new Set([...(await campaignFolders(campaigns)), ...dirs])) headOf.set(dir, await readFolderHead(dir, io.root));
  const routes = io.platformRoutes ? { routes: knownRoutes([...headOf.values()], io.platformRoutes) } : {};
  const results = new Map<string, FolderLoadResult>();
  for (const dir of dirs) {
    const head = headOf.get(dir);
    results.set(dir, await loadCampaignFolder(dir, registry, { ...(commonKeys ? { commonKeys } : {}), ...routes, displayRoot: io.root, ...(io.knownCalls ? { knownCalls: io.knownCalls } : {}), ...(head ? { head } : {}) }));
  }
  // The other campaigns of the checkout count too: a route or an id must be unique among all of them.
  const heads: CampaignHead[] = [...results.values()].map((r) => r.head);
  for (const dir of await campaignFolders(campaigns)) if (!results.has(dir)) heads.push(headOf.get(dir) ?? (await readFolderHead(dir, io.root)));
  const together = checkCampaignSet(heads, io.platformRoutes);
  let errors = 0;
  let warnings = 0;
  for (const [dir, result] of results) {
    const own = together.filter((i) => i.file === result.head.file);
    const errs = [...(result.ok ? [] : result.errors), ...own.filter((i) => i.severity === 'error')];
    const warns = [...result.warnings, ...own.filter((i) => i.severity === 'warning')];
    for (const issue of [...errs, ...warns]) io.out(formatIssue(issue));
    errors += errs.length;
    warnings += warns.length;
    if (errs.length === 0) io.out(`ok ${relative(io.root, dir)}${warns.length ? ` (${warns.length} warning(s))` : ''}`);
  }
  io.out(`${dirs.length} campaign(s): ${errors} error(s), ${warnings} warning(s)`);
  return errors > 0 ? 1 : 0;
}

export async function runCampaignCli(argv: string[], registry: WidgetRegistry, io: CliIo): Promise<number> {
  const [command, ...rest] = argv.filter((a) => a !== '--');
  if (command === 'validate') return validateCampaigns(rest, registry, io);
  if (command === 'new') {
    const id = rest[0];
    if (!id || rest.length > 1) {
      io.err(USAGE);
      return 1;
    }
    // The new campaign's id and route must be free among the campaigns of the checkout and the platform's routes.
    const campaigns = resolve(io.root, io.campaigns);
    const heads = await Promise.all((await campaignFolders(campaigns)).map((dir) => readFolderHead(dir, io.root)));
    const r = await scaffoldCampaign(campaigns, id, registry, { heads, ...(io.platformRoutes ? { platform: io.platformRoutes } : {}) });
    if (!r.ok) {
      io.err(r.message);
      return 1;
    }
    io.out(`created ${relative(io.root, r.dir)}: edit campaign.yaml and strings/*.yaml, then run npm run campaign -- validate ${relative(io.root, r.dir)}`);
    return 0;
  }
  io.err(USAGE);
  return 1;
}
