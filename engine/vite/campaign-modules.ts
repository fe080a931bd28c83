/**
 * The campaigns' virtual modules. `virtual:campaigns` lists the campaigns as { id, routes, keepAlive, load } where
 * `load` imports that campaign's compiled module (`virtual:campaign/<id>`), which imports the definitions of the
 * widgets that campaign uses (from the modules they declare, `module`) and carries them as `widgets`, with the
 * strings those widgets show. An invalid campaign fails the build with the CLI-formatted errors; in development it
 * keeps the routes written in its file (read even when the file does not validate or parse) and is served as
 * { errors }, so its page shows them to the operator.
 */
import { join } from 'node:path';
import { partRoutes } from '../core/hub-parts';
import { formatIssues } from '../core/node/format-issue';
import { pageContentPolicy } from '../core/page-types';
import { PACKS, type Pack } from '../i18n/resolveLocale';
import type { CampaignStore, PluginContext } from './campaign-store';
import { componentFiles, sharedStrings, widgetDefinitions } from './campaign-widgets';
import { campaignFirstScreen, deferredWidgetsModule, deferredWidgetTypes, neededWidgetTypes } from './campaign-widget-types';
import { campaignModule, errorsModule, languageModule, type CampaignLanguages } from './compile-campaign';

export const LIST_ID = 'virtual:campaigns';
export const CAMPAIGN_PREFIX = 'virtual:campaign/';
export const STRINGS_PREFIX = 'virtual:campaign-strings/';
/** The definitions a campaign defers off its first screen (compile-campaign.ts `deferredWidgetsModule`). */
export const WIDGETS_PREFIX = 'virtual:campaign-widgets/';
/** The language packs a campaign loads on demand (vn reads vi, ph reads fil): every one but en, which comes with the campaign. */
const OTHER_PACKS = PACKS.filter((p) => p !== 'en');
/** The mark of a resolved virtual module's id. */
export const RESOLVED = '\0';

/** Whether an id (bare, as imported) is one of the campaigns' virtual modules. */
export function isCampaignsModule(id: string): boolean {
  return id === LIST_ID || id.startsWith(CAMPAIGN_PREFIX) || id.startsWith(STRINGS_PREFIX) || id.startsWith(WIDGETS_PREFIX);
}

/** What loading a virtual module asks of the bundler. */
export interface LoadContext {
  error(message: string): never;
  warn(message: string): void;
  addWatchFile(file: string): void;
}

/** The code of a campaigns' virtual module (its bare id), or undefined for any other module. */
export async function loadCampaignsModule(load: LoadContext, ctx: PluginContext, store: CampaignStore, bare: string): Promise<string | undefined> {
  const watch = (f: string) => load.addWatchFile(f);
  if (bare.startsWith(STRINGS_PREFIX)) {
    const [cid, pack, ...rest] = bare.slice(STRINGS_PREFIX.length).split('/');
    const c = cid && rest.length === 0 && (OTHER_PACKS as readonly string[]).includes(pack ?? '') ? (await store.checkAll()).get(cid) : undefined;
    if (!c || !c.result.ok) return load.error(`${bare}: no valid campaign has these strings`);
    return languageModule(c.result, pack as Pack, await sharedStrings(store, c.result, pack as Pack, watch));
  }
  if (bare.startsWith(WIDGETS_PREFIX)) {
    const c = (await store.checkAll()).get(bare.slice(WIDGETS_PREFIX.length));
    if (!c || !c.result.ok || c.errors.length > 0) return load.error(`${bare}: no valid campaign has these widgets`);
    const { found } = await widgetDefinitions(store, c.result);
    const registry = await store.getRegistry();
    const definition = c.result.campaign.definition;
    const types = deferredWidgetTypes(neededWidgetTypes(definition, registry), new Set(campaignFirstScreen(definition, registry)), registry);
    return deferredWidgetsModule(types, (type) => found.get(type)!);
  }
  if (bare === LIST_ID) return campaignList(load, ctx, store);
  if (bare.startsWith(CAMPAIGN_PREFIX)) return campaignOf(load, ctx, store, bare.slice(CAMPAIGN_PREFIX.length));
  return undefined;
}

