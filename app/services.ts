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
import { createClock, previewAtProblem, type Clock } from '@engine/core/clock';
import { createHttpClient, createQueryClient, type HttpClient } from '@engine/http';
import type { PushChannel } from '@engine/push';
import { createI18n, loadLocalePack, resolveLocale } from '@engine/i18n';
import type { DevPreviewAt } from '@platform/shell/DevPanel';
import { queryRecord } from '@engine/react/pageShell/shellQuery';
import { parseHostList, setUrlPolicy } from '@engine/security/url';
import { nextTask } from './nextTask';

export interface AppServices {
  services: EngineServices;
  bridge: Bridge;
  header: AppHeader;
  /** Outside production, a preview instant of the page's query that is not an instant (shown in the development panel). */
  invalidPreviewAt?: DevPreviewAt;
}

/** An HTTP Date header has whole seconds. */
const HTTP_DATE_PRECISION_MS = 1000;

/** Server time of an answer: its HTTP Date header (the sandbox sends its own, possibly moved, time there). */
export function serverTimeOf(res: Response): number | undefined {
  const date = res.headers.get('date');
  const parsed = date ? Date.parse(date) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * fetch that reports the server time of each answer (the clock resyncs on every call), with how long the call
 * took: the answer's time was read somewhere in that span.
 */
export function clockSyncingFetch(onServerTime: (ms: number, elapsedMs: number) => void, base: typeof fetch = globalThis.fetch.bind(globalThis)): typeof fetch {
  return async (input, init) => {
    const started = Date.now();
    const res = await base(input, init);
    const t = serverTimeOf(res);
    if (t !== undefined) onServerTime(t, Math.max(0, Date.now() - started));
    return res;
  };
}

/** How long a page waits for an answer to set its clock before it asks the server's time itself. */
export const CLOCK_SYNC_FALLBACK_MS = 3000;

/**
 * A page whose first screen asks the server nothing (a campaign before its start, a page of rules) would run on
 * the phone's clock, and a phone set to another day shows another phase. When no answer has set the clock after
 * `CLOCK_SYNC_FALLBACK_MS`, the page's own address is asked for its headers (HEAD, not cached) once: its Date
 * header sets the clock. Returns the cancel.
 */
export function syncClockWhenIdle(o: { synced: () => boolean; fetch: typeof fetch; url: string; win: Pick<Window, 'setTimeout' | 'clearTimeout'> }): () => void {
  const timer = o.win.setTimeout(() => {
    if (!o.synced()) o.fetch(o.url, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' }).catch(() => undefined);
  }, CLOCK_SYNC_FALLBACK_MS);
  return () => o.win.clearTimeout(timer);
}

/**
 * Push channel of a chat group: the chat service in production, the
 * sandbox's WebSocket otherwise. Loaded only by pages that use pushes.
 */
async function openPushChannel(o: { production: boolean; win: Window; channelId?: string; userId?: string; http: HttpClient }): Promise<PushChannel> {
  if (!o.production) {
    const push = await import('@engine/push');
    const url = `${o.win.location.protocol === 'https:' ? 'wss' : 'ws'}://${o.win.location.host}/vue/sandbox/ws`;
    return push.createWebSocketChannel({ url, ...(o.channelId ? { channelId: o.channelId } : {}) });
  }
  const { channelId, userId } = o;
  // Asked before the channels' code is fetched: a page outside the app (no user) does not download code it cannot run.
  if (!channelId || !userId) throw new Error('a chat group and a user are needed for pushes');
  const push = await import('@engine/push');
  return push.createRtmChannel({ appId: import.meta.env.VITE_RTM_APP_ID ?? '', channelId, userId, http: o.http });
}

/**
 * Outside production the page's sandbox switches (sandbox_fault, sandbox_latency)
 * ride along on every API call, so `?sandbox_fault=network` on the page URL
 * shows how the page handles a failing server.
 */
export function withSandboxSwitches(query: Record<string, string>, base: typeof fetch = globalThis.fetch.bind(globalThis)): typeof fetch {
  const switches = Object.entries(query).filter(([k]) => k === 'sandbox_fault' || k === 'sandbox_latency');
  if (switches.length === 0) return base;
  return (input, init) => {
    if (typeof input !== 'string') return base(input, init);
    const url = new URL(input, 'http://page.local');
    for (const [k, v] of switches) url.searchParams.set(k, v);
    return base(input.startsWith('http') ? url.toString() : `${url.pathname}${url.search}`, init);
  };
}

/** The preview instant of the page's query: `?at=`, else `?preview_at=`, with the parameter that gave it. */
function previewAtOf(query: Record<string, string>): DevPreviewAt | undefined {
  if (query.at !== undefined) return { param: 'at', value: query.at };
  if (query.preview_at !== undefined) return { param: 'preview_at', value: query.preview_at };
  return undefined;
}

/** Outside production, the preview instant of the page's query when it is not an instant (the clock keeps the real time). */
export function invalidPreviewAt(query: Record<string, string>, production: boolean): DevPreviewAt | undefined {
  const given = production ? undefined : previewAtOf(query);
  return given && previewAtProblem(given.value) ? given : undefined;
}

/**
 * The page's clock: outside production `?at=<ISO instant>` (or `preview_at`) moves it. A value that is not an
 * instant leaves the real time and tells the operator in the console (and in the development panel, see
 * `invalidPreviewAt`); production ignores both, silently.
 */
export function createPreviewClock(query: Record<string, string>, production: boolean, warn: (message: string) => void = (m) => console.warn(m)): Clock {
  const previewAt = previewAtOf(query)?.value;
  const invalid = invalidPreviewAt(query, production);
  if (invalid) warn(`?${invalid.param}=${invalid.value}: ${previewAtProblem(invalid.value)}. The page shows the real time.`);
  return createClock({ previewAt, allowPreview: !production });
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
