/**
 * Vite plugin: `virtual:campaigns` lists the campaigns of the campaigns folder as
 * { id, routes, keepAlive, load } where `load` imports that campaign's
 * compiled module (`virtual:campaign/<id>`), which imports the definitions of
 * the widgets that campaign uses (from the modules they declare, `module`)
 * and carries them as `widgets`, with the strings those widgets show (the
 * `strings` folders they declare). Campaigns are validated at build
 * time (an invalid one fails the build with the CLI-formatted errors), so
 * production ships neither the YAML parser nor the validator. Campaigns are
 * also checked together: two campaigns with the same id or route, or a route
 * of a platform page, are errors of both files. In development, editing any
 * file of a campaign folder reloads the page; an invalid campaign keeps the
 * routes written in its file (read even when the file does not validate or
 * parse) and is served as { errors }, so its page shows them to the operator,
 * the errors are printed in the dev server's terminal and shown in Vite's
 * overlay (file:line:col) until the edit that fixes them, and /vue/campaigns
 * lists every campaign with its state, routes, phases and languages.
 */
import { stat } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorPayload, Logger, Plugin, ViteDevServer } from 'vite';
import { checkCampaignSet, knownRoutes, type PlatformRoutes } from '../core/campaign-set';
import { campaignFolders } from '../core/node/campaign-cli';
import { formatIssues } from '../core/node/format-issue';
import { pageWidgetTypes } from '../core/page-types';
import { loadCampaignFolder, readCommonKeys, readFolderHead, type FolderLoadResult } from '../core/node/load-folder';
import type { AnyWidgetDefinition, DefinitionIssue, WidgetRegistry } from '../core/types';
import { PACKS, type Pack } from '../i18n/resolveLocale';
import { galleryHtml, type GalleryCampaign } from './campaign-gallery';
import { campaignFirstScreen, campaignModule, deferredWidgetsModule, deferredWidgetTypes, errorsModule, languageModule, neededWidgetTypes, type CampaignLanguages } from './compile-campaign';
import { widgetSectionsNamedIn } from './locale-parts';
import { componentFileOf, withoutBuildDeclarations } from './definition-source';
import { declaredPath, definitionExports, importWidgetsIndex, sectionsShownBy, stringsFolders, widgetSections, widgetStringKeys, type WidgetsIndex } from './widget-files';

export const LIST_ID = 'virtual:campaigns';
export const CAMPAIGN_PREFIX = 'virtual:campaign/';
export const STRINGS_PREFIX = 'virtual:campaign-strings/';
/** The definitions a campaign defers off its first screen (compile-campaign.ts `deferredWidgetsModule`). */
export const WIDGETS_PREFIX = 'virtual:campaign-widgets/';
/** The dev server's page listing every campaign (under the base: /vue/campaigns). */
export const GALLERY_PATH = 'campaigns';
/** The language packs a campaign loads on demand (vn reads vi, ph reads fil): every one but en, which comes with the campaign. */
const OTHER_PACKS = PACKS.filter((p) => p !== 'en');
const RESOLVED = '\0';

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
}

/** A campaign folder with the issues it has alone and together with the other campaigns. */
interface CheckedCampaign {
  result: FolderLoadResult;
  errors: DefinitionIssue[];
  warnings: DefinitionIssue[];
}

/** What the plugin offers the dev server's tests and tools (`plugin.api`). */
export interface CampaignsPluginApi {
  /** The error the dev server's overlay shows now (the campaigns' errors, file:line:col each), or none. */
  overlay(): Promise<ErrorPayload['err'] | undefined>;
  /** Every campaign with its validation state, as the gallery lists them. */
  gallery(): Promise<GalleryCampaign[]>;
  /**
   * Whether a module is code of a widget declared `everyPage` (a file of its definition's folder, tests and
   * stories aside): the build's chunk groups ask it (engine/vite/chunkGroups.ts). Known once a build has started.
   */
  everyPageWidget(id: string): boolean;
}

