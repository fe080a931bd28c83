/**
 * Test harness: the real sandbox server on a free port with a controllable
 * clock, and a `call` helper speaking the client's envelope over HTTP.
 */
import { createSandbox } from '@sandbox/core/createSandbox';
import { fixturesFromDisk } from '@sandbox/server/fixtureFiles';
import { startSandboxServer, type SandboxServer } from '@sandbox/server/startSandboxServer';

/** 2026-11-22 10:00:05 in UTC+8: a betting second of a round, mid-day. */
export const T0 = Date.parse('2026-11-22T10:00:05+08:00');

/** Answers read in tests are free-form JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Envelope<T = unknown> {
  status: number;
  content?: T;
  message?: string;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  user?: string;
  lang?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** The calling page's address (the sandbox reads a previewed instant, `?at=`, from it). */
  referer?: string;
  /** More request headers, e.g. the device's udid. */
  headers?: Record<string, string>;
}

export interface Harness {
  server: SandboxServer;
  url: string;
  /** Moves the injected clock. */
  advance(ms: number): void;
  setTime(ms: number): void;
  now(): number;
  call<T = Json>(path: string, opts?: CallOptions): Promise<Envelope<T>>;
  /** Like call, but fails the test unless status is 0; returns content. */
  ok<T = Json>(path: string, opts?: CallOptions): Promise<T>;
  control(body?: Record<string, unknown>): Promise<Json>;
  close(): Promise<void>;
}

export async function startHarness(seed = 7, start = T0): Promise<Harness> {
  let t = start;
  const sandbox = createSandbox({ seed, now: () => t, fixtures: fixturesFromDisk() });
  const server = await startSandboxServer({ port: 0, sandbox });
  const call = async <T>(path: string, o: CallOptions = {}): Promise<Envelope<T>> => {
    const qs = new URLSearchParams(Object.entries(o.query ?? {}).map(([k, v]) => [k, String(v)]));
    qs.set('timestamp', String(t));
    const res = await fetch(`${server.url}/vue/prodServer${path}?${qs}`, {
      method: o.method ?? 'GET',
      headers: { userid: o.user ?? '10002', language: o.lang ?? 'en', level: 'lower', ...(o.referer ? { referer: o.referer } : {}), ...o.headers, ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}),
    });
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as Envelope<T>;
  };
  return {
    server,
    url: server.url,
    advance: (ms) => { t += ms; },
    setTime: (ms) => { t = ms; },
    now: () => t,
    call,
    async ok<T>(path: string, o?: CallOptions) {
      const r = await call<T>(path, o);
      if (r.status !== 0) throw new Error(`${path} answered ${r.status}: ${r.message}`);
      return r.content as T;
    },
    async control(body?: Record<string, unknown>) {
      const res = await fetch(`${server.url}/vue/sandbox/control`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
      return ((await res.json()) as Envelope).content;
    },
    close: () => server.close(),
  };
}
