/**
 * The campaigns in the dev server. Editing any file of a campaign folder reloads the page; the campaigns' errors
 * are printed in the dev server's terminal and shown in Vite's overlay (file:line:col) until the edit that fixes
 * them, and /vue/campaigns lists every campaign with its state, routes, phases and languages.
 */
import { resolve, sep } from 'node:path';
import type { ErrorPayload, ViteDevServer } from 'vite';
import { formatIssues } from '../core/node/format-issue';
import { galleryHtml, type GalleryCampaign } from './campaign-gallery';
import { CAMPAIGN_PREFIX, LIST_ID, RESOLVED, STRINGS_PREFIX, WIDGETS_PREFIX } from './campaign-modules';
import type { CampaignStore, PluginContext } from './campaign-store';

/** The dev server's page listing every campaign (under the base: /vue/campaigns). */
export const GALLERY_PATH = 'campaigns';

/** A file of a campaign folder that the page is made from (definition, strings, fixtures, assets); not code or tests beside it. */
export function isCampaignFile(file: string): boolean {
  return !/\.(test|spec)\.[cm]?[jt]sx?$|\.[cm]?[jt]sx?$|(^|[\\/])\.[^\\/]*$|~$/.test(file);
}

/** The error the dev server's overlay shows now (the campaigns' errors, file:line:col each), or none. */
export async function campaignsOverlay(ctx: PluginContext, store: CampaignStore): Promise<ErrorPayload['err'] | undefined> {
  const errors = [...(await store.checkAll()).values()].flatMap((c) => c.errors);
  const first = errors[0];
  if (!first) return undefined;
  const file = resolve(ctx.root, first.file);
  return {
    message: `${errors.length} campaign error${errors.length === 1 ? '' : 's'} (the pages show them too):\n${formatIssues(errors)}`,
    stack: '',
    plugin: 'campaigns',
    id: file,
    loc: { file, line: first.line ?? 1, column: first.col ?? 1 },
  };
}

/** Every campaign with its validation state, as the gallery lists them. */
export async function campaignsGallery(store: CampaignStore): Promise<GalleryCampaign[]> {
  return [...(await store.checkAll())].map(([id, c]) => {
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
}

/** Forgets what was read of the campaigns and the virtual modules made from them. */
function invalidateAll(server: ViteDevServer, store: CampaignStore): void {
  store.forget();
  for (const mod of server.moduleGraph.idToModuleMap.values()) {
    if ([LIST_ID, CAMPAIGN_PREFIX, STRINGS_PREFIX, WIDGETS_PREFIX].some((prefix) => mod.id?.startsWith(RESOLVED + prefix))) server.moduleGraph.invalidateModule(mod);
  }
}

/** Watches the campaigns folder, reports the campaigns' issues and serves the gallery. */
export function serveCampaigns(server: ViteDevServer, ctx: PluginContext, store: CampaignStore, check: boolean): void {
  const dir = store.dir();
  server.watcher.add(dir);
  // The operator sees what is wrong in the terminal as soon as the server runs, and again after each edit.
  const report = (): void => {
    if (check) void store.checkAll().catch((e: unknown) => ctx.logger?.error(`[campaigns] could not check the campaigns: ${e instanceof Error ? e.message : String(e)}`));
  };
  if (server.httpServer) server.httpServer.once('listening', report);
  else report();
  // An edit of any file of a campaign folder (definition, strings, fixtures, assets) reloads the page; a page that
  // (re)connects is shown the campaigns' errors in Vite's overlay, so an error shows until the edit that fixes it.
  const onChange = (file: string) => {
    if (!file.startsWith(store.dir() + sep) || !isCampaignFile(file)) return;
    invalidateAll(server, store);
    report();
    server.ws.send({ type: 'full-reload' });
  };
  server.watcher.on('change', onChange);
  server.watcher.on('add', onChange);
  server.watcher.on('unlink', onChange);
  server.ws.on('vite:client:connect', (_data, client) => {
    campaignsOverlay(ctx, store).then((err) => err && client.send({ type: 'error', err }), () => undefined);
  });
  const galleryPath = `${ctx.base.replace(/\/$/, '')}/${GALLERY_PATH}`;
  server.middlewares.use((req, res, next) => {
    const path = (req.url ?? '').split('?')[0]!.replace(/\/$/, '');
    if (path !== galleryPath || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    campaignsGallery(store).then(
      (list) => {
        res.statusCode = 200;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : galleryHtml(ctx.base, list));
      },
      (e: unknown) => next(e),
    );
  });
}
