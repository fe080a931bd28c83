import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, shouldRetryRead } from './createQueryClient';
import { ApiError, networkError } from './ApiError';
import { createHttpClient, READ_TIMEOUT_MS } from './createHttpClient';

describe('query client', () => {
  it('reads retry up to twice on network failure (code 500)', async () => {
    const qc = createQueryClient({ retryDelayMs: 0 });
    const fn = vi.fn(() => Promise.reject(networkError()));
    await expect(qc.fetchQuery({ queryKey: ['net'], queryFn: fn })).rejects.toMatchObject({ code: 500 });
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('reads do not retry a server refusal (non-zero status)', async () => {
    const qc = createQueryClient({ retryDelayMs: 0 });
    const fn = vi.fn(() => Promise.reject(new ApiError(500, 'server says 500', { kind: 'status' })));
    await expect(qc.fetchQuery({ queryKey: ['status'], queryFn: fn })).rejects.toBeInstanceOf(ApiError);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(shouldRetryRead(0, new Error('plain'))).toBe(false);
  });

  it('writes never retry, even on network failure', async () => {
    const qc = createQueryClient({ retryDelayMs: 0 });
    const fn = vi.fn(() => Promise.reject(networkError()));
    const mutation = qc.getMutationCache().build(qc, { mutationFn: fn });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ code: 500 });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  afterEach(() => {
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  it('a read that keeps failing on the network reports its error within two seconds of the first failure, after three attempts', async () => {
    vi.useFakeTimers();
    const qc = createQueryClient();
    const fn = vi.fn(() => Promise.reject(networkError()));
    let settled: unknown;
    void qc.fetchQuery({ queryKey: ['down'], queryFn: fn }).catch((e: unknown) => { settled = e; });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fn).toHaveBeenCalledTimes(3);
    expect(settled).toMatchObject({ code: 500, kind: 'network' });
  });

  it('a read fails, and does not wait, while the browser says it is offline', async () => {
    vi.useFakeTimers();
    onlineManager.setOnline(false);
    const qc = createQueryClient();
    const fn = vi.fn(() => Promise.reject(networkError()));
    let settled: unknown;
    void qc.fetchQuery({ queryKey: ['offline'], queryFn: fn }).catch((e: unknown) => { settled = e; });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fn).toHaveBeenCalledTimes(3);
    expect(settled).toMatchObject({ code: 500 });
  });

  it('a read with no answer fails as a network failure after READ_TIMEOUT_MS; a write is never cut off', async () => {
    vi.useFakeTimers();
    const signals: (AbortSignal | undefined)[] = [];
    const hanging = ((_url: string, init?: RequestInit) => new Promise<Response>((_resolve, reject) => {
      signals.push(init?.signal ?? undefined);
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    })) as unknown as typeof fetch;
    const http = createHttpClient({ getHeaders: () => ({}), fetch: hanging });
    let read: unknown;
    void http.request({ path: '/x' }).catch((e: unknown) => { read = e; });
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    expect(read).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toMatchObject({ code: 500, kind: 'network' });
    void http.request({ path: '/pay', method: 'POST', params: { a: 1 } });
    expect(signals[1]).toBeUndefined();
  });
});
