/**
 * The native bridge. Every catalogue action is a typed
 * method; none ever throws. In a plain browser an action resolves to
 * `{ ok: false, reason: 'not-in-app' }` and calls `onBrowserOnly(action)`.
 * Every request is recorded in `log()` for the development panel.
 */
import { isBridgeAction } from './actions';
import { toBarHeights, toHeaders, toStringList } from './answers';
import { createChannel } from './createChannel';
import { ANDROID_PAY_CHANNELS_MIN_VERSION, APP_EVENT_GLOBAL, NATIVE_SVGA_MIN_VERSION, SHARE_EVENT } from './constants';
import { appVersionFromUserAgent, detectPlatform } from './detectPlatform';
import type { Platform } from './detectPlatform';
import { createEmitter } from './emitter';
import { animationMode, shareLinkFor, withAttribution } from './shareLinks';
import { COPY_LINK_SUCCESS_KEY, handleShellEvent } from './shellEvents';
import { createPurchaseHold, PURCHASE_SHEET_ACTIONS, type SheetVisibility } from './purchaseHold';
import { createTransport } from './transport';
import type { Transport } from './transport';
import type { Bridge, BridgeEvents, BridgeResult, BridgeState } from './types';
import { isAtLeast } from '../utils/version';
import { GESTURE_BRIDGE_ACTIONS } from '../core/action-safety';
import { mayActForUser } from '../security/gesture';
import { noteRefusal } from '../security/refusals';

export interface BridgeOptions {
  win?: unknown;
  platform?: Platform;
  appVersion?: string;
  onBrowserOnly?(action: string): void;
  /** Replaces the prompt / injected-object transport (tests, storybook). */
  transport?: Transport;
  now?: () => number;
  /**
   * Whether a money or app action (GESTURE_BRIDGE_ACTIONS) asked for now acts for the user; default: a user's
   * gesture has just happened, or the call is part of a chain one started (engine/security/gesture.ts).
   */
  mayActForUser?: () => boolean;
}

type Win = { location?: { origin?: string; href?: string }; navigator?: { userAgent?: string }; open?: (url: string, target?: string, features?: string) => unknown } & Record<string, unknown>;

/** The host cannot resolve page-relative URLs: hand it absolute ones. */
function absolute(url: string, base: string | undefined): string {
  try {
    return new URL(url, base).toString();
  } catch {
    return url;
  }
}

