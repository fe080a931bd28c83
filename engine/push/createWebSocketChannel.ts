/**
 * Push over a WebSocket (sandbox and self-hosted pushes). Reconnects with
 * exponential backoff; `onReconnect` listeners run after each reconnection
 * so pages resync the state they may have missed.
 */
import { isAllowedSocketUrl } from '../security/appLink';
import { createListeners } from '../utils/listeners';
import { createFanOut } from './fanOut';
import { createPushFilter } from './createPushFilter';
import { parsePushMessage } from './pushMessage';
import type { PushChannel } from './pushMessage';

type SocketLike = {
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  close(): void;
};
export type SocketFactory = new (url: string) => SocketLike;

export interface WebSocketChannelOptions {
  url: string;
  /** Keep only messages for this channel (and with increasing ids). */
  channelId?: string;
  WebSocketImpl?: SocketFactory;
  backoff?: { initialMs?: number; maxMs?: number; factor?: number };
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface WebSocketChannel extends PushChannel {
  onReconnect(cb: () => void): () => void;
}

export function reconnectDelay(attempt: number, backoff: WebSocketChannelOptions['backoff'] = {}): number {
  const { initialMs = 1000, maxMs = 30000, factor = 2 } = backoff;
  return Math.min(maxMs, initialMs * factor ** attempt);
}

export function createWebSocketChannel(opts: WebSocketChannelOptions): WebSocketChannel {
  if (!isAllowedSocketUrl(opts.url)) throw new Error(`push socket URL not allowed: ${opts.url}`);
  const Impl = opts.WebSocketImpl ?? (globalThis.WebSocket as unknown as SocketFactory);
  const setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = opts.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const fan = createFanOut();
  const reconnectListeners = createListeners();
  const accept = opts.channelId === undefined ? () => true : createPushFilter(opts.channelId);
  let socket: SocketLike | undefined;
  let attempt = 0;
  let everOpened = false;
  let closed = false;
  let timer: unknown;

  function connect(): void {
    const ws = new Impl(opts.url);
    socket = ws;
    ws.onopen = () => {
      const wasReconnect = everOpened;
      everOpened = true;
      attempt = 0;
      if (wasReconnect) reconnectListeners.emit();
    };
    ws.onmessage = (ev) => {
      const msg = parsePushMessage(ev.data);
      if (!msg) {
        console.warn('[push] unreadable message dropped');
        return;
      }
      if (accept(msg)) fan.deliver(msg);
    };
    ws.onerror = () => {
      /* the close event that follows schedules the reconnection */
    };
    ws.onclose = () => {
      if (closed || socket !== ws) return;
      const delay = reconnectDelay(attempt, opts.backoff);
      attempt += 1;
      timer = setTimer(connect, delay);
    };
  }

  connect();
  return {
    subscribe: fan.subscribe,
    onReconnect: reconnectListeners.add,
    close() {
      closed = true;
      if (timer !== undefined) clearTimer(timer);
      socket?.close();
      fan.clear();
      reconnectListeners.clear();
    },
  };
}
