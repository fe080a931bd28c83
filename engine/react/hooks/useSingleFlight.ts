import { useCallback, useRef, useState } from 'react';

/**
 * Wraps an async function so a second call while one is in flight does
 * nothing and resolves with undefined (money writes: bet, draw, buy, pay).
 */
export function useSingleFlight<A extends unknown[], R>(fn: (...a: A) => Promise<R>): { run(...a: A): Promise<R | undefined>; pending: boolean } {
  const busy = useRef(false);
  const latest = useRef(fn);
  latest.current = fn;
  const [pending, setPending] = useState(false);
  const run = useCallback(async (...a: A): Promise<R | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    try {
      return await latest.current(...a);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}
