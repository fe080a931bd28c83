/** A clock fixed at a given instant for tests; `set` and `advance` move it and notify subscribers. */
import type { Clock } from '@engine/core/clock';

export interface TestClock extends Clock {
  set(at: string | number): void;
  advance(ms: number): void;
}

export function createTestClock(at: string | number = '2026-06-01T12:00:00+08:00'): TestClock {
  let now = typeof at === 'number' ? at : Date.parse(at);
  const listeners = new Set<(now: number) => void>();
  const emit = () => {
    for (const cb of [...listeners]) cb(now);
  };
  return {
    previewing: false,
    now: () => now,
    sync(ms) {
      now = ms;
      emit();
    },
    set(next) {
      now = typeof next === 'number' ? next : Date.parse(next);
      emit();
    },
    advance(ms) {
      now += ms;
      emit();
    },
    subscribe(cb) {
      listeners.add(cb);
      return () => void listeners.delete(cb);
    },
    stop: () => listeners.clear(),
  };
}
