/**
 * Delivers each message to the subscribers of its code (`payload.event`); a
 * failing subscriber never stops the others. The push layer knows no code:
 * whoever reads a kind of message subscribes to its code, and a message with
 * a code nobody on the page reads is an unknown code: logged, not delivered.
 */
import type { PushMessage } from './pushMessage';

export function createFanOut(log: (msg: string) => void = (m) => console.warn(m)) {
  const byCode = new Map<number, Set<(msg: PushMessage) => void>>();
  return {
    subscribe(code: number, cb: (msg: PushMessage) => void): () => void {
      let subscribers = byCode.get(code);
      if (!subscribers) byCode.set(code, (subscribers = new Set()));
      subscribers.add(cb);
      return () => {
        subscribers.delete(cb);
        if (subscribers.size === 0 && byCode.get(code) === subscribers) byCode.delete(code);
      };
    },
    deliver(msg: PushMessage): void {
      const subscribers = byCode.get(msg.payload.event);
      if (!subscribers) {
        log(`[push] unknown message code ${msg.payload.event} (msgId ${msg.payload.msgId})`);
        return;
      }
      for (const cb of [...subscribers]) {
        try {
          cb(msg);
        } catch (err) {
          console.error('[push] subscriber failed', err);
        }
      }
    },
    clear(): void {
      byCode.clear();
    },
  };
}