/** A file of a campaign folder that the page is made from (definition, strings, fixtures, assets); not code or tests beside it. */
export function isCampaignFile(file: string): boolean {
  return !/\.(test|spec)\.[cm]?[jt]sx?$|\.[cm]?[jt]sx?$|(^|[\\/])\.[^\\/]*$|~$/.test(file);
}

export function campaignsPlugin(opts: CampaignsPluginOptions): Plugin<CampaignsPluginApi> & { api: CampaignsPluginApi } {
  let root = process.cwd();
  let base = '/';
  let isBuild = false;
  let widgets: WidgetsIndex | undefined;
  let platformRoutes: Promise<PlatformRoutes | undefined> | undefined;
  let logger: Logger | undefined;
  const cache = new Map<string, FolderLoadResult>();
  let checked: Promise<Map<string, CheckedCampaign>> | undefined;
  let routesOfSite: Promise<string[] | undefined> | undefined;
  const dir = () => resolve(root, opts.dir);
  const localesDir = () => resolve(root, opts.localesDir ?? 'locales');

  /** The registry and the widgets' shared strings: the widgets module's, or the registry given. */
  const getWidgets = async (): Promise<WidgetsIndex> => {
    if (widgets) return widgets;
    const given = opts.widgets;
    widgets = typeof given === 'string' ? await importWidgetsIndex(resolve(root, given)) : { registry: typeof given === 'function' ? await given() : given, shared: [] };
    return widgets;
  };
  const getRegistry = async (): Promise<WidgetRegistry> => (await getWidgets()).registry;

  const loadOne = async (id: string): Promise<FolderLoadResult> => {
    const hit = cache.get(id);
    if (hit) return hit;
    const { registry, shared } = await getWidgets();
    const commonKeys = await readCommonKeys(localesDir(), await widgetStringKeys(stringsFolders(registry, shared)));
    const routes = await getRoutes();
    const result = await loadCampaignFolder(join(dir(), id), await getRegistry(), { ...(commonKeys ? { commonKeys } : {}), ...(routes ? { routes } : {}), displayRoot: root });
    cache.set(id, result);
    return result;
  };

  const getPlatformRoutes = (): Promise<PlatformRoutes | undefined> =>
    (platformRoutes ??= (async () => (typeof opts.platformRoutes === 'function' ? opts.platformRoutes() : opts.platformRoutes))().catch((e: unknown) => {
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

  /** The module and export of each widget the campaign needs, and the widgets whose definition declares no module exporting it (the generated import would fail). */
  const widgetDefinitions = async (r: FolderLoadResult & { ok: true }): Promise<{ found: Map<string, { file: string; name: string }>; missing: DefinitionIssue[] }> => {
    const registry = await getRegistry();
    const found = new Map<string, { file: string; name: string }>();
    const missing: DefinitionIssue[] = [];
    const issue = (message: string) => missing.push({ severity: 'error', file: r.definitionFile, path: '', message });
    const there: AnyWidgetDefinition[] = [];
    for (const type of neededWidgetTypes(r.campaign.definition, registry)) {
      const def = registry.get(type)!;
      if (!def.module) issue(`widget '${type}' is registered but its definition declares no module (module: import.meta.url)`);
      else if (!(await stat(fileURLToPath(def.module)).then((s) => s.isFile(), () => false))) issue(`widget '${type}' is registered but its module ${fileURLToPath(def.module)} does not exist`);
      else there.push(def);
    }
    const names = await definitionExports(there);
    for (const def of there) {
      const name = names.get(def.type);
      if (name) found.set(def.type, { file: fileURLToPath(def.module!), name });
      else issue(`widget '${def.type}' is registered but ${fileURLToPath(def.module!)} exports no definition of it`);
    }
    return { found, missing };
  };

  /** The strings a valid campaign's widgets show (their own and those they declare), and those its definition names, in a pack; every page has the shared ones already. */
  const sharedStrings = async (r: FolderLoadResult & { ok: true }, pack: Pack, watch: (file: string) => void): Promise<Record<string, unknown>> => {
    const { registry, shared } = await getWidgets();
    const everyPage = shared.map((s) => s.section);
    const shown = sectionsShownBy(registry, neededWidgetTypes(r.campaign.definition, registry)).filter((s) => !everyPage.includes(s));
    return widgetSections(stringsFolders(registry, shared), [...shown, ...widgetSectionsNamedIn(r.campaign.definition, everyPage)], pack, watch);
  };

  const invalidateAll = (server: ViteDevServer): void => {
    cache.clear();
    checked = undefined;
    routesOfSite = undefined;
    for (const mod of server.moduleGraph.idToModuleMap.values()) {
      if (mod.id?.startsWith(RESOLVED + LIST_ID) || mod.id?.startsWith(RESOLVED + CAMPAIGN_PREFIX) || mod.id?.startsWith(RESOLVED + STRINGS_PREFIX) || mod.id?.startsWith(RESOLVED + WIDGETS_PREFIX)) server.moduleGraph.invalidateModule(mod);
    }
  };

  const overlay = async (): Promise<ErrorPayload['err'] | undefined> => {
    const errors = [...(await checkAll()).values()].flatMap((c) => c.errors);
    const first = errors[0];
    if (!first) return undefined;
    const file = resolve(root, first.file);
    return {
      message: `${errors.length} campaign error${errors.length === 1 ? '' : 's'} (the pages show them too):\n${formatIssues(errors)}`,
      stack: '',
      plugin: 'campaigns',
      id: file,
      loc: { file, line: first.line ?? 1, column: first.col ?? 1 },
    };
  };

  const gallery = async (): Promise<GalleryCampaign[]> =>
    [...(await checkAll())].map(([id, c]) => {
      const r = c.result;
      const def = r.ok ? r.campaign.definition : undefined;
      const title = r.ok ? r.campaign.strings.en?.[r.campaign.definition.title] : undefined;
      return {
        id,
        file: r.head.file,
        ...(typeof title === 'string' ? { title } : {}),
        routes: def ? def.routes : r.head.routes.map((route) => route.value),
        ...(def ? { period: def.period } : {}),
        errors: c.errors,
        warnings: c.warnings,
      };
    });

  /** The folders of the widgets declared `everyPage`, each ending with the path separator. */
  let everyPageFolders: string[] = [];
  const everyPageWidget = (id: string): boolean =>
    !/\.(test|stories)\.[cm]?[jt]sx?$/.test(id) && everyPageFolders.some((folder) => id.startsWith(folder));

  return {
    name: 'campaigns',
    enforce: 'pre',
    api: { overlay, gallery, everyPageWidget },
    configResolved(config) {
      root = config.root;
      base = config.base;
      isBuild = config.command === 'build';
      logger = config.logger;
    },
    async buildStart() {
      if (!isBuild) return;
      const { registry } = await getWidgets();
      everyPageFolders = [...registry.values()].flatMap((def) => (def.everyPage && def.module ? [declaredPath(def.module, './')] : []));
    },
    async transform(code, id) {
      // The widget definitions declare their files for the build; the built pages do not carry those names.
      if (!isBuild || !code.includes('import.meta.url')) return undefined;
      const file = id.split('?')[0]!;
      const { registry } = await getWidgets();
      if (![...registry.values()].some((def) => def.module && fileURLToPath(def.module) === file)) return undefined;
      return { code: withoutBuildDeclarations(code, this.parse(code, { lang: /\.tsx$/.test(file) ? 'tsx' : 'ts' })), map: null };
    },
    resolveId(id) {
      if (id === LIST_ID || id.startsWith(CAMPAIGN_PREFIX) || id.startsWith(STRINGS_PREFIX) || id.startsWith(WIDGETS_PREFIX)) return RESOLVED + id;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const bare = id.slice(RESOLVED.length);
      if (bare.startsWith(STRINGS_PREFIX)) {
        const [cid, pack, ...rest] = bare.slice(STRINGS_PREFIX.length).split('/');
        const c = cid && rest.length === 0 && (OTHER_PACKS as readonly string[]).includes(pack ?? '') ? (await checkAll()).get(cid) : undefined;
        if (!c || !c.result.ok) return this.error(`${bare}: no valid campaign has these strings`);
        return languageModule(c.result, pack as Pack, await sharedStrings(c.result, pack as Pack, (f) => this.addWatchFile(f)));
      }
      if (bare.startsWith(WIDGETS_PREFIX)) {
        const c = (await checkAll()).get(bare.slice(WIDGETS_PREFIX.length));
        if (!c || !c.result.ok || c.errors.length > 0) return this.error(`${bare}: no valid campaign has these widgets`);
        const { found } = await widgetDefinitions(c.result);
        const registry = await getRegistry();
        const definition = c.result.campaign.definition;
        const types = deferredWidgetTypes(neededWidgetTypes(definition, registry), new Set(campaignFirstScreen(definition, registry)), registry);
        return deferredWidgetsModule(types, (type) => found.get(type)!);
      }
      if (bare !== LIST_ID && !bare.startsWith(CAMPAIGN_PREFIX)) return undefined;
      if (bare === LIST_ID) {
        const all = await checkAll();
        const registry = await getRegistry();
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
          // A page with a widget that compiles code at run time has a policy of its own (engine/vite/csp.ts).
          const ownDocument = def ? pageWidgetTypes(def.page).some((type) => registry.get(type)?.contentPolicy?.scriptEval !== undefined) : false;
          entries.push(`{ id: ${JSON.stringify(cid)}, routes: ${JSON.stringify(routes)}, keepAlive: ${keepAlive}${ownDocument ? ', ownDocument: true' : ''}, load: () => import(${JSON.stringify(CAMPAIGN_PREFIX + cid)}) }`);
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
      const { found, missing } = await widgetDefinitions(r);
      if (missing.length > 0) {
        if (isBuild) this.error(`campaign ${cid}:\n${formatIssues(missing, [])}`);
        return errorsModule(missing);
      }
      // A widget whose component file is not found from its definition loads its own when shown.
      const registry = await getRegistry();
      const components = new Map<string, string>();
      for (const type of pageWidgetTypes(r.campaign.definition.page)) {
        const def = registry.get(type);
        const file = def && (await componentFileOf(def, registry));
        if (file) components.set(type, file);
      }
      const languages: CampaignLanguages = { packs: OTHER_PACKS, moduleId: (pack) => `${STRINGS_PREFIX}${cid}/${pack}`, common: { en: await sharedStrings(r, 'en', (f) => this.addWatchFile(f)) } };
      return campaignModule(join(dir(), cid), r, { registry, definition: (type) => found.get(type)!, componentFile: (type) => components.get(type), deferredModuleId: `${WIDGETS_PREFIX}${cid}` }, languages);
    },
    configureServer(server) {
      server.watcher.add(dir());
      // The operator sees what is wrong in the terminal as soon as the server runs, and again after each edit.
      const report = () => void checkAll().catch((e: unknown) => logger?.error(`[campaigns] could not check the campaigns: ${e instanceof Error ? e.message : String(e)}`));
      if (server.httpServer) server.httpServer.once('listening', report);
      else report();
      // An edit of any file of a campaign folder (definition, strings, fixtures, assets) reloads the page; a page that
      // (re)connects is shown the campaigns' errors in Vite's overlay, so an error shows until the edit that fixes it.
      const onChange = (file: string) => {
        if (!file.startsWith(dir() + sep) || !isCampaignFile(file)) return;
        invalidateAll(server);
        report();
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.ws.on('vite:client:connect', (_data, client) => {
        overlay().then((err) => err && client.send({ type: 'error', err }), () => undefined);
      });
      const galleryPath = `${base.replace(/\/$/, '')}/${GALLERY_PATH}`;
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!.replace(/\/$/, '');
        if (path !== galleryPath || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        gallery().then(
          (list) => {
            res.statusCode = 200;
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(req.method === 'HEAD' ? undefined : galleryHtml(base, list));
          },
          (e: unknown) => next(e),
        );
      });
    },
  };
}
