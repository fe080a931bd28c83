/**
 * Errors of the API client. `code` is the response status for a server
 * refusal, 500 for a network failure; `kind` tells the three cases apart.
 */
export type ApiErrorKind = 'network' | 'status' | 'empty';

export const NETWORK_ERROR_CODE = 500;
export const NETWORK_ERROR_MESSAGE = 'Network is busy, please try later.';
export const EMPTY_RESPONSE_CODE = -1;
export const EMPTY_RESPONSE_MESSAGE = 'Empty response';

// Fields are `declare`d and set in the constructor: a class field would cost every page the bundler's field helpers.
export class ApiError extends Error {
  declare readonly code: number;
  declare readonly response?: unknown;
  declare readonly kind: ApiErrorKind;

  constructor(code: number, message: string, opts: { response?: unknown; kind?: ApiErrorKind; cause?: unknown } = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'ApiError';
    this.code = code;
    this.response = opts.response;
    this.kind = opts.kind ?? 'status';
  }
}

export function networkError(cause?: unknown): ApiError {
  return new ApiError(NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, { kind: 'network', cause });
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/** True for a network or transport failure (the only case reads retry). */
export function isNetworkError(err: unknown): boolean {
  return isApiError(err) && err.kind === 'network';
}

/**
 * What to tell the user about a failed call, as a locale key or text
 * (toasts and `t()` take both): the network text for a network failure, the
 * empty-answer text for an empty answer, the server's own message for a
 * refusal that has one, `fallback` otherwise (also for errors that are not
 * the API's: their text is never shown to a user).
 */
export function apiErrorText(err: unknown, fallback = 'common:errors.generic'): string {
  if (!isApiError(err)) return fallback;
  if (err.kind === 'network') return 'common:errors.network';
  if (err.kind === 'empty') return 'common:errors.empty';
  return err.message.trim() !== '' ? err.message : fallback;
}
