/**
 * Chat-group push messages: `{ from, to, payload: { event, msgId, content } }`.
 * `event` is the message code; the widget that reads a kind of message owns its code and shape.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../core/schema-helpers';

export interface PushMessage {
  from: string;
  to: string;
  payload: { event: number; msgId: number; content: unknown };
}

export interface PushChannel {
  /** Hands on the channel's messages of one code (`payload.event`); returns the unsubscribe. */
  subscribe(code: number, cb: (msg: PushMessage) => void): () => void;
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
