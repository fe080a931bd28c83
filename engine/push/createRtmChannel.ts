/**
 * Push through the chat service: agora-rtm-sdk, imported only when a
 * page asks for pushes. The token comes from /adaptation/rtm/getUserToken;
 * token, login and join failures are only logged (the page keeps working
 * without live updates).
 */
import type { HttpClient } from '../http/createHttpClient';
import { createFanOut } from './fanOut';
import { createPushFilter } from './createPushFilter';
import { parsePushMessage } from './pushMessage';
import type { PushChannel } from './pushMessage';

export const RTM_TOKEN_PATH = '/adaptation/rtm/getUserToken';

interface RtmClientLike {
  addEventListener(event: 'message', cb: (e: { channelName?: string; message: unknown }) => void): void;
  login(opts: { token: string }): Promise<unknown>;
  subscribe(channel: string): Promise<unknown>;
  unsubscribe?(channel: string): Promise<unknown>;
  logout?(): Promise<unknown>;
}
export interface RtmSdkLike {
  RTM: new (appId: string, userId: string) => RtmClientLike;
}

export interface RtmChannelOptions {
  appId: string;
  channelId: string;
  userId: string;
  http: HttpClient;
  loadSdk?: () => Promise<RtmSdkLike>;
}

const defaultLoad = async (): Promise<RtmSdkLike> => {
  const mod = await import('agora-rtm-sdk');
  return mod.default as unknown as RtmSdkLike;
};

function text(message: unknown): unknown {
  if (message instanceof Uint8Array) return new TextDecoder().decode(message);
  return message;
}

export async function createRtmChannel(opts: RtmChannelOptions): Promise<PushChannel> {
  const fan = createFanOut();
  const accept = createPushFilter(opts.channelId);
  let client: RtmClientLike | undefined;
  let closed = false;

  try {
    const { rtmToken } = await opts.http.request<{ rtmToken: string }>({ path: RTM_TOKEN_PATH, silent: true });
    const sdk = await (opts.loadSdk ?? defaultLoad)();
    client = new sdk.RTM(opts.appId, opts.userId);
    client.addEventListener('message', (e) => {
      if (closed || (e.channelName !== undefined && e.channelName !== opts.channelId)) return;
      const msg = parsePushMessage(text(e.message));
      if (msg && accept(msg)) fan.deliver(msg);
    });
    try {
      await client.login({ token: rtmToken });
      try {
        await client.subscribe(opts.channelId);
      } catch (err) {
        console.warn('[push] chat group join failed', err);
      }
    } catch (err) {
      console.warn('[push] chat login failed', err);
    }
  } catch (err) {
    console.warn('[push] chat service unavailable', err);
  }

  return {
    subscribe: fan.subscribe,
    close() {
      closed = true;
      fan.clear();
      const c = client;
      if (!c) return;
      void Promise.resolve()
        .then(() => c.unsubscribe?.(opts.channelId))
        .then(() => c.logout?.())
        .catch((err: unknown) => console.warn('[push] chat logout failed', err));
    },
  };
}
