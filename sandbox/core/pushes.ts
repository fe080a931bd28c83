/**
 * Server pushes (chat group messages): `{ from, to, payload: { event, msgId, content } }`.
 * With chaos on, messages arrive duplicated, reordered, and also addressed to
 * another channel, so a client can prove it keeps only what is new and its own.
 */
import type { PushContent } from './context';
import type { Rng } from './prng';

export const SLOT_STATUS_EVENT = 8016;
export const FOREIGN_CHANNEL = 'sandbox-foreign-channel';

export interface PushMessage {
  from: 'SERVER';
  to: string;
  payload: { event: number; msgId: number; content: PushContent };
}

export type PushListener = (msg: PushMessage) => void;

export interface PushHub {
  emit(content: PushContent, event?: number): void;
  subscribe(cb: PushListener): () => void;
  setChaos(on: boolean): void;
  chaos(): boolean;
  /** Delivers a message held back for reordering (called on every tick). */
  flush(): void;
  reset(): void;
}

export function createPushHub(rng: () => Rng): PushHub {
  const listeners = new Set<PushListener>();
  let msgId = 0;
  let chaos = false;
  /** Per channel, a message held back to arrive after the next one (or on the tick after next). */
  const held = new Map<string, { msg: PushMessage; fresh: boolean }>();
  const deliver = (m: PushMessage) => listeners.forEach((cb) => cb(m));

  return {
    emit(content, event = SLOT_STATUS_EVENT) {
      const msg: PushMessage = { from: 'SERVER', to: content.channelId, payload: { event, msgId: ++msgId, content } };
      if (!chaos) return deliver(msg);
      const r = rng();
      deliver({ from: 'SERVER', to: FOREIGN_CHANNEL, payload: { event, msgId: ++msgId, content: { ...content, channelId: FOREIGN_CHANNEL } } });
      const prev = held.get(msg.to);
      if (prev) {
        held.delete(msg.to);
        deliver(msg);
        deliver(prev.msg);
      } else if (r() < 0.5) {
        held.set(msg.to, { msg, fresh: true });
      } else {
        deliver(msg);
      }
      if (r() < 0.5) deliver(msg);
    },
    subscribe(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    setChaos(on) {
      chaos = on;
      if (!on) for (const [to, h] of held) { held.delete(to); deliver(h.msg); }
    },
    chaos: () => chaos,
    flush() {
      for (const [to, h] of held) {
        if (h.fresh) h.fresh = false;
        else { held.delete(to); deliver(h.msg); }
      }
    },
    reset() {
      held.clear();
      chaos = false;
    },
  };
}
