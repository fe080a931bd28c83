import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useEngineContext } from '../useEngineContext';

/**
 * Reads a value derived from the engine clock; the component re-renders only
 * when the derived value changes (a phase changes a few times, `now` each tick).
 */
export function useClockValue<T>(select: (now: number) => T): T {
  const { clock } = useEngineContext().services;
  const last = useRef<number | null>(null);
  if (last.current === null) last.current = clock.now();
  const subscribe = useCallback(
    (cb: () => void) =>
      clock.subscribe((now) => {
        last.current = now;
        cb();
      }),
    [clock],
  );
  const read = () => select(last.current ?? clock.now());
  return useSyncExternalStore(subscribe, read, read);
}
