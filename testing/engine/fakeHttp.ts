/**
 * An in-memory http client for tests. Responses are keyed by path
 * ('/user/getUser') or by method and path ('POST /lottery/bigEaterAct/bet');
 * a value is the answer's `content`, a function computes it (throw an
 * ApiError to fail). Every request is recorded in `calls`.
 */
import { ApiError } from '@engine/http/ApiError';
import type { ApiRequest, HttpClient } from '@engine/http';

export type FakeResponse = unknown | ((req: ApiRequest) => unknown);
export type FakeResponses = Record<string, FakeResponse>;

export interface FakeHttp extends HttpClient {
  calls: ApiRequest[];
  /** Adds or replaces responses. */
  respond(responses: FakeResponses): void;
}

export function createFakeHttp(responses: FakeResponses = {}, delegate?: HttpClient): FakeHttp {
  const table: FakeResponses = { ...responses };
  const calls: ApiRequest[] = [];
  return {
    calls,
    respond: (more) => void Object.assign(table, more),
    async request<T>(req: ApiRequest): Promise<T> {
      calls.push(req);
      const method = req.method ?? 'GET';
      const has = (k: string) => Object.prototype.hasOwnProperty.call(table, k);
      const key = has(`${method} ${req.path}`) ? `${method} ${req.path}` : has(req.path) ? req.path : undefined;
      if (key === undefined) {
        if (delegate) return delegate.request<T>(req);
        throw new ApiError(404, `no fake response for ${method} ${req.path}`);
      }
      const entry = table[key];
      return (await (typeof entry === 'function' ? (entry as (r: ApiRequest) => unknown)(req) : entry)) as T;
    },
  };
}
