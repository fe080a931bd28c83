/**
 * Builds the services every page runs with: bridge, app
 * header, http client carrying that header, the engine clock synced with the
 * server's time, the query client and i18n in the page's language.
 */
import type { EngineServices, Locale } from '@engine';
import { createRegistry } from '@engine/core/registry';
import { layoutWidgets } from '@engine/react/layout';
import { loadAppHeader, headerValues, urlHeaderOverrides, type AppHeader } from '@engine/app-header';
import { createBridge } from '@engine/bridge';
import type { Bridge } from '@engine/bridge';
import { createClock } from '@engine/core/clock';
import { createHttpClient, createQueryClient } from '@engine/http';
import { createI18n, loadLocalePack, resolveLocale } from '@engine/i18n';
import type { DevPreviewAt } from '@platform/shell/DevPanel';
import { queryRecord } from '@engine/react/pageShell/shellQuery';
import { parseHostList, setUrlPolicy } from '@engine/security/url';
import { nextTask } from './nextTask';
import { openPushChannel } from './openPushChannel';
import { createPreviewClock, invalidPreviewAt } from './previewClock';
import { withSandboxSwitches } from './sandboxSwitches';
import { clockSyncingFetch, HTTP_DATE_PRECISION_MS, syncClockWhenIdle } from './serverClock';

export interface AppServices {
  services: EngineServices;
  bridge: Bridge;
  header: AppHeader;
  /** Outside production, a preview instant of the page's query that is not an instant (shown in the development panel). */
  invalidPreviewAt?: DevPreviewAt;
}

export async function createAppServices(opts: {
  production: boolean;
  win?: Window;
  /** Told the page language as soon as it is known, before its shared strings load (to start the page's own). */
  onLocale?: (locale: Locale) => void;
}): Promise<AppServices> {
  const win = opts.win ?? window;
  // Absolute URLs (images, links, bridge arguments) from configs and answers: the build's hosts; local addresses only outside production.
  setUrlPolicy({ hosts: parseHostList(import.meta.env.VITE_ALLOWED_HOSTS), production: opts.production });
  const query = queryRecord(win.location.search);
  const bridge = createBridge({ win });
  const header = await loadAppHeader({ bridge, production: opts.production, query, doc: win.document });
  // What the page URL set of the header: nothing inside the app in production (the app says who the user is).
  const fromUrl = urlHeaderOverrides({ production: opts.production, inApp: bridge.inApp, query });
  if (!bridge.appVersion() && header.appversion && bridge.inApp) bridge.setAppVersion(header.appversion);
  // The production build (MODE, a constant the bundler folds) carries none of the preview and sandbox code.
  const productionBuild = import.meta.env.MODE === 'production';
  const clock = productionBuild ? createClock({ allowPreview: false }) : createPreviewClock(query, opts.production);
  let synced = false;
  // The server's time at the answer is between its Date header and that plus a second and the call's time.
  const onServerTime = (ms: number, elapsed: number) => {
    synced = true;
    clock.sync(ms, HTTP_DATE_PRECISION_MS + elapsed);
  };
  const http = createHttpClient({
    getHeaders: () => headerValues(header),
    fetch: clockSyncingFetch(onServerTime, productionBuild || opts.production ? undefined : withSandboxSwitches(query)),
  });
  syncClockWhenIdle({ synced: () => synced, fetch: clockSyncingFetch(onServerTime), url: win.location.href, win });
  const locale = resolveLocale(fromUrl.language, header.language);
  opts.onLocale?.(locale);
  const packs = await loadLocalePack(locale);
  await nextTask();
  // Layout widgets only: each compiled campaign brings (and registers) the widgets it uses.
  const registry = createRegistry(layoutWidgets);
  const services: EngineServices = {
    registry,
    http,
    bridge,
    clock,
    queryClient: createQueryClient(),
    i18n: createI18n(locale, {}, packs),
    env: {
      production: opts.production,
      appVersion: bridge.appVersion() ?? (bridge.inApp ? header.appversion : undefined),
      platform: bridge.platform,
      query,
      user: { id: header.userid, ...(fromUrl.userid === undefined ? {} : { fromUrl: true }) },
    },
    navigate: (to) => win.location.assign(to),
    push: (channelId) => openPushChannel({ production: opts.production, win, channelId, userId: header.userid, http }),
  };
  return { services, bridge, header, ...(productionBuild ? {} : { invalidPreviewAt: invalidPreviewAt(query, opts.production) }) };
}
