import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNumberRoller } from './useNumberRoller';

describe('useNumberRoller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('running steps one value every 40 ms and wraps around', () => {
    const { result } = renderHook(() => useNumberRoller(8));
    act(() => result.current.start());
    expect(result.current.state).toBe('running');
    act(() => vi.advanceTimersByTime(40));
    expect(result.current.value).toBe(9);
    act(() => vi.advanceTimersByTime(40));
    expect(result.current.value).toBe(0);
    act(() => vi.advanceTimersByTime(39));
    expect(result.current.value).toBe(0);
  });

  it('stopping slows down over the last steps and stops on the target', () => {
    const onStopped = vi.fn();
    const { result } = renderHook(() => useNumberRoller(0, {}, onStopped));
    act(() => result.current.start());
    act(() => result.current.stop(7));
    expect(result.current.state).toBe('stopping');
    act(() => vi.advanceTimersByTime(40 * 4));
    expect(result.current.value).toBe(4);
    act(() => vi.advanceTimersByTime(139));
    expect(result.current.value).toBe(4);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.value).toBe(5);
    act(() => vi.advanceTimersByTime(240));
    expect(result.current.value).toBe(6);
    act(() => vi.advanceTimersByTime(439));
    expect(result.current.state).toBe('stopping');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.value).toBe(7);
    expect(result.current.state).toBe('stopped');
    expect(onStopped).toHaveBeenCalledWith(7);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.value).toBe(7);
  });

  it('stopping next to the target still takes a full lap', () => {
    const { result } = renderHook(() => useNumberRoller(6));
    act(() => result.current.stop(7));
    act(() => vi.advanceTimersByTime(40 * 8 + 140 + 240));
    expect(result.current.state).toBe('stopping');
    act(() => vi.advanceTimersByTime(440));
    expect(result.current.state).toBe('stopped');
    expect(result.current.value).toBe(7);
  });

  it('stop without a target stops at once where it is', () => {
    const { result } = renderHook(() => useNumberRoller(3));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(80));
    act(() => result.current.stop());
    expect(result.current.state).toBe('stopped');
    act(() => vi.advanceTimersByTime(400));
    expect(result.current.value).toBe(5);
  });
});
