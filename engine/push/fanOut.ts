/** Delivers messages to subscribers; a failing subscriber never stops the others. */
import type { PushMessage } from './pushMessage';

export function createFanOut() {
  const subscribers = new Set<(msg: PushMessage) => void>();
  return {
    subscribe(cb: (msg: PushMessage) => void): () => void {
      subscribers.add(cb);
      return () => {
        subscribers.delete(cb);
      };
    },
    deliver(msg: PushMessage): void {
      for (const cb of [...subscribers]) {
        try {
          cb(msg);
        } catch (err) {
          console.error('[push] subscriber failed', err);
        }
      }
    },
    clear(): void {
      subscribers.clear();
    },
  };
}
