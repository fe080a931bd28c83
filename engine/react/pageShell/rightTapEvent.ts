/**
 * The right tap of the top bar, broadcast to pages when the window is not
 * minimizable. Pages listen with `onRightTap` or `useRightTap`.
 */
import { useEffect, useRef } from 'react';

export const RIGHT_TAP_EVENT = 'shell:right-tap';

export interface RightTapDetail {
  path: string;
}

export function emitRightTap(detail: RightTapDetail, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<RightTapDetail>(RIGHT_TAP_EVENT, { detail }));
}

export function onRightTap(cb: (detail: RightTapDetail) => void, target: EventTarget = window): () => void {
  const listener = (e: Event) => cb((e as CustomEvent<RightTapDetail>).detail);
  target.addEventListener(RIGHT_TAP_EVENT, listener);
  return () => target.removeEventListener(RIGHT_TAP_EVENT, listener);
}

/** Calls `cb` on each right tap while the component is mounted. */
export function useRightTap(cb: (detail: RightTapDetail) => void): void {
  const ref = useRef(cb);
  ref.current = cb;
  useEffect(() => onRightTap((d) => ref.current(d)), []);
}
