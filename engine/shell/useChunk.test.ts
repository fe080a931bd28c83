import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChunk } from './useChunk';
import { withTimeout, ChunkLoadError } from './withTimeout';

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('P§9: a page part still loading after 120000 ms rejects as timed out', async () => {
    const p = withTimeout(() => new Promise<never>(() => undefined));
    const seen = p.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const err = await seen;
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect((err as ChunkLoadError).timedOut).toBe(true);
  });

  it('P§8: a failing import rejects as a chunk load error', async () => {
    const err = await withTimeout(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect((err as ChunkLoadError).timedOut).toBe(false);
  });
});

describe('useChunk', () => {
  it('P§2: a loaded part is remembered and shown at once on the next visit', async () => {
    const load = vi.fn(async () => 'page');
    const first = renderHook(() => useChunk(load));
    await act(async () => undefined);
    expect(first.result.current).toEqual({ status: 'ready', value: 'page' });
    first.unmount();
    const second = renderHook(() => useChunk(load));
    expect(second.result.current).toEqual({ status: 'ready', value: 'page' });
    expect(load).toHaveBeenCalledOnce();
  });
});
