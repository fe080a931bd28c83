import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { indexOfValue, rollerValues, stopPlan, ROLLER_DEFAULTS, type RollerTiming } from './rollerPlan';

export type RollerState = 'running' | 'stopping' | 'stopped';

export interface NumberRoller {
  value: number;
  state: RollerState;
  /** Starts stepping every `intervalMs` (state running). */
  start(): void;
  /** Without a target stops at once; with one, slows down and stops on it (stopping, then stopped). */
  stop(target?: number): void;
  /** Shows `value` at once (no animation), e.g. a value that changed while idle. */
  jump(value: number): void;
}

/**
 * The number roller driven by timers: running (one step every `intervalMs`), stopping (slowing down onto the
 * target, a full lap first when it is too near) and stopped. `onStopped` fires when a stop completes.
 */
export function useNumberRoller(initial: number, timing: Partial<RollerTiming> = {}, onStopped?: (value: number) => void): NumberRoller {
  const t = { ...ROLLER_DEFAULTS, ...timing };
  const values = useMemo(() => rollerValues(t.min, t.max, t.step), [t.min, t.max, t.step]);
  const index = useRef(indexOfValue(values, initial));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [shown, setShown] = useState(index.current);
  const [state, setState] = useState<RollerState>('stopped');
  const timingRef = useRef(t);
  timingRef.current = t;
  const stoppedRef = useRef(onStopped);
  stoppedRef.current = onStopped;

  const clear = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  const advance = useCallback(() => {
    index.current = (index.current + 1) % values.length;
    setShown(index.current);
  }, [values.length]);

  const start = useCallback(() => {
    clear();
    setState('running');
    const tick = () => {
      advance();
      timer.current = setTimeout(tick, timingRef.current.intervalMs);
    };
    timer.current = setTimeout(tick, timingRef.current.intervalMs);
  }, [advance]);

  const stop = useCallback(
    (target?: number) => {
      clear();
      const finish = () => {
        timer.current = undefined;
        setState('stopped');
        stoppedRef.current?.(values[index.current] ?? 0);
      };
      if (target === undefined) return finish();
      setState('stopping');
      const plan = stopPlan(index.current, target, timingRef.current);
      const next = (i: number) => {
        const delay = plan[i];
        if (delay === undefined) return finish();
        timer.current = setTimeout(() => {
          advance();
          next(i + 1);
        }, delay);
      };
      next(0);
    },
    [advance, values],
  );

  const jump = useCallback(
    (value: number) => {
      clear();
      index.current = indexOfValue(values, value);
      setShown(index.current);
      setState('stopped');
    },
    [values],
  );

  useEffect(() => clear, []);
  return { value: values[shown] ?? t.min, state, start, stop, jump };
}
