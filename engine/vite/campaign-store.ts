/**
 * The campaigns of the campaigns folder as the build and the dev server know them: each folder loaded once (until
 * an edit), validated alone and together with the others (two campaigns with the same id or route, or a route of a
 * platform page, are errors of both files). In development the issues are printed in the dev server's terminal.
 */
import { basename, join, resolve } from 'node:path';
import type { Logger } from 'vite';
import { checkCampaignSet, knownRoutes, type PlatformRoutes } from '../core/campaign-set';
import { campaignFolders } from '../core/node/campaign-cli';
import { formatIssues } from '../core/node/format-issue';
import { readCommonKeys } from '../core/node/common-keys';
import { loadCampaignFolder, readFolderHead, type FolderLoadResult } from '../core/node/load-folder';
import type { AnyWidgetDefinition, DefinitionIssue, WidgetRegistry } from '../core/types';
import { definitionExports, importWidgetsIndex, stringsFolders, type WidgetsIndex } from './widget-files';
import { widgetStringKeys } from './widget-strings';

export interface CampaignsPluginOptions {
  /** Folder holding one folder per campaign. */
  dir: string;
  /** Folder of the shared locale files, for `common:` keys (default: <vite root>/locales). */
  localesDir?: string;
  /**
   * The widgets: the file of the app's widgets module (exporting `registry` and `sharedWidgetStrings`, loaded in
   * Node once), or a registry, or a loader of one.
   */
  widgets: string | WidgetRegistry | (() => Promise<WidgetRegistry>);
  /** Routes of the platform a campaign must not take (the platform's route table), or a loader of them; unchecked without. */
  platformRoutes?: PlatformRoutes | (() => Promise<PlatformRoutes>);
  /**
   * Whether a dev server checks every campaign for the operator's terminal, when it starts and after each edit
   * (default true). The test runner's servers do not: a test loads the campaigns it reads.
   */
  checkOnServe?: boolean;
}

/** What the plugin learns from Vite's resolved config. */
export interface PluginContext {
  root: string;
  base: string;
  isBuild: boolean;
  logger?: Logger;
}

/** A campaign folder with the issues it has alone and together with the other campaigns. */
export interface CheckedCampaign {
  result: FolderLoadResult;
  errors: DefinitionIssue[];
  warnings: DefinitionIssue[];
}

export type ValidCampaign = FolderLoadResult & { ok: true };

export interface CampaignStore {
  /** The campaigns folder. */
  dir(): string;
  /** The registry and the widgets' shared strings: the widgets module's, or the registry given. */
  getWidgets(): Promise<WidgetsIndex>;
  getRegistry(): Promise<WidgetRegistry>;
  /**
   * The export holding each of `defs` (type -> name): every registered definition's module is loaded once for all
   * campaigns; if one of them cannot load, each campaign's own widgets are loaded for it, and only those fail.
   */
  widgetExports(defs: readonly AnyWidgetDefinition[]): Promise<Map<string, string>>;
  /** Every campaign folder, checked alone and together (same id, same route, platform routes). In development, prints the issues. */
  checkAll(): Promise<Map<string, CheckedCampaign>>;
  /** Forgets what was read of the campaign folders (after an edit): the next question reads them again. */
  forget(): void;
}

export function campaignStore(opts: CampaignsPluginOptions, ctx: PluginContext): CampaignStore {
  let widgets: WidgetsIndex | undefined;
  let platformRoutes: Promise<PlatformRoutes | undefined> | undefined;
  const cache = new Map<string, FolderLoadResult>();
  let checked: Promise<Map<string, CheckedCampaign>> | undefined;
  let routesOfSite: Promise<string[] | undefined> | undefined;
  const dir = () => resolve(ctx.root, opts.dir);
  const localesDir = () => resolve(ctx.root, opts.localesDir ?? 'locales');

  const getWidgets = async (): Promise<WidgetsIndex> => {
    if (widgets) return widgets;
    const given = opts.widgets;
    widgets = typeof given === 'string' ? await importWidgetsIndex(resolve(ctx.root, given)) : { registry: typeof given === 'function' ? await given() : given, shared: [] };
    return widgets;
  };
  const getRegistry = async (): Promise<WidgetRegistry> => (await getWidgets()).registry;
  let everyExport: Promise<Map<string, string>> | undefined;
  const widgetExports = async (defs: readonly AnyWidgetDefinition[]): Promise<Map<string, string>> => {
    everyExport ??= getRegistry().then((registry) => definitionExports([...registry.values()]));
    return everyExport.catch(() => definitionExports(defs));
  };

  const loadOne = async (id: string): Promise<FolderLoadResult> => {
    const hit = cache.get(id);
    if (hit) return hit;
    const { registry, shared } = await getWidgets();
    const commonKeys = await readCommonKeys(localesDir(), await widgetStringKeys(stringsFolders(registry, shared)));
    const routes = await getRoutes();
    const result = await loadCampaignFolder(join(dir(), id), await getRegistry(), { ...(commonKeys ? { commonKeys } : {}), ...(routes ? { routes } : {}), displayRoot: ctx.root });
    cache.set(id, result);
    return result;
  };

  const getPlatformRoutes = (): Promise<PlatformRoutes | undefined> =>
    (platformRoutes ??= (async () => (typeof opts.platformRoutes === 'function' ? opts.platformRoutes() : opts.platformRoutes))().catch((e: unknown) => {
      ctx.logger?.warn(`[campaigns] campaign routes are not checked against the platform routes: ${e instanceof Error ? e.message : String(e)}`);
      return undefined;
    }));

  /** Every route a navigate step may go to (all campaigns' and the platform's); unknown when the platform's routes are. */
  const getRoutes = (): Promise<string[] | undefined> =>
    (routesOfSite ??= (async () => {
      const platform = await getPlatformRoutes();
      if (!platform) return undefined;
      const dirs = await campaignFolders(dir());
      return knownRoutes(await Promise.all(dirs.map((d) => readFolderHead(d, ctx.root))), platform);
    })());

  const checkAll = (): Promise<Map<string, CheckedCampaign>> =>
    (checked ??= (async () => {
      const ids = (await campaignFolders(dir())).map((d) => basename(d));
      const out = new Map<string, CheckedCampaign>();
      for (const cid of ids) {
        const result = await loadOne(cid);
        out.set(cid, { result, errors: result.ok ? [] : [...result.errors], warnings: [...result.warnings] });
      }
      const together = checkCampaignSet([...out.values()].map((c) => c.result.head), await getPlatformRoutes());
      for (const c of out.values()) {
        for (const issue of together) if (issue.file === c.result.head.file) (issue.severity === 'error' ? c.errors : c.warnings).push(issue);
      }
      if (!ctx.isBuild) {
        for (const [cid, c] of out) {
          if (c.errors.length > 0) ctx.logger?.error(`[campaigns] invalid campaign ${cid} (its page shows these errors):\n${formatIssues(c.errors, c.warnings)}`, { timestamp: true });
          else if (c.warnings.length > 0) ctx.logger?.warn(`[campaigns] campaign ${cid}:\n${formatIssues([], c.warnings)}`, { timestamp: true });
        }
      }
      return out;
    })());

  const forget = (): void => {
    cache.clear();
    checked = undefined;
    routesOfSite = undefined;
  };

  return { dir, getWidgets, getRegistry, widgetExports, checkAll, forget };
}
