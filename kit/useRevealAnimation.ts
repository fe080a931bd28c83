/**
 * A result's reveal animation (framer-motion, fetched only when a result animates): while `active`, `run` animates
 * the element and `onDone` runs when it ends. Leaving (skipped, closed) puts everything in its final place at
 * once; without the animation library the result is simply shown. Nothing here holds input.
 * The element is given as it mounts (a callback ref held in state), not read from a ref object: a dialog renders
 * its content into a portal one render after it opens, and an animation waiting for a ref that was still empty
 * would never start, leaving the result hidden.
 */
import { useEffect, useRef } from 'react';
import type { animate as Animate, stagger as Stagger } from 'framer-motion/dom';

export type RevealAnimate = (animate: typeof Animate, stagger: typeof Stagger, el: HTMLElement) => { complete(): void; then(cb: () => void): unknown };

export function useRevealAnimation(el: HTMLElement | null, active: boolean, run: RevealAnimate, onDone: () => void): void {
  const done = useRef(onDone);
  done.current = onDone;
  const play = useRef(run);
  play.current = run;
  useEffect(() => {
    if (!active || !el) return;
    let cancelled = false;
    let finish: (() => void) | undefined;
    import('framer-motion/dom')
      .then(({ animate, stagger }) => {
        if (cancelled) return;
        const controls = play.current(animate, stagger, el);
        finish = () => controls.complete();
        void controls.then(() => {
          if (!cancelled) done.current();
        });
      })
      .catch(() => {
        if (!cancelled) done.current();
      });
    return () => {
      cancelled = true;
      finish?.();
    };
  }, [active, el]);
}
