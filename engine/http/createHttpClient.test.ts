import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './createHttpClient';
import { ApiError } from './ApiError';

type Call = { url: string; init: RequestInit };

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const client = (f: typeof fetch, extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
  createHttpClient({ getHeaders: () => ({ userid: '42', language: 'en' }), fetch: f, now: () => 1700000000000, ...extra });

describe('http client', () => {
  it('calls /vue/prodServer with a timestamp parameter, app headers, level lower and the timestamp header', async () => {
    const f = fakeFetch(() => json({ status: 0, content: { ok: 1 } }));
    const out = await client(f.fetch).request({ path: '/user/getUser', params: { classify: 3, period: 0 } });
    expect(out).toEqual({ ok: 1 });
    const { url, init } = f.calls[0]!;
    const u = new URL(url, 'http://x');
    expect(u.pathname).toBe('/vue/prodServer/user/getUser');
    expect(u.searchParams.get('timestamp')).toBe('1700000000000');
    expect(u.searchParams.get('classify')).toBe('3');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ userid: '42', language: 'en', level: 'lower', timestamp: '1700000000000' });
  });

  it('POST sends params as JSON body and keeps the timestamp in the query', async () => {
    const f = fakeFetch(() => json({ status: 0, content: [] }));
    await client(f.fetch).request({ path: '/user/getBasicUsers', method: 'POST', params: { ids: [1, 2] } });
    const { url, init } = f.calls[0]!;
    expect(url).toBe('/vue/prodServer/user/getBasicUsers?timestamp=1700000000000');
    expect(init.body).toBe(JSON.stringify({ ids: [1, 2] }));
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('POST with an explicit body puts params in the query (e.g. draw?lotteryId=)', async () => {
    const f = fakeFetch(() => json({ status: 0, content: {} }));
    await client(f.fetch).request({ path: '/lottery/slotMachineLottery/draw', method: 'POST', params: { lotteryId: 7 }, body: [3] });
    expect(f.calls[0]!.url).toBe('/vue/prodServer/lottery/slotMachineLottery/draw?lotteryId=7&timestamp=1700000000000');
    expect(f.calls[0]!.init.body).toBe('[3]');
  });

  it('network failure rejects with code 500 and "Network is busy, please try later."', async () => {
    const f = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const err = await client(f.fetch).request({ path: '/x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 500, message: 'Network is busy, please try later.', kind: 'network' });
  });

  it('a transport error (HTTP 502, unreadable body) is a network failure', async () => {
    const bad = await client(fakeFetch(() => new Response('oops', { status: 502 })).fetch).request({ path: '/x' }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: 500, kind: 'network' });
    const garbled = await client(fakeFetch(() => new Response('<html>', { status: 200 })).fetch).request({ path: '/x' }).catch((e: unknown) => e);
    expect(garbled).toMatchObject({ code: 500, kind: 'network' });
  });

  it('a non-zero status rejects with the whole response', async () => {
    const body = { status: 10023, message: 'Not enough diamonds', content: null };
    const err = await client(fakeFetch(() => json(body)).fetch).request({ path: '/x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 10023, message: 'Not enough diamonds', kind: 'status', response: body });
  });

  it('an empty response is rejected', async () => {
    const empty = await client(fakeFetch(() => new Response('', { status: 200 })).fetch).request({ path: '/x' }).catch((e: unknown) => e);
    expect(empty).toMatchObject({ kind: 'empty' });
    const noContent = await client(fakeFetch(() => json({ status: 0 })).fetch).request({ path: '/x' }).catch((e: unknown) => e);
    expect(noContent).toMatchObject({ kind: 'empty', response: { status: 0 } });
  });

  it('reports calls in flight, except silent ones', async () => {
    const seen: number[] = [];
    const f = fakeFetch(() => json({ status: 0, content: 1 }));
    const c = client(f.fetch, { onPendingChange: (n) => seen.push(n) });
    await c.request({ path: '/a' });
    await c.request({ path: '/b', silent: true });
    expect(seen).toEqual([1, 0]);
  });
});
