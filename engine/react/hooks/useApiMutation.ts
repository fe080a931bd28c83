import { useCallback, useRef, useState } from 'react';
import type { ApiRequest } from '../../http';
import { useEngineContext } from '../useEngineContext';

/**
 * A write through the engine http client (never retried). With `money: true`
 * it is single-flight: a second call while one is in flight sends nothing and
 * returns the pending call's promise.
 */
export function useApiMutation<T>(opts?: { money?: boolean }): { mutate(req: ApiRequest): Promise<T>; pending: boolean } {
  const { http } = useEngineContext().services;
  const inFlight = useRef<Promise<T> | null>(null);
  const [count, setCount] = useState(0);
  const money = opts?.money ?? false;
  const mutate = useCallback(
    (req: ApiRequest): Promise<T> => {
      if (money && inFlight.current) return inFlight.current;
      setCount((c) => c + 1);
      const p = http.request<T>(req).finally(() => {
        if (inFlight.current === p) inFlight.current = null;
        setCount((c) => c - 1);
      });
      if (money) inFlight.current = p;
      return p;
    },
    [http, money],
  );
  return { mutate, pending: count > 0 };
}
