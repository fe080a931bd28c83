import type { MessageKey } from './messages';

/** Non-zero status codes the sandbox answers with (the real codes are not published). */
export const STATUS = {
  badRequest: 1001,
  notFound: 1004,
  rule: 2001,
  balance: 2002,
  forbidden: 2003,
  limit: 2004,
  time: 2005,
  fault: 5000,
} as const;

/** Thrown by handlers: becomes `{ status, message }` in the caller's language. */
export class SandboxError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly status: number = STATUS.rule,
    readonly values?: Record<string, string | number>,
  ) {
    super(key);
  }
}

export const fail = (key: MessageKey, status?: number, values?: Record<string, string | number>): never => {
  throw new SandboxError(key, status, values);
};

/** A successful answer may carry a server message next to its content (e.g. a toast text). */
export interface WithMessage {
  readonly __message: MessageKey;
  readonly content: unknown;
  readonly values?: Record<string, string | number>;
}

export function withMessage(content: unknown, key: MessageKey, values?: Record<string, string | number>): WithMessage {
  return { __message: key, content, values };
}

export function isWithMessage(v: unknown): v is WithMessage {
  return typeof v === 'object' && v !== null && '__message' in v;
}
