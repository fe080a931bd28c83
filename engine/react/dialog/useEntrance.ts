import { useEffect } from 'react';
import type { animate as Animate } from 'framer-motion/dom';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';

export type EntranceFrom = 'center' | 'top' | 'bottom';

const KEYFRAMES = {
  center: { opacity: [0, 1], scale: [0.9, 1] },
  top: { opacity: [0, 1], y: ['-100%', '0%'] },
  bottom: { opacity: [0, 1], y: ['100%', '0%'] },
} as const satisfies Record<EntranceFrom, Record<string, readonly (number | string)[]>>;

/**
 * An entrance starts within this long of the element appearing, or not at all: started later, it would make a dialog
 * already on screen vanish and shrink under a finger about to tap it (a slow phone still fetching the animation code).
 */
export const LATE_ENTRANCE_MS = 50;

type AnimationModule = { animate: typeof Animate };
let loading: Promise<AnimationModule> | undefined;
/** The animation library, fetched once (again after a failed fetch). */
function animationModule(): Promise<AnimationModule> {
  loading ??= import('framer-motion/dom').catch((e: unknown) => {
    loading = undefined;
    throw e;
  });
  return loading;
}

const prefetched = new WeakSet<() => Promise<AnimationModule>>();
/** Fetches the library once the page has loaded and its main thread is idle, so a dialog that opens later has it. */
function prefetchWhenIdle(load: () => Promise<AnimationModule>): void {
  if (prefetched.has(load)) return;
  prefetched.add(load);
  const idle = (run: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run) : window.setTimeout(run, 0));
  const fetchIt = () => idle(() => void load().catch(() => prefetched.delete(load)));
  if (document.readyState === 'complete') fetchIt();
  else window.addEventListener('load', fetchIt, { once: true });
}

/**
 * Plays an entrance animation on the element when it appears. The animation library is fetched only where
 * something may animate: when the element appears, or before, once the page is idle, where it is rendered hidden (a
 * dialog rendered closed); an entrance whose code comes late is not played. Nothing moves when the user prefers
 * reduced motion. The element itself is never replaced, so focus inside it is kept.
 */
export function useEntrance(el: HTMLElement | null, from: EntranceFrom, active = true, load: () => Promise<AnimationModule> = animationModule): void {
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    if (reduced) return undefined;
    if (!active) {
      prefetchWhenIdle(load);
      return undefined;
    }
    if (!el) return undefined;
    let cancelled = false;
    let stop: (() => void) | undefined;
    const shownAt = performance.now();
    load()
      .then(({ animate }) => {
        if (cancelled || performance.now() - shownAt > LATE_ENTRANCE_MS) return;
        const frames = KEYFRAMES[from];
        const controls = animate(el, Object.fromEntries(Object.entries(frames).map(([k, v]) => [k, [...v]])), { duration: 0.2, ease: 'easeOut' });
        stop = () => controls.stop();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [el, from, active, reduced, load]);
}
