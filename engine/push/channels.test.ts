import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebSocketChannel, reconnectDelay } from './createWebSocketChannel';
import type { SocketFactory } from './createWebSocketChannel';
import { createRtmChannel, RTM_TOKEN_PATH } from './createRtmChannel';
import type { RtmSdkLike } from './createRtmChannel';
import type { PushMessage } from './pushMessage';
import { setUrlPolicy } from '../security/url';

afterEach(() => {
  vi.restoreAllMocks();
  setUrlPolicy({ production: true });
});

const wire = (to: string, msgId: number, event = 8016) => JSON.stringify({ from: 's', to, payload: { event, msgId, content: { n: msgId } } });

class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  closed = false;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  close() {
    this.closed = true;
  }
}

describe('WebSocket channel', () => {
  it('delivers filtered messages, reconnects with backoff and calls onReconnect', () => {
    // The sandbox's socket on this machine, as outside production.
    setUrlPolicy({ production: false });
    FakeSocket.all = [];
    const timers: Array<{ fn: () => void; ms: number }> = [];
    const ch = createWebSocketChannel({
      url: 'ws://localhost:8787/push',
      channelId: 'room-1',
      WebSocketImpl: FakeSocket as unknown as SocketFactory,
      setTimer: (fn, ms) => timers.push({ fn, ms }),
    });
    const got: PushMessage[] = [];
    ch.subscribe(8016, (m) => got.push(m));
    const resync = vi.fn();
    ch.onReconnect(resync);
    const first = FakeSocket.all[0]!;
    first.onopen?.({});
    first.onmessage?.({ data: wire('room-1', 1) });
    first.onmessage?.({ data: wire('room-1', 1) });
    first.onmessage?.({ data: wire('room-2', 2) });
    expect(got.map((m) => m.payload.msgId)).toEqual([1]);

    first.onclose?.({});
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]!.fn();
    const second = FakeSocket.all[1]!;
    second.onclose?.({});
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000]);
    timers[1]!.fn();
    FakeSocket.all[2]!.onopen?.({});
    expect(resync).toHaveBeenCalledOnce();
    FakeSocket.all[2]!.onmessage?.({ data: wire('room-1', 2) });
    expect(got.map((m) => m.payload.msgId)).toEqual([1, 2]);

    ch.close();
    expect(FakeSocket.all[2]!.closed).toBe(true);
    FakeSocket.all[2]!.onclose?.({});
    expect(timers).toHaveLength(2);
  });

  it('backoff doubles up to a ceiling', () => {
    expect([0, 1, 2, 3, 10].map((a) => reconnectDelay(a))).toEqual([1000, 2000, 4000, 8000, 30000]);
  });

  it('refuses a socket host outside the allowlist', () => {
    expect(() => createWebSocketChannel({ url: 'wss://evil.example/push', WebSocketImpl: FakeSocket as unknown as SocketFactory })).toThrow(/not allowed/);
  });
});

function fakeSdk(fail: { login?: boolean; join?: boolean } = {}) {
  let listener: ((e: { channelName?: string; message: unknown }) => void) | undefined;
  const client = {
    addEventListener: vi.fn((_e: 'message', cb: typeof listener) => {
      listener = cb;
    }),
    login: vi.fn(async () => {
      if (fail.login) throw new Error('login refused');
    }),
    subscribe: vi.fn(async () => {
      if (fail.join) throw new Error('join refused');
    }),
    unsubscribe: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
  };
  const sdk: RtmSdkLike = { RTM: vi.fn(function RTM() { return client; }) as unknown as RtmSdkLike['RTM'] };
  return { sdk, client, emit: (channelName: string, message: unknown) => listener?.({ channelName, message }) };
}

describe('chat service channel', () => {
  it('takes the token from /adaptation/rtm/getUserToken, logs in, joins and delivers filtered messages', async () => {
    const { sdk, client, emit } = fakeSdk();
    const http = { request: vi.fn(async () => ({ rtmToken: 'tok' }) as never) };
    const loadSdk = vi.fn(async () => sdk);
    const ch = await createRtmChannel({ appId: 'app', channelId: 'room-1', userId: '42', http, loadSdk });
    expect(http.request).toHaveBeenCalledWith(expect.objectContaining({ path: RTM_TOKEN_PATH }));
    expect(loadSdk).toHaveBeenCalledOnce();
    expect(client.login).toHaveBeenCalledWith({ token: 'tok' });
    expect(client.subscribe).toHaveBeenCalledWith('room-1');
    const got: number[] = [];
    ch.subscribe(8016, (m) => got.push(m.payload.msgId));
    emit('room-1', wire('room-1', 4));
    emit('room-1', new TextEncoder().encode(wire('room-1', 5)));
    emit('room-1', wire('room-1', 5));
    emit('room-2', wire('room-1', 9));
    expect(got).toEqual([4, 5]);
    ch.close();
    await vi.waitFor(() => expect(client.logout).toHaveBeenCalled());
  });

  it('login and join failures are only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const http = { request: vi.fn(async () => ({ rtmToken: 'tok' }) as never) };
    const login = fakeSdk({ login: true });
    await expect(createRtmChannel({ appId: 'a', channelId: 'c', userId: 'u', http, loadSdk: async () => login.sdk })).resolves.toHaveProperty('subscribe');
    const join = fakeSdk({ join: true });
    await expect(createRtmChannel({ appId: 'a', channelId: 'c', userId: 'u', http, loadSdk: async () => join.sdk })).resolves.toHaveProperty('close');
    const noToken = { request: vi.fn(async () => Promise.reject(new Error('500'))) };
    await expect(createRtmChannel({ appId: 'a', channelId: 'c', userId: 'u', http: noToken, loadSdk: async () => join.sdk })).resolves.toHaveProperty('close');
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
