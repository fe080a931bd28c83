import { useEffect, type RefObject } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export type EntranceFrom = 'center' | 'top' | 'bottom';

const KEYFRAMES: Record<EntranceFrom, Record<string, string[]>> = {
  center: { opacity: ['0', '1'], transform: ['scale(0.9)', 'scale(1)'] },
  top: { opacity: ['0', '1'], transform: ['translateY(-100%)', 'translateY(0)'] },
  bottom: { opacity: ['0', '1'], transform: ['translateY(100%)', 'translateY(0)'] },
};

/**
 * Plays an entrance animation on the element when it appears. The animation
 * library is fetched only when something animates, and nothing moves when
 * the user prefers reduced motion. The element itself is never replaced, so
 * focus inside it is kept.
 */
export function useEntrance(ref: RefObject<HTMLElement | null>, from: EntranceFrom, active = true): void {
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    const el = ref.current;
    if (!el || !active || reduced) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    import('framer-motion/dom')
      .then(({ animate }) => {
        if (cancelled) return;
        const controls = animate(el, KEYFRAMES[from], { duration: 0.2, ease: 'easeOut' });
        stop = () => controls.stop();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [ref, from, active, reduced]);
}
