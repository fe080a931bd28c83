/**
 * The engine's API client answered in-process by a sandbox, as one user in one language: component tests read
 * and write the same state, and meet the same rules and refusals, as the running app.
 */
import { createHttpClient, type HttpClient } from '@engine/http';
import { createSandbox, type Sandbox } from '@sandbox/core/createSandbox';
import { multipartBody } from '@sandbox/core/multipart';
import { bundledFixtures } from '@sandbox/msw/fixtureFiles';

export interface SandboxClient {
  sandbox: Sandbox;
  http: HttpClient;
}

export function sandboxClient(opts: { userId: string; lang?: string; sandbox?: Sandbox; now?: () => number }): SandboxClient {
  const sandbox = opts.sandbox ?? createSandbox({ seed: 7, now: opts.now ?? (() => Date.parse('2026-11-22T10:00:05+08:00')), sleep: () => Promise.resolve(), fixtures: bundledFixtures });
  const http = createHttpClient({
    baseUrl: 'http://sandbox.test/vue/prodServer',
    getHeaders: () => ({ userid: opts.userId, language: opts.lang ?? 'en' }),
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const res = await sandbox.handle({
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      if ('networkError' in res) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(res.body), { status: res.httpStatus, headers: { 'content-type': 'application/json' } });
    },
  });
  return { sandbox, http };
}

/**
 * A fetch answering from the sandbox as the browser's own fetch would: what the page sends outside the API
 * client, such as the multipart upload to the signed host (a FormData body).
 */
export function sandboxFetch(sandbox: Sandbox, origin = 'http://localhost:3000'): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), origin);
    const body = init?.body;
    const res = await sandbox.handle({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: body instanceof FormData ? multipartBody(body) : typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined,
    });
    if ('networkError' in res) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(res.body), { status: res.httpStatus, headers: { 'content-type': 'application/json' } });
  };
}
