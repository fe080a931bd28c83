/**
 * The end of the wait for the app's pay result that the user sees: when the page becomes visible again after the
 * app's pay sheet and no result follows within PAY_RESULT_GRACE_MS, or after PAY_RESULT_TIMEOUT_MS in any case,
 * the wait ends. Neither limit comes from the app's contract: both are the platform's own.
 */

/** Longest wait for the app's pay result before the buy button is usable again. */
export const PAY_RESULT_TIMEOUT_MS = 60_000;
/** Wait for the pay result once the page is visible again after the app's pay sheet. */
export const PAY_RESULT_GRACE_MS = 5_000;

/** The part of the document the flow watches to tell the user is back from the pay sheet. */
export interface PageVisibility {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', cb: () => void): void;
  removeEventListener(type: 'visibilitychange', cb: () => void): void;
}

export interface ResultWait {
  /** Starts (or starts again) the wait for one result. */
  watch(): void;
  /** Stops the wait without ending it: the result came, or the flow closed. */
  unwatch(): void;
}

/** A wait that calls `ended` once it runs out: 'timeout' in any case, 'returned' after the user is back. */
export function createResultWait(o: { timeoutMs: number; graceMs: number; visibility?: PageVisibility; ended: (why: 'timeout' | 'returned') => void }): ResultWait {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  let grace: ReturnType<typeof setTimeout> | undefined;
  const onVisibility = () => {
    if (o.visibility?.visibilityState === 'visible') {
      grace ??= setTimeout(() => o.ended('returned'), o.graceMs);
    } else {
      clearTimeout(grace);
      grace = undefined;
    }
  };
  const unwatch = () => {
    clearTimeout(timeout);
    clearTimeout(grace);
    timeout = grace = undefined;
    o.visibility?.removeEventListener('visibilitychange', onVisibility);
  };
  return {
    unwatch,
    watch() {
      unwatch();
      timeout = setTimeout(() => o.ended('timeout'), o.timeoutMs);
      o.visibility?.addEventListener('visibilitychange', onVisibility);
    },
  };
}
