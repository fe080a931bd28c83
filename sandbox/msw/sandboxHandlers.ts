/**
 * The sandbox in-process through msw 2: HTTP handlers for vitest (msw/node
 * `setupServer`) and Storybook (msw-storybook-addon), plus the push socket via
 * msw's `ws` API. No Node API here: this file also runs in the browser.
 */
import { http, HttpResponse, ws, type RequestHandler, type WebSocketHandler } from 'msw';
import type { Sandbox } from '../core/createSandbox';
import { multipartBody } from '../core/multipart';
import { isRawBody, isSandboxPath } from '../core/types';

export const SANDBOX_PATHS = /\/vue\/(prodServer|sandbox)\//;

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return multipartBody(await request.formData());
  const text = await request.text();
  if (!text) return undefined;
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One catch-all handler answering every sandbox path from `sandbox`. */
export function sandboxHandlers(sandbox: Sandbox): RequestHandler[] {
  return [
    http.all(SANDBOX_PATHS, async ({ request }) => {
      const url = new URL(request.url);
      if (!isSandboxPath(url.pathname)) return undefined;
      const headers: Record<string, string> = {};
      request.headers.forEach((v, k) => { headers[k] = v; });
      const out = await sandbox.handle({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers, body: await readBody(request) });
      if ('networkError' in out) return HttpResponse.error();
      const extra = out.headers ?? {};
      if (isRawBody(out.body)) return new HttpResponse(out.body.raw, { status: out.httpStatus, headers: { ...extra, 'content-type': out.body.contentType } });
      if (out.body === null || out.body === undefined) return new HttpResponse(null, { status: out.httpStatus, headers: extra });
      return HttpResponse.json(out.body, { status: out.httpStatus, headers: extra });
    }),
  ];
}

/**
 * The push socket (`ws(s)://<any host>/vue/sandbox/ws`) answered in-process:
 * each connected client receives the sandbox's pushes; rounds tick every second
 * while a client is connected.
 */
export function sandboxPushHandler(sandbox: Sandbox, url = '*/vue/sandbox/ws'): WebSocketHandler {
  const link = ws.link(url);
  let ticker: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => void) | undefined;
  return link.addEventListener('connection', ({ client }) => {
    if (!unsubscribe) unsubscribe = sandbox.pushes.subscribe((msg) => link.broadcast(JSON.stringify(msg)));
    ticker ??= setInterval(() => sandbox.tick(), 1000);
    client.addEventListener('close', () => {
      if (link.clients.size > 0) return;
      clearInterval(ticker);
      ticker = undefined;
      unsubscribe?.();
      unsubscribe = undefined;
    });
  });
}
