/**
 * Builds the services every page runs with (P§1, P§3, P§7): bridge, app
 * header, http client carrying that header, the engine clock synced with the
 * server's time, the query client and i18n in the page's language.
 */
import type { EngineServices, Locale } from '@engine';
import { createRegistry } from '@engine/core/registry';
import { layoutWidgets } from '@engine/react/layout';
import { loadAppHeader, headerValues, type AppHeader } from '@engine/app-header';
import { createBridge } from '@engine/bridge';
import type { Bridge } from '@engine/bridge';
import { createClock, previewAtProblem, type Clock } from '@engine/core/clock';
import { createHttpClient, createQueryClient, type HttpClient } from '@engine/http';
import type { PushChannel } from '@engine/push';
import { createI18n, loadLocalePack, resolveLocale } from '@engine/i18n';
import { queryRecord } from '@engine/shell/shellQuery';
import { nextTask } from './nextTask';

export interface AppServices {
  services: EngineServices;
  bridge: Bridge;
  header: AppHeader;
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

/**
 * Push channel of a chat group (P§7): the chat service in production, the
 * sandbox's WebSocket otherwise. Loaded only by pages that use pushes.
 */
async function openPushChannel(o: { production: boolean; win: Window; channelId?: string; userId?: string; http: HttpClient }): Promise<PushChannel> {
  const push = await import('@engine/push');
  if (!o.production) {
    const url = `${o.win.location.protocol === 'https:' ? 'wss' : 'ws'}://${o.win.location.host}/vue/sandbox/ws`;
    return push.createWebSocketChannel({ url, ...(o.channelId ? { channelId: o.channelId } : {}) });
  }
  if (!o.channelId || !o.userId) throw new Error('a chat group and a user are needed for pushes');
  return push.createRtmChannel({ appId: import.meta.env.VITE_RTM_APP_ID ?? '', channelId: o.channelId, userId: o.userId, http: o.http });
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

/**
 * The page's clock: outside production `?at=<ISO instant>` (or `preview_at`) moves it. A value that is not an
 * instant leaves the real time and tells the operator in the console; production ignores both, silently.
 */
export function createPreviewClock(query: Record<string, string>, production: boolean, warn: (message: string) => void = (m) => console.warn(m)): Clock {
  const name = query.at !== undefined ? 'at' : 'preview_at';
  const previewAt = query.at ?? query.preview_at;
  const problem = production ? undefined : previewAtProblem(previewAt);
  if (problem) warn(`?${name}=${previewAt}: ${problem}. The page shows the real time.`);
  return createClock({ previewAt, allowPreview: !production });
}

export async function createAppServices(opts: {
  production: boolean;
  win?: Window;
  /** Told the page language as soon as it is known, before its shared strings load (to start the page's own). */
  onLocale?: (locale: Locale) => void;
}): Promise<AppServices> {
  const win = opts.win ?? window;
  const query = queryRecord(win.location.search);
  const bridge = createBridge({ win });
  const header = await loadAppHeader({ bridge, production: opts.production, query, doc: win.document });
  if (!bridge.appVersion() && header.appversion && bridge.inApp) bridge.setAppVersion(header.appversion);
  const clock = createPreviewClock(query, opts.production);
  const http = createHttpClient({
    getHeaders: () => headerValues(header),
    // The server's time at the answer is between its Date header and that plus a second and the call's time.
    fetch: clockSyncingFetch((ms, elapsed) => clock.sync(ms, HTTP_DATE_PRECISION_MS + elapsed), opts.production ? undefined : withSandboxSwitches(query)),
  });
  const locale = resolveLocale(query.lang, header.language);
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
      user: { id: header.userid },
    },
    navigate: (to) => win.location.assign(to),
    push: (channelId) => openPushChannel({ production: opts.production, win, channelId, userId: header.userid, http }),
  };
  return { services, bridge, header };
}