export function createBridge(opts: BridgeOptions = {}): Bridge {
  const win = (opts.win ?? (typeof window === 'undefined' ? undefined : window)) as Win | undefined;
  const platform = opts.platform ?? detectPlatform(win);
  const transport = opts.transport ?? createTransport(win, platform);
  let version = opts.appVersion ?? appVersionFromUserAgent(win?.navigator?.userAgent);
  const emitter = createEmitter<BridgeEvents>();
  const state: BridgeState = { paying: false, paid: false };
  const channel = createChannel({ platform, transport, origin: win?.location?.origin, now: opts.now ?? Date.now, onBrowserOnly: opts.onBrowserOnly });
  const { inApp, fail, parse, cross, send } = channel;

  const bridge: Bridge = {
    platform,
    inApp,
    appVersion: () => version,
    setAppVersion: (v) => {
      version = v;
    },
    async call(action, args) {
      if (!isBridgeAction(action)) return fail(action, args, 'unknown-action', 'not in the action catalogue');
      const method = bridge[action] as (a?: Record<string, unknown>) => Promise<BridgeResult>;
      return method(args ?? {});
    },
    async pay(args) {
      const res = await send('pay', args);
      if (res.ok) {
        state.paid = false;
        state.paying = true;
        emitter.emit('paying', true);
      }
      return res;
    },
    rechargeDiamond: (args) => send('rechargeDiamond', args),
    rechargeBean: (args) => send('rechargeBean', args),
    async share(args) {
      const p = parse('share', args);
      if (!p.ok) return p.result;
      const channel = args.channel;
      const shared = withAttribution(absolute(args.url, win?.location?.href), state.link);
      const res = cross('share', { ...p.data, url: shared, event: SHARE_EVENT });
      const external = shareLinkFor(channel, shared, args.title);
      if (res.ok && external && typeof win?.open === 'function') win.open(external, '_blank', 'noopener');
      if (res.ok && channel === 'LINK') emitter.emit('toast', { key: COPY_LINK_SUCCESS_KEY });
      return res;
    },
    forward: (args) => send('forward', args),
    closePage: () => send('closePage'),
    resizeWindow: (args) => send('resizeWindow', args),
    saveImage: (args) => send('saveImage', { ...args, format: 'jpeg' }),
    postEvent: (args) => send('postEvent', args),
    async previewAnimation(args) {
      if (!args?.url) return fail('previewAnimation', args, 'invalid-args', 'empty animation url');
      const p = parse('previewAnimation', args);
      if (!p.ok) return p.result;
      const mode = animationMode(args.url);
      if (!mode) return fail('previewAnimation', args, 'invalid-args', 'animation must be .mp4 or .svga');
      if (inApp && mode === 'svga' && !isAtLeast(version, NATIVE_SVGA_MIN_VERSION)) return fail('previewAnimation', args, 'unsupported', `native SVGA needs app ${NATIVE_SVGA_MIN_VERSION}`);
      const res = cross('previewAnimation', { url: absolute(args.url, win?.location?.href), loops: args.loops ?? 1, contentMode: args.contentMode ?? 1, mode });
      return res.ok ? { ok: true, data: { mode } } : res;
    },
    hideNavigationBar: () => send('hideNavigationBar'),
    showNavigationBar: () => send('showNavigationBar'),
    async getHeaders() {
      const res = await send('getHeaders');
      return res.ok ? { ok: true, data: toHeaders(res.data) } : res;
    },
    async getBarHeights() {
      const res = await send('getBarHeights');
      return res.ok ? { ok: true, data: toBarHeights(res.data) } : res;
    },
    setStatusBarColor: (args) => send('setStatusBarColor', args),
    createRoom: (args) => send('createRoom', args),
    gameTicketBuy: (args) => send('gameTicketBuy', args),
    gameTicketExchange: (args) => send('gameTicketExchange', args),
    sparkBuy: (args) => send('sparkBuy', args),
    sparkTipAlert: (args) => send('sparkTipAlert', args),
    async subscribe(args) {
      if (!args?.group) return fail('subscribe', args, 'invalid-args', 'empty subscription group');
      return send('subscribe', args);
    },
    async getPayChannels() {
      if (inApp && platform !== 'android') return fail('getPayChannels', {}, 'unsupported', 'only Android hosts report pay channels');
      if (inApp && !isAtLeast(version, ANDROID_PAY_CHANNELS_MIN_VERSION)) return fail('getPayChannels', {}, 'unsupported', `needs app ${ANDROID_PAY_CHANNELS_MIN_VERSION}`);
      const res = await send('getPayChannels');
      return res.ok ? { ok: true, data: toStringList(res.data) } : res;
    },
    getAttributionLink: () => send('getAttributionLink'),
    on: (event, cb) => emitter.on(event, cb),
    receive(name, payload) {
      channel.record(name, payload, 'received');
      handleShellEvent(name, payload, { state, emitter, postEvent: (event, data) => void bridge.postEvent({ event, data }) });
    },
    state: () => ({ ...state }),
    log: channel.log,
    onLog: channel.onLog,
    dispose() {
      if (win && win[APP_EVENT_GLOBAL] === hook) delete win[APP_EVENT_GLOBAL];
    },
  };

  // Money and app actions leave only for a user's tap, whoever asks: an action step, a widget, a hook. The check
  // is here, where every caller passes, and happens before anything is sent.
  const mayAct = opts.mayActForUser ?? mayActForUser;
  const gated = bridge as unknown as Record<string, (args?: Record<string, unknown>) => Promise<BridgeResult>>;
  for (const action of GESTURE_BRIDGE_ACTIONS) {
    const method = gated[action];
    if (!method) continue;
    gated[action] = (args) => {
      if (mayAct()) return method(args);
      noteRefusal('bridge', `${action} refused: no user's tap asked for it`);
      return Promise.resolve(fail(action, args, 'no-gesture', "not asked for by a user's tap"));
    };
  }

  // One purchase per tap: a purchase sheet the app has opened is not asked for again while it is open.
  const sheets = createPurchaseHold({ now: opts.now ?? Date.now, visibility: win?.document as SheetVisibility | undefined });
  for (const action of PURCHASE_SHEET_ACTIONS) {
    const method = gated[action];
    if (method) gated[action] = (args) => sheets.once(action, () => method(args));
  }

  const hook = (name: unknown, payload?: unknown) => bridge.receive(String(name), payload);
  if (win) win[APP_EVENT_GLOBAL] = hook;
  return bridge;
}
