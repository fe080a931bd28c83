import type { HttpClient } from '@engine/http';
import type { PushChannel } from '@engine/push';

/**
 * Push channel of a chat group: the chat service in production, the
 * sandbox's WebSocket otherwise. Loaded only by pages that use pushes.
 */
export async function openPushChannel(o: { production: boolean; win: Window; channelId?: string; userId?: string; http: HttpClient }): Promise<PushChannel> {
  // The production build (MODE folded) carries no sandbox channel.
  if (import.meta.env.MODE !== 'production' && !o.production) {
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
