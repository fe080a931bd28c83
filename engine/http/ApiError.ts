/**
 * Errors of the API client (P§8). `code` is the response status for a server
 * refusal, 500 for a network failure; `kind` tells the three cases apart.
 */
export type ApiErrorKind = 'network' | 'status' | 'empty';

export const NETWORK_ERROR_CODE = 500;
export const NETWORK_ERROR_MESSAGE = 'Network is busy, please try later.';
export const EMPTY_RESPONSE_CODE = -1;
export const EMPTY_RESPONSE_MESSAGE = 'Empty response';

export class ApiError extends Error {
  readonly code: number;
  readonly response?: unknown;
  readonly kind: ApiErrorKind;

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
