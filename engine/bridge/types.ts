/** The bridge as pages and the runtime see it. */
import type { ActionArgs, BridgeAction } from './actions';
import type { Platform } from './detectPlatform';

/** `no-gesture`: a money or app action no user's tap asked for (refused before it reaches the app). */
export type BridgeFailure = 'not-in-app' | 'unknown-action' | 'invalid-args' | 'unsupported' | 'failed' | 'no-gesture';

/**
 * A failure's `reason` says why (pages show a locale text for it: `bridgeFailureKey`). `message` is the host's own
 * text when it refused with one (`{ code, message }`), as in its pay result; `detail` is what went wrong inside the
 * page or the bridge (a thrown host error, arguments refused, no answer), for the console and the development
 * panel only: never shown to the user.
 */
export type BridgeResult<T = unknown> = { ok: true; data: T } | { ok: false; reason: BridgeFailure; message?: string; detail?: string };

export interface BridgeLogEntry {
  at: number;
  action: string;
  args: unknown;
  platform: Platform;
  /** `sent` when it crossed to the host, otherwise why it did not. */
  outcome: 'sent' | 'received' | BridgeFailure;
  message?: string;
}

/** Shell events the page listens to. */
export interface BridgeEvents {
  /** Attribution link stored (newlines removed). */
  link: string;
  /** The host reported a successful payment. */
  paid: { referer?: string };
  /** The host reported a failed payment; `message` from the host and the payment's `referer`, when given. */
  'pay-fail': { message?: string; referer?: string };
  /** Paying indicator: true when a pay request left, false when its result came back. */
  paying: boolean;
  /** A message to show: host text, or a locale key (e.g. `common:errors.payFail`). */
  toast: { message?: string; key?: string };
  /** The host asks the page to reload its data. */
  refresh: undefined;
  /** The native animation finished. */
  'svga-finished': unknown;
}
export type BridgeEventName = keyof BridgeEvents;

export interface BarHeights {
  statusBarHeight: number;
  immersionHeight: number;
}

export interface BridgeState {
  paying: boolean;
  paid: boolean;
  link?: string;
}

export interface Bridge {
  readonly platform: Platform;
  readonly inApp: boolean;
  appVersion(): string | undefined;
  setAppVersion(version: string | undefined): void;
  /** Run a catalogue action by name (the `bridge` action step); unknown names never cross. */
  call(action: string, args?: Record<string, unknown>): Promise<BridgeResult>;
  pay(args: ActionArgs<'pay'>): Promise<BridgeResult>;
  rechargeDiamond(args?: Record<string, unknown>): Promise<BridgeResult>;
  rechargeBean(args?: Record<string, unknown>): Promise<BridgeResult>;
  share(args: ActionArgs<'share'>): Promise<BridgeResult>;
  forward(args: ActionArgs<'forward'>): Promise<BridgeResult>;
  closePage(): Promise<BridgeResult>;
  resizeWindow(args?: ActionArgs<'resizeWindow'>): Promise<BridgeResult>;
  saveImage(args: ActionArgs<'saveImage'>): Promise<BridgeResult>;
  postEvent(args: ActionArgs<'postEvent'>): Promise<BridgeResult>;
  previewAnimation(args: ActionArgs<'previewAnimation'>): Promise<BridgeResult<{ mode: 'mp4' | 'svga' }>>;
  hideNavigationBar(): Promise<BridgeResult>;
  showNavigationBar(): Promise<BridgeResult>;
  getHeaders(): Promise<BridgeResult<Record<string, string>>>;
  getBarHeights(): Promise<BridgeResult<BarHeights>>;
  setStatusBarColor(args: ActionArgs<'setStatusBarColor'>): Promise<BridgeResult>;
  createRoom(args?: Record<string, unknown>): Promise<BridgeResult>;
  gameTicketBuy(args?: Record<string, unknown>): Promise<BridgeResult>;
  gameTicketExchange(args?: Record<string, unknown>): Promise<BridgeResult>;
  sparkBuy(args?: Record<string, unknown>): Promise<BridgeResult>;
  sparkTipAlert(args?: Record<string, unknown>): Promise<BridgeResult>;
  subscribe(args: ActionArgs<'subscribe'>): Promise<BridgeResult>;
  getPayChannels(): Promise<BridgeResult<string[]>>;
  getAttributionLink(): Promise<BridgeResult>;
  on<E extends BridgeEventName>(event: E, cb: (payload: BridgeEvents[E]) => void): () => void;
  /** Deliver a shell event as the host does through `window.__appEvent`. */
  receive(name: string, payload?: unknown): void;
  state(): BridgeState;
  /** What the page asked the app, newest last (development panel). */
  log(): readonly BridgeLogEntry[];
  onLog(cb: (log: readonly BridgeLogEntry[]) => void): () => void;
  /** Remove the global event hook. */
  dispose(): void;
}

export type { BridgeAction, Platform };
