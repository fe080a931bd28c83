/**
 * Vite plugin: `virtual:campaigns` lists the campaigns of campaigns/ as
 * { id, routes, keepAlive, load } where `load` imports that campaign's
 * compiled module (`virtual:campaign/<id>`), which imports the definitions of
 * the widgets that campaign uses (`widgets/<type>/index.ts`, export
 * camelCase(type)) and carries them as `widgets`. Campaigns are validated at build
 * time (an invalid one fails the build with the CLI-formatted errors), so
 * production ships neither the YAML parser nor the validator. Campaigns are
 * also checked together: two campaigns with the same id or route, or a route
 * of a platform page, are errors of both files. In development, editing a
 * campaign reloads the page; an invalid campaign keeps the routes written in
 * its file (read even when the file does not validate or parse) and is served
 * as { errors }, so its page shows them to the operator, and the errors are
 * printed in the dev server's terminal.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger, Plugin, ViteDevServer } from 'vite';
import { checkCampaignSet, knownRoutes, type PlatformRoutes } from '../core/campaign-set';
import { campaignFolders } from '../core/node/campaign-cli';
import { formatIssues } from '../core/node/format-issue';
import { pageWidgetTypes } from '../core/page-types';
import { loadCampaignFolder, readCommonKeys, readFolderHead, type FolderLoadResult } from '../core/node/load-folder';
import type { DefinitionIssue, WidgetRegistry } from '../core/types';
import { LOCALES } from '../core/types';
import { campaignModule, componentFile, errorsModule, languageModule, neededWidgetTypes, widgetExportName, widgetFile, type CampaignLanguages } from './compile-campaign';
import { widgetSections, widgetSectionsNamedIn, widgetSectionsUsedBy } from './locale-parts';

export const LIST_ID = 'virtual:campaigns';
export const CAMPAIGN_PREFIX = 'virtual:campaign/';
export const STRINGS_PREFIX = 'virtual:campaign-strings/';
/** The languages a campaign loads on demand (vn reads vi): every one but en, which comes with the campaign. */
const OTHER_PACKS = LOCALES.filter((l) => l !== 'en' && l !== 'vn');
const RESOLVED = '\0';

export interface CampaignsPluginOptions {
  /** Folder holding one folder per campaign (default: <vite root>/campaigns). */
  dir?: string;
  /** Folder of the shared locale files, for `common:` keys (default: <vite root>/locales). */
  localesDir?: string;
  /** The widget registry, or a loader for it (default: imports <widgetsDir>/index.ts `registry`). */
  registry?: WidgetRegistry | (() => Promise<WidgetRegistry>);
  /** Folder of the widget folders, `<type>/index.ts` exporting camelCase(type) (default: <vite root>/widgets). */
  widgetsDir?: string;
  /** Routes of the platform a campaign must not take (default: read from <vite root>/app/routeTable.ts). */
  platformRoutes?: PlatformRoutes;
}

/** A campaign folder with the issues it has alone and together with the other campaigns. */
interface CheckedCampaign {
  result: FolderLoadResult;
  errors: DefinitionIssue[];
  warnings: DefinitionIssue[];
}

async function importRegistry(widgetsDir: string): Promise<WidgetRegistry> {
  const { tsImport } = await import('tsx/esm/api');
  const mod = (await tsImport(join(widgetsDir, 'index.ts'), import.meta.url)) as { registry?: WidgetRegistry };
  if (!mod.registry) throw new Error('widgets/index.ts exports no `registry`');
  return mod.registry;
}

/** The platform routes of the app's route table, loaded as the widget registry is (not bundled into the Vite config). */
async function importPlatformRoutes(root: string): Promise<PlatformRoutes> {
  const { tsImport } = await import('tsx/esm/api');
  const file = join(root, 'app', 'routeTable.ts');
  const mod = (await tsImport(file, import.meta.url)) as { platformRoutesOfCampaignChecks?: () => PlatformRoutes };
  if (!mod.platformRoutesOfCampaignChecks) throw new Error(`${file} exports no platformRoutesOfCampaignChecks`);
  return mod.platformRoutesOfCampaignChecks();
}

