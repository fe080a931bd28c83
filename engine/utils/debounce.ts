/** Rate limiting of handlers: debounce and throttle default to 300 ms. */
export const DEFAULT_WAIT_MS = 300;

export interface Limited<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Runs `fn` once calls have stopped for `waitMs`, with the last arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs = DEFAULT_WAIT_MS): Limited<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

/** Runs `fn` at once, then at most once per `waitMs` (the last call of a window runs at its end). */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs = DEFAULT_WAIT_MS): Limited<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const throttled = (...args: A) => {
    const now = Date.now();
    const remaining = waitMs - (now - last);
    if (remaining <= 0 && timer === undefined) {
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        const a = pending;
        pending = undefined;
        if (a) fn(...a);
      }, Math.max(remaining, 0));
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
