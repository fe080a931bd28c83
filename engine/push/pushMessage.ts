/**
 * Chat-group push messages (P§3, P§4): `{ from, to, payload: { event, msgId, content } }`.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../core/schema-helpers';

export const PUSH_CODES = {
  userCount: 4020,
  seats: 4027,
  userList: 4028,
  gift: 8001,
  diamondConsumption: 8003,
  slotMachineStatus: 8016,
} as const;
export type PushCode = (typeof PUSH_CODES)[keyof typeof PUSH_CODES];
const KNOWN_CODES = new Set<number>(Object.values(PUSH_CODES));

export function isKnownPushCode(code: number): code is PushCode {
  return KNOWN_CODES.has(code);
}

export interface PushMessage {
  from: string;
  to: string;
  payload: { event: number; msgId: number; content: unknown };
}

export interface PushChannel {
  subscribe(cb: (msg: PushMessage) => void): () => void;
  close(): void;
}

// Built on the first message (a page without pushes never builds it).
const schema = lazySchema(() => {
  const idLike = z.union([z.string(), z.number()]);
  const numeric = z.pipe(
    idLike,
    z.transform((v) => Number(v)),
  );
  return z.object({
    from: idLike,
    to: idLike,
    payload: z.object({ event: numeric, msgId: numeric, content: z.optional(z.unknown()) }),
  });
});

/** Reads a raw message (object or JSON text); undefined when it is not a push message. */
export function parsePushMessage(raw: unknown): PushMessage | undefined {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) return undefined;
  const { from, to, payload } = parsed.data;
  let content = payload.content;
  if (typeof content === 'string') {
    try {
      content = JSON.parse(content) as unknown;
    } catch {
      /* plain text content stays as it is */
    }
  }
  if (!Number.isFinite(payload.event) || !Number.isFinite(payload.msgId)) return undefined;
  return { from: String(from), to: String(to), payload: { event: payload.event, msgId: payload.msgId, content } };
}