export function campaignsPlugin(opts: CampaignsPluginOptions = {}): Plugin {
  let root = process.cwd();
  let isBuild = false;
  let registry: WidgetRegistry | undefined;
  let platformRoutes: Promise<PlatformRoutes | undefined> | undefined;
  let logger: Logger | undefined;
  const cache = new Map<string, FolderLoadResult>();
  let checked: Promise<Map<string, CheckedCampaign>> | undefined;
  let routesOfSite: Promise<string[] | undefined> | undefined;
  const dir = () => resolve(root, opts.dir ?? 'campaigns');
  const localesDir = () => resolve(root, opts.localesDir ?? 'locales');
  const widgetsDir = () => resolve(root, opts.widgetsDir ?? 'widgets');
  const layoutDir = fileURLToPath(new URL('../react/layout/', import.meta.url));

  const getRegistry = async (): Promise<WidgetRegistry> => {
    if (registry) return registry;
    const given = opts.registry;
    registry = typeof given === 'function' ? await given() : (given ?? (await importRegistry(widgetsDir())));
    return registry;
  };

  const loadOne = async (id: string): Promise<FolderLoadResult> => {
    const hit = cache.get(id);
    if (hit) return hit;
    const commonKeys = await readCommonKeys(localesDir());
    const routes = await getRoutes();
    const result = await loadCampaignFolder(join(dir(), id), await getRegistry(), { ...(commonKeys ? { commonKeys } : {}), ...(routes ? { routes } : {}), displayRoot: root });
    cache.set(id, result);
    return result;
  };

  const getPlatformRoutes = (): Promise<PlatformRoutes | undefined> =>
    (platformRoutes ??= opts.platformRoutes
      ? Promise.resolve(opts.platformRoutes)
      : importPlatformRoutes(root).catch((e: unknown) => {
          logger?.warn(`[campaigns] campaign routes are not checked against the platform routes: ${e instanceof Error ? e.message : String(e)}`);
          return undefined;
        }));

  /** Every route a navigate step may go to (all campaigns' and the platform's); unknown when the platform's routes are. */
  const getRoutes = (): Promise<string[] | undefined> =>
    (routesOfSite ??= (async () => {
      const platform = await getPlatformRoutes();
      if (!platform) return undefined;
      const dirs = await campaignFolders(resolve(dir(), '..'), basename(dir()));
      return knownRoutes(await Promise.all(dirs.map((d) => readFolderHead(d, root))), platform);
    })());

  /** Every campaign folder, checked alone and together (same id, same route, platform routes). In development, prints the issues. */
  const checkAll = (): Promise<Map<string, CheckedCampaign>> =>
    (checked ??= (async () => {
      const ids = (await campaignFolders(resolve(dir(), '..'), basename(dir()))).map((d) => basename(d));
      const out = new Map<string, CheckedCampaign>();
      for (const cid of ids) {
        const result = await loadOne(cid);
        out.set(cid, { result, errors: result.ok ? [] : [...result.errors], warnings: [...result.warnings] });
      }
      const together = checkCampaignSet([...out.values()].map((c) => c.result.head), await getPlatformRoutes());
      for (const c of out.values()) {
        for (const issue of together) if (issue.file === c.result.head.file) (issue.severity === 'error' ? c.errors : c.warnings).push(issue);
      }
      if (!isBuild) {
        for (const [cid, c] of out) {
          if (c.errors.length > 0) logger?.error(`[campaigns] invalid campaign ${cid} (its page shows these errors):\n${formatIssues(c.errors, c.warnings)}`, { timestamp: true });
          else if (c.warnings.length > 0) logger?.warn(`[campaigns] campaign ${cid}:\n${formatIssues([], c.warnings)}`, { timestamp: true });
        }
      }
      return out;
    })());

  /** Widgets the campaign needs whose definition file is missing (the generated import would fail). */
  const missingWidgets = async (r: FolderLoadResult & { ok: true }): Promise<DefinitionIssue[]> => {
    const types = neededWidgetTypes(r.campaign.definition, await getRegistry());
    const missing: DefinitionIssue[] = [];
    for (const type of types) {
      const file = widgetFile(widgetsDir(), type);
      const found = await stat(file).then((s) => s.isFile(), () => false);
      if (!found) missing.push({ severity: 'error', file: r.definitionFile, path: '', message: `widget '${type}' is registered but ${file} (exporting ${widgetExportName(type)}) does not exist` });
    }
    return missing;
  };

  /** The widget sections of the shared strings a valid campaign's widgets show, in a pack (none when the file cannot be read). */
  const sharedStrings = async (r: FolderLoadResult & { ok: true }, pack: string, watch: (file: string) => void): Promise<Record<string, unknown>> => {
    const file = join(localesDir(), `${pack}.json`);
    watch(file);
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) return {};
    const sections = new Set([...widgetSectionsUsedBy(widgetsDir(), neededWidgetTypes(r.campaign.definition, await getRegistry())), ...widgetSectionsNamedIn(r.campaign.definition)]);
    return widgetSections(JSON.parse(text) as Record<string, unknown>, sections);
  };

  const invalidateAll = (server: ViteDevServer): void => {
    cache.clear();
    checked = undefined;
    routesOfSite = undefined;
    for (const mod of server.moduleGraph.idToModuleMap.values()) {
      if (mod.id?.startsWith(RESOLVED + LIST_ID) || mod.id?.startsWith(RESOLVED + CAMPAIGN_PREFIX) || mod.id?.startsWith(RESOLVED + STRINGS_PREFIX)) server.moduleGraph.invalidateModule(mod);
    }
  };

  return {
    name: 'campaigns',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
      logger = config.logger;
    },
    resolveId(id) {
      if (id === LIST_ID || id.startsWith(CAMPAIGN_PREFIX) || id.startsWith(STRINGS_PREFIX)) return RESOLVED + id;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const bare = id.slice(RESOLVED.length);
      if (bare.startsWith(STRINGS_PREFIX)) {
        const [cid, pack, ...rest] = bare.slice(STRINGS_PREFIX.length).split('/');
        const c = cid && rest.length === 0 && (OTHER_PACKS as readonly string[]).includes(pack ?? '') ? (await checkAll()).get(cid) : undefined;
        if (!c || !c.result.ok) return this.error(`${bare}: no valid campaign has these strings`);
        return languageModule(c.result, pack!, await sharedStrings(c.result, pack!, (f) => this.addWatchFile(f)));
      }
      if (bare !== LIST_ID && !bare.startsWith(CAMPAIGN_PREFIX)) return undefined;
      if (bare === LIST_ID) {
        const all = await checkAll();
        const failed: string[] = [];
        const entries: string[] = [];
        for (const [cid, c] of all) {
          const r = c.result;
          this.addWatchFile(r.definitionFile);
          if (c.errors.length > 0) failed.push(formatIssues(c.errors, c.warnings));
          // A campaign that does not validate keeps the routes written in its file: in development its page shows its errors.
          const def = r.ok ? r.campaign.definition : undefined;
          const routes = def ? def.routes : r.head.routes.map((route) => route.value);
          const keepAlive = def ? def.keepAlive === true : r.head.keepAlive;
          entries.push(`{ id: ${JSON.stringify(cid)}, routes: ${JSON.stringify(routes)}, keepAlive: ${keepAlive}, load: () => import(${JSON.stringify(CAMPAIGN_PREFIX + cid)}) }`);
        }
        if (isBuild && failed.length > 0) this.error(`invalid campaign definitions:\n${failed.join('\n')}`);
        return `export const campaigns = [\n  ${entries.join(',\n  ')}\n];\nexport default campaigns;\n`;
      }
      const cid = bare.slice(CAMPAIGN_PREFIX.length);
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(cid)) return errorsModule([{ severity: 'error', file: cid, path: '', message: `unknown campaign '${cid}'` }]);
      const c = (await checkAll()).get(cid);
      if (!c) return errorsModule([{ severity: 'error', file: cid, path: '', message: `unknown campaign '${cid}'` }]);
      const r = c.result;
      this.addWatchFile(r.definitionFile);
      if (!r.ok || c.errors.length > 0) {
        if (isBuild) this.error(`invalid campaign ${cid}:\n${formatIssues(c.errors, c.warnings)}`);
        return errorsModule(c.errors, c.warnings);
      }
      if (isBuild && c.warnings.length > 0) this.warn(formatIssues([], c.warnings));
      const missing = await missingWidgets(r);
      if (missing.length > 0) {
        if (isBuild) this.error(`campaign ${cid}:\n${formatIssues(missing, [])}`);
        return errorsModule(missing);
      }
      // A widget whose component is not where the convention puts it loads its own when shown.
      const components = new Map<string, string>();
      for (const type of pageWidgetTypes(r.campaign.definition.page)) {
        const file = componentFile(widgetsDir(), layoutDir, type);
        if (await stat(file).then((s) => s.isFile(), () => false)) components.set(type, file);
      }
      const languages: CampaignLanguages = { packs: OTHER_PACKS, moduleId: (pack) => `${STRINGS_PREFIX}${cid}/${pack}`, common: { en: await sharedStrings(r, 'en', (f) => this.addWatchFile(f)) } };
      return campaignModule(join(dir(), cid), r, { registry: await getRegistry(), widgetsDir: widgetsDir(), componentFile: (type) => components.get(type) }, languages);
    },
    configureServer(server) {
      server.watcher.add(dir());
      // The operator sees what is wrong in the terminal as soon as the server runs, and again after each edit.
      const report = () => void checkAll().catch((e: unknown) => logger?.error(`[campaigns] could not check the campaigns: ${e instanceof Error ? e.message : String(e)}`));
      if (server.httpServer) server.httpServer.once('listening', report);
      else report();
      const onChange = (file: string) => {
        if (!file.startsWith(dir() + sep) || !/\.(ya?ml|json|png|jpe?g|gif|webp|svg|svga|mp4)$/.test(file)) return;
        invalidateAll(server);
        report();
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
