import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePreviewAt, previewAtProblem, createClock } from './clock';

afterEach(() => vi.useRealTimers());

describe('createClock', () => {
  it('ticks subscribers every 1000 ms and stops when unsubscribed', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2024-01-01T00:00:00Z'));
    const clock = createClock();
    const seen: number[] = [];
    const off = clock.subscribe((t) => seen.push(t));
    vi.advanceTimersByTime(999);
    expect(seen).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([Date.parse('2024-01-01T00:00:01Z')]);
    vi.advanceTimersByTime(2000);
    expect(seen).toHaveLength(3);
    off();
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sync keeps the server offset', () => {
    let local = 1_000;
    const clock = createClock({ now: () => local });
    clock.sync(61_000);
    expect(clock.now()).toBe(61_000);
    local = 2_000;
    expect(clock.now()).toBe(62_000);
  });

  it('whole-second readings (an HTTP Date header) narrow the estimate without moving the clock back and forth', () => {
    // The server is 10.4 s ahead of the device; its Date header cuts each reading to the second.
    let local = 0;
    const server = () => local + 10_400;
    const clock = createClock({ now: () => local });
    const readings: number[] = [];
    for (const at of [0, 300, 700, 900, 1_650, 2_100, 3_050, 4_500]) {
      local = at;
      clock.sync(Math.floor(server() / 1000) * 1000, 1000);
      readings.push(clock.now() - local);
    }
    // Within half a second from the first reading, never off by more afterwards, and closer at the end.
    for (const offset of readings) expect(Math.abs(offset - 10_400)).toBeLessThanOrEqual(500);
    expect(Math.abs(readings.at(-1)! - 10_400)).toBeLessThanOrEqual(300);
    // Readings that agree with the estimate leave it alone (no one-second jumps).
    expect(new Set(readings.slice(0, 4)).size).toBe(1);
  });

  it('a reading that disagrees with all before (the server\'s time moved) starts over from it', () => {
    let local = 0;
    const clock = createClock({ now: () => local });
    clock.sync(10_000, 1000);
    local = 1_000;
    clock.sync(3_611_000, 1000);
    expect(clock.now()).toBe(3_611_500);
  });

  it('notifies subscribers after a sync', () => {
    const clock = createClock({ now: () => 0 });
    const cb = vi.fn();
    const off = clock.subscribe(cb);
    clock.sync(5_000);
    expect(cb).toHaveBeenCalledWith(5_000);
    off();
  });

  it('previewAt moves the clock only when preview is allowed', () => {
    let local = 0;
    const preview = createClock({ now: () => local, previewAt: '2030-01-01T00:00:00Z', allowPreview: true });
    expect(preview.now()).toBe(Date.parse('2030-01-01T00:00:00Z'));
    expect(preview.previewing).toBe(true);
    preview.sync(123);
    local = 500;
    expect(preview.now()).toBe(Date.parse('2030-01-01T00:00:00Z') + 500);

    const production = createClock({ now: () => 7, previewAt: '2030-01-01T00:00:00Z', allowPreview: false });
    expect(production.now()).toBe(7);
    expect(production.previewing).toBe(false);
  });

  it('does not start a timer until someone subscribes; stop clears everything', () => {
    vi.useFakeTimers();
    const clock = createClock();
    expect(vi.getTimerCount()).toBe(0);
    const cb = vi.fn();
    clock.subscribe(cb);
    expect(vi.getTimerCount()).toBe(1);
    clock.stop();
    vi.advanceTimersByTime(3000);
    expect(cb).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('previewAtProblem says why a preview value cannot move the clock', () => {
    expect(previewAtProblem(undefined)).toBeUndefined();
    expect(previewAtProblem('2030-01-01T10:00:00+08:00')).toBeUndefined();
    expect(previewAtProblem('tomorrow')).toBe("'tomorrow' is not an instant: write ISO-8601 with an offset, e.g. 2030-01-01T10:00:00+08:00");
    expect(previewAtProblem('')).toBeDefined();
  });

  it('a link written with a + offset, which reaches the page as a space, moves the clock as written', () => {
    const query = Object.fromEntries(new URLSearchParams('at=2026-12-10T12:00:00+08:00'));
    expect(query.at).toBe('2026-12-10T12:00:00 08:00');
    expect(previewAtProblem(query.at)).toBeUndefined();
    expect(parsePreviewAt(query.at ?? '')).toBe(Date.parse('2026-12-10T12:00:00+08:00'));
    expect(parsePreviewAt('2026-12-10T12:00 0800')).toBe(Date.parse('2026-12-10T12:00+08:00'));
    expect(createClock({ now: () => 0, previewAt: query.at, allowPreview: true }).now()).toBe(Date.parse('2026-12-10T04:00:00Z'));
    expect(createClock({ now: () => 0, previewAt: '2030-01-01T10:00:00+08:00', allowPreview: true }).previewing).toBe(true);
  });
});
