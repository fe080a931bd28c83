// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreloadProgress } from './usePreloadProgress';

describe('usePreloadProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('simulated progress rises +10 per second and stops at 70', () => {
    const { result } = renderHook(() => usePreloadProgress(false, false));
    expect(result.current.progress).toBe(0);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.progress).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.progress).toBe(10);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.progress).toBe(40);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.progress).toBe(70);
    expect(result.current.visible).toBe(true);
  });

  it('jumps to 90 when resources load, then 100 and hides 150 ms later', () => {
    const { result, rerender } = renderHook(({ res, page }) => usePreloadProgress(res, page), {
      initialProps: { res: false, page: false },
    });
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.progress).toBe(20);
    rerender({ res: true, page: false });
    expect(result.current.progress).toBe(90);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.progress).toBe(90);
    rerender({ res: true, page: true });
    expect(result.current.progress).toBe(100);
    act(() => vi.advanceTimersByTime(149));
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.visible).toBe(false);
  });
});
