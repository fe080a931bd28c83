/**
 * The API client. Every call carries a `timestamp` query parameter
 * and the app header fields plus `level: lower` and the timestamp as headers.
 * It resolves with `content` only when the answer has status 0 and content.
 */
import { isStaticApiPath, STATIC_PATH_HINT } from '../core/action-safety';
import { ApiError, EMPTY_RESPONSE_CODE, EMPTY_RESPONSE_MESSAGE, networkError } from './ApiError';

export const API_BASE = '/vue/prodServer';
/** A read with no answer by then fails as a network failure (a page waiting on it shows only skeletons). */
export const READ_TIMEOUT_MS = 6_000;

export interface ApiRequest {
  path: string;
  method?: 'GET' | 'POST';
  /** GET: query parameters. POST: the JSON body, unless `body` is given (then they go to the query). */
  params?: Record<string, unknown>;
  body?: unknown;
  /** Do not count this call for the loading indicator. */
  silent?: boolean;
}

export interface HttpClient {
  request<T = unknown>(req: ApiRequest): Promise<T>;
}

export interface HttpClientOptions {
  baseUrl?: string;
  getHeaders: () => Record<string, string>;
  fetch?: typeof fetch;
  now?: () => number;
  /** How long a read (GET) may wait for its answer; writes wait for theirs (a payment's answer is never dropped). */
  readTimeoutMs?: number;
  /** Number of non-silent calls in flight, reported on every change (drives the loading overlay). */
  onPendingChange?: (pending: number) => void;
}

function appendQuery(url: string, params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const qs = search.toString();
  if (!qs) return url;
  return url + (url.includes('?') ? '&' : '?') + qs;
}

function isBodyInit(v: unknown): v is FormData | Blob | URLSearchParams {
  return (typeof FormData !== 'undefined' && v instanceof FormData) || (typeof Blob !== 'undefined' && v instanceof Blob) || v instanceof URLSearchParams;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text.trim() === '') return undefined;
  return JSON.parse(text) as unknown;
}

/** Checks an answer envelope: status 0 with content resolves, the rest rejects. */
export function unwrapResponse<T>(body: unknown): T {
  if (body === undefined || body === null || typeof body !== 'object') {
    throw new ApiError(EMPTY_RESPONSE_CODE, EMPTY_RESPONSE_MESSAGE, { kind: 'empty', response: body });
  }
  const env = body as { status?: unknown; message?: unknown; msg?: unknown; content?: unknown };
  const status = typeof env.status === 'number' ? env.status : Number(env.status);
  if (status !== 0) {
    const message = typeof env.message === 'string' ? env.message : typeof env.msg === 'string' ? env.msg : '';
    throw new ApiError(Number.isFinite(status) ? status : EMPTY_RESPONSE_CODE, message, { kind: 'status', response: body });
  }
  if (env.content === undefined || env.content === null) {
    throw new ApiError(EMPTY_RESPONSE_CODE, EMPTY_RESPONSE_MESSAGE, { kind: 'empty', response: body });
  }
  return env.content as T;
}

export function createHttpClient(opts: HttpClientOptions): HttpClient {
  const baseUrl = (opts.baseUrl ?? API_BASE).replace(/\/$/, '');
  const now = opts.now ?? Date.now;
  let pending = 0;
  const track = (delta: number) => {
    pending += delta;
    opts.onPendingChange?.(pending);
  };

  async function request<T>(req: ApiRequest): Promise<T> {
    // Every request stays under the API base: a path is static segments only, never `..`, a scheme or a query string.
    if (!isStaticApiPath(req.path)) throw new Error(`refused API path '${String(req.path).slice(0, 200)}': ${STATIC_PATH_HINT}`);
    const doFetch = opts.fetch ?? globalThis.fetch.bind(globalThis);
    const method = req.method ?? 'GET';
    const timestamp = String(now());
    const usesParamsAsBody = method === 'POST' && req.body === undefined;
    const query = { ...(usesParamsAsBody ? {} : req.params), timestamp };
    const url = appendQuery(baseUrl + (req.path.startsWith('/') ? req.path : `/${req.path}`), query);
    const headers: Record<string, string> = { ...opts.getHeaders(), level: 'lower', timestamp };
    let body: BodyInit | undefined;
    const payload = usesParamsAsBody ? req.params : req.body;
    if (method === 'POST' && payload !== undefined) {
      if (isBodyInit(payload)) body = payload;
      else {
        body = JSON.stringify(payload);
        headers['Content-Type'] = 'application/json';
      }
    }

    if (!req.silent) track(1);
    const timeoutMs = method === 'GET' ? (opts.readTimeoutMs ?? READ_TIMEOUT_MS) : 0;
    const abort = timeoutMs > 0 ? new AbortController() : undefined;
    const timer = abort ? setTimeout(() => abort.abort(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs) : undefined;
    try {
      let res: Response;
      try {
        res = await doFetch(url, { method, headers, body, ...(abort ? { signal: abort.signal } : {}) });
      } catch (err) {
        throw networkError(err);
      }
      if (!res.ok) throw networkError(new Error(`HTTP ${res.status}`));
      let json: unknown;
      try {
        json = await readJson(res);
      } catch (err) {
        throw networkError(err);
      }
      return unwrapResponse<T>(json);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      if (!req.silent) track(-1);
    }
  }

  return { request };
}
