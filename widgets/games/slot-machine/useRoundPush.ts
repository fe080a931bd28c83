/**
 * Subscribes to the chat group pushes of a round game: only slot
 * machine status messages (8016) of this channel with a new id are handed
 * on. After a reconnection or when the page becomes visible again, `onResync`
 * runs so missed changes are fetched. The app's web refresh is not one of
 * these: the shell fetches every read of the page again then, the game's main
 * page among them, and a resync of its own would ask for that page twice.
 */
import { useEffect, useRef } from 'react';
import { useEngineServices, type PushChannel } from '@engine';
import { createPushFilter } from '@engine/push/createPushFilter';
import { readRoundPush, SLOT_STATUS_CODE, type RoundPush } from './roundPush';

type OpenPush = (channelId?: string) => Promise<PushChannel>;
type Reconnectable = PushChannel & { onReconnect?: (cb: () => void) => () => void };

export function useRoundPush(channelId: string | undefined, onPush: (push: RoundPush) => void, onResync: () => void): void {
  const services = useEngineServices();
  const handlers = useRef({ onPush, onResync });
  handlers.current = { onPush, onResync };

  useEffect(() => {
    const open = services.push as OpenPush | undefined;
    if (!open || !channelId) return;
    let disposed = false;
    let channel: Reconnectable | undefined;
    const cleanups: Array<() => void> = [];
    const accept = createPushFilter(channelId);
    open(channelId)
      .then((ch: Reconnectable) => {
        if (disposed) return ch.close();
        channel = ch;
        cleanups.push(
          ch.subscribe(SLOT_STATUS_CODE, (msg) => {
            if (!accept(msg)) return;
            const push = readRoundPush(msg.payload.content);
            if (push) handlers.current.onPush(push);
          }),
        );
        if (ch.onReconnect) cleanups.push(ch.onReconnect(() => handlers.current.onResync()));
      })
      .catch((err: unknown) => console.warn('[slot-machine] push channel unavailable', err));
    return () => {
      disposed = true;
      for (const off of cleanups) off();
      channel?.close();
    };
  }, [services, channelId]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') handlers.current.onResync();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
}
