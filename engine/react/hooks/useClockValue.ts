import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useEngineContext } from '../useEngineContext';

const idle = () => () => undefined;

/**
 * Reads a value derived from the engine clock; the component re-renders only
 * when the derived value changes (a phase changes a few times, `now` each tick).
 * `active: false` skips the subscription (nodes whose bindings do not read `now`).
 */
export function useClockValue<T>(select: (now: number) => T, active = true): T {
  const { clock } = useEngineContext().services;
  const last = useRef<number | null>(null);
  if (last.current === null) last.current = clock.now();
  const subscribed = useRef(false);
  const subscribe = useCallback(
    (cb: () => void) => {
      // Subscribed again (a kept-alive page shown again): the time read before it was hidden is old.
      if (subscribed.current) last.current = clock.now();
      subscribed.current = true;
      return clock.subscribe((now) => {
        last.current = now;
        cb();
      });
    },
    [clock],
  );
  const read = () => select(last.current ?? clock.now());
  return useSyncExternalStore(active ? subscribe : idle, read, read);
}
