import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadChunk, useChunk } from './useChunk';
import { withTimeout, ChunkLoadError } from './withTimeout';

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a page part still loading after 120000 ms rejects as timed out', async () => {
    const p = withTimeout(() => new Promise<never>(() => undefined));
    const seen = p.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const err = await seen;
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect((err as ChunkLoadError).timedOut).toBe(true);
  });

  it('a failing import rejects as a chunk load error', async () => {
    const err = await withTimeout(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect((err as ChunkLoadError).timedOut).toBe(false);
  });
});

describe('useChunk', () => {
  it('a loaded part is remembered and shown at once on the next visit', async () => {
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

describe('useChunk with a preload in flight', () => {
  it('a part preloaded while the page mounts shows once it is in, even when it lands between render and effects', async () => {
    // The race of a page opened directly: startApp preloads the page part while the router renders it. The part
    // lands after the page has rendered "loading" and before its effects run; it must not stay loading forever.
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    let land: (v: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (land = resolve)));
    const preloaded = preloadChunk(load);
    const seen: string[] = [];
    function Part() {
      const chunk = useChunk(load);
      seen.push(chunk.status);
      return <p>{chunk.status === 'ready' ? chunk.value : chunk.status}</p>;
    }
    // Lands during the commit (a layout effect runs before the passive effects, which React runs in a later task).
    function Lands() {
      useLayoutEffect(() => land('page'), []);
      return null;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    try {
      root.render(<><Part /><Lands /></>);
      await preloaded;
      await vi.waitFor(() => expect(container.textContent).toBe('page'), { timeout: 2000 });
      expect(seen[0]).toBe('loading');
      expect(load).toHaveBeenCalledOnce();
    } finally {
      root.unmount();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });
});
