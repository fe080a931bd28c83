/**
 * Vite plugin: `virtual:campaigns` lists the campaigns of the campaigns folder, each loading its compiled module
 * (engine/vite/campaign-modules.ts), with the widgets it uses and the strings they show
 * (engine/vite/campaign-widgets.ts). Campaigns are validated at build time, alone and together
 * (engine/vite/campaign-store.ts): an invalid one fails the build with the CLI-formatted errors, so production
 * ships neither the YAML parser nor the validator. In development an invalid campaign's page shows its errors, and
 * the dev server reloads on edits, reports the errors and lists the campaigns (engine/vite/campaigns-dev-server.ts).
 */
import { fileURLToPath } from 'node:url';
import type { ErrorPayload, Plugin } from 'vite';
import type { GalleryCampaign } from './campaign-gallery';
import { isCampaignsModule, loadCampaignsModule, RESOLVED } from './campaign-modules';
import { borrowed, type Lender } from './build-handoff';
import { campaignStore, type CampaignStore, type CampaignsPluginOptions, type PluginContext } from './campaign-store';
import { campaignsGallery, campaignsOverlay, serveCampaigns } from './campaigns-dev-server';
import { declaredPath } from './widget-files';
import { withoutBuildDeclarations } from './definition-source';

export { CAMPAIGN_PREFIX, LIST_ID, STRINGS_PREFIX, WIDGETS_PREFIX } from './campaign-modules';
export { GALLERY_PATH, isCampaignFile } from './campaigns-dev-server';
export type { CampaignsPluginOptions } from './campaign-store';

/** What the plugin offers the dev server's tests and tools (`plugin.api`). */
export interface CampaignsPluginApi extends Lender {
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

export function campaignsPlugin(opts: CampaignsPluginOptions): Plugin<CampaignsPluginApi> & { api: CampaignsPluginApi } {
  const ctx: PluginContext = { root: process.cwd(), base: '/', isBuild: false };
  let store = campaignStore(opts, ctx);
  /** The campaigns folder, as the key under which a build lends its checked campaigns to its server build. */
  const lentAs = () => `campaigns:${store.dir()}`;

  /** The folders of the widgets declared `everyPage`, each ending with the path separator. */
  let everyPageFolders: string[] = [];
  const everyPageWidget = (id: string): boolean =>
    !/\.(test|stories)\.[cm]?[jt]sx?$/.test(id) && everyPageFolders.some((folder) => id.startsWith(folder));

  return {
    name: 'campaigns',
    enforce: 'pre',
    api: { overlay: () => campaignsOverlay(ctx, store), gallery: () => campaignsGallery(store), everyPageWidget, lend: () => [[lentAs(), store]] },
    configResolved(config) {
      ctx.root = config.root;
      ctx.base = config.base;
      ctx.isBuild = config.command === 'build';
      ctx.logger = config.logger;
      // The server build a client build starts (the prerender) takes over the campaigns that build checked.
      if (ctx.isBuild && config.build.ssr) store = borrowed<CampaignStore>(lentAs()) ?? store;
    },
    async buildStart() {
      if (!ctx.isBuild) return;
      const { registry } = await store.getWidgets();
      everyPageFolders = [...registry.values()].flatMap((def) => (def.everyPage && def.module ? [declaredPath(def.module, './')] : []));
    },
    async transform(code, id) {
      // The widget definitions declare their files for the build; the built pages do not carry those names.
      if (!ctx.isBuild || !code.includes('import.meta.url')) return undefined;
      const file = id.split('?')[0]!;
      const { registry } = await store.getWidgets();
      if (![...registry.values()].some((def) => def.module && fileURLToPath(def.module) === file)) return undefined;
      return { code: withoutBuildDeclarations(code, this.parse(code, { lang: /\.tsx$/.test(file) ? 'tsx' : 'ts' })), map: null };
    },
    resolveId(id) {
      return isCampaignsModule(id) ? RESOLVED + id : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      return loadCampaignsModule(this, ctx, store, id.slice(RESOLVED.length));
    },
    configureServer(server) {
      serveCampaigns(server, ctx, store, opts.checkOnServe ?? true);
    },
  };
}
