import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, shouldRetryRead } from './createQueryClient';
import { ApiError, networkError } from './ApiError';

describe('query client', () => {
  it('P§8: reads retry up to twice on network failure (code 500)', async () => {
    const qc = createQueryClient({ retryDelayMs: 0 });
    const fn = vi.fn(() => Promise.reject(networkError()));
    await expect(qc.fetchQuery({ queryKey: ['net'], queryFn: fn })).rejects.toMatchObject({ code: 500 });
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('P§8: reads do not retry a server refusal (non-zero status)', async () => {
    const qc = createQueryClient({ retryDelayMs: 0 });
    const fn = vi.fn(() => Promise.reject(new ApiError(500, 'server says 500', { kind: 'status' })));
    await expect(qc.fetchQuery({ queryKey: ['status'], queryFn: fn })).rejects.toBeInstanceOf(ApiError);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(shouldRetryRead(0, new Error('plain'))).toBe(false);
  });

  it('P§8: writes never retry, even on network failure', async () => {
    const qc = createQueryClient({ retryDelayMs: 0 });
    const fn = vi.fn(() => Promise.reject(networkError()));
    const mutation = qc.getMutationCache().build(qc, { mutationFn: fn });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ code: 500 });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