/** `virtual:campaigns`: every campaign with its routes and the import of its module. */
async function campaignList(load: LoadContext, ctx: PluginContext, store: CampaignStore): Promise<string> {
  const all = await store.checkAll();
  const registry = await store.getRegistry();
  const failed: string[] = [];
  const entries: string[] = [];
  for (const [cid, c] of all) {
    const r = c.result;
    load.addWatchFile(r.definitionFile);
    if (c.errors.length > 0) failed.push(formatIssues(c.errors, c.warnings));
    // A campaign that does not validate keeps the routes written in its file: in development its page shows its errors.
    const def = r.ok ? r.campaign.definition : undefined;
    const routes = def ? [...def.routes, ...partRoutes(def.routes, def.parts ?? [])] : r.head.routes.map((route) => route.value);
    const keepAlive = def ? def.keepAlive === true : r.head.keepAlive;
    // A page with a widget that compiles code or WebAssembly at run time has a policy of its own (engine/vite/csp.ts):
    // it opens as a document of its own, and leaving it leaves its policy behind.
    const ownDocument = def ? Object.keys(pageContentPolicy(def.page, registry)).length > 0 : false;
    entries.push(`{ id: ${JSON.stringify(cid)}, routes: ${JSON.stringify(routes)}${keepAlive ? ', keepAlive: true' : ''}${ownDocument ? ', ownDocument: true' : ''}, load: () => import(${JSON.stringify(CAMPAIGN_PREFIX + cid)}) }`);
  }
  if (ctx.isBuild && failed.length > 0) load.error(`invalid campaign definitions:\n${failed.join('\n')}`);
  return `export const campaigns = [\n  ${entries.join(',\n  ')}\n];\nexport default campaigns;\n`;
}

/** `virtual:campaign/<id>`: the campaign's compiled module, or its errors. */
async function campaignOf(load: LoadContext, ctx: PluginContext, store: CampaignStore, cid: string): Promise<string> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(cid)) return errorsModule([{ severity: 'error', file: cid, path: '', message: `unknown campaign '${cid}'` }]);
  const c = (await store.checkAll()).get(cid);
  if (!c) return errorsModule([{ severity: 'error', file: cid, path: '', message: `unknown campaign '${cid}'` }]);
  const r = c.result;
  load.addWatchFile(r.definitionFile);
  if (!r.ok || c.errors.length > 0) {
    if (ctx.isBuild) load.error(`invalid campaign ${cid}:\n${formatIssues(c.errors, c.warnings)}`);
    return errorsModule(c.errors, c.warnings);
  }
  if (ctx.isBuild && c.warnings.length > 0) load.warn(formatIssues([], c.warnings));
  const { found, missing } = await widgetDefinitions(store, r);
  if (missing.length > 0) {
    if (ctx.isBuild) load.error(`campaign ${cid}:\n${formatIssues(missing, [])}`);
    return errorsModule(missing);
  }
  // A widget whose component file is not found from its definition loads its own when shown.
  const registry = await store.getRegistry();
  const components = await componentFiles(store, r);
  const languages: CampaignLanguages = { packs: OTHER_PACKS, moduleId: (pack) => `${STRINGS_PREFIX}${cid}/${pack}`, common: { en: await sharedStrings(store, r, 'en', (f) => load.addWatchFile(f)) } };
  return campaignModule(join(store.dir(), cid), r, { registry, definition: (type) => found.get(type)!, componentFile: (type) => components.get(type), deferredModuleId: `${WIDGETS_PREFIX}${cid}` }, languages, (part) => CAMPAIGN_PREFIX + part);
}
