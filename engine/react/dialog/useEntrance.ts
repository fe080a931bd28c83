import { useEffect } from 'react';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';

export type EntranceFrom = 'center' | 'top' | 'bottom';

const KEYFRAMES = {
  center: { opacity: [0, 1], scale: [0.9, 1] },
  top: { opacity: [0, 1], y: ['-100%', '0%'] },
  bottom: { opacity: [0, 1], y: ['100%', '0%'] },
} as const satisfies Record<EntranceFrom, Record<string, readonly (number | string)[]>>;

/**
 * Plays an entrance animation on the element when it appears. The animation
 * library is fetched only when something animates, and nothing moves when
 * the user prefers reduced motion. The element itself is never replaced, so
 * focus inside it is kept.
 */
export function useEntrance(el: HTMLElement | null, from: EntranceFrom, active = true): void {
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    if (!el || !active || reduced) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    import('framer-motion/dom')
      .then(({ animate }) => {
        if (cancelled) return;
        const frames = KEYFRAMES[from];
        const controls = animate(el, Object.fromEntries(Object.entries(frames).map(([k, v]) => [k, [...v]])), { duration: 0.2, ease: 'easeOut' });
        stop = () => controls.stop();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [el, from, active, reduced]);
}
