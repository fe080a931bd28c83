/**
 * The engine clock while a prerendered page hydrates: it reads the instant
 * the page was prerendered at, so countdowns and phases render the same
 * markup as the HTML; `unpin()` (once hydrated) reads the real time from
 * then on, and `release()` hands over to the real clock and tells every
 * subscriber the real time at once.
 */
import type { Clock } from '@engine/core/clock';

export interface HydrationClock extends Clock {
  /** Reads the real time from now on; subscribers hear of it at `release()`. */
  unpin(): void;
  release(): void;
}

export function hydrationClock(clock: Clock, prerenderedAt: number): HydrationClock {
  let pinned = true;
  let released = false;
  const listeners = new Set<(now: number) => void>();
  return {
    get previewing() {
      return clock.previewing;
    },
    now: () => (pinned ? prerenderedAt : clock.now()),
    sync: (serverNowMs, precisionMs) => clock.sync(serverNowMs, precisionMs),
    subscribe(cb) {
      listeners.add(cb);
      const off = clock.subscribe((now) => {
        if (!pinned) cb(now);
      });
      return () => {
        listeners.delete(cb);
        off();
      };
    },
    stop: () => clock.stop(),
    unpin() {
      pinned = false;
    },
    release() {
      if (released) return;
      released = true;
      pinned = false;
      const now = clock.now();
      for (const cb of [...listeners]) cb(now);
    },
  };
}

/** The prerender marks of the root element: instant and language, when the page was prerendered. */
export function prerenderMarks(container: Element): { at: number; lang: string } | undefined {
  if (!container.hasChildNodes()) return undefined;
  const at = Number(container.getAttribute('data-prerendered-at'));
  const lang = container.getAttribute('data-prerendered-lang') ?? '';
  return Number.isFinite(at) && at > 0 && lang ? { at, lang } : undefined;
}
