/**
 * Keeps keyboard focus inside an open dialog: focuses the given control, the
 * first control or the panel (without scrolling the dialog), cycles Tab
 * within it, calls `onEscape` on Escape (when given) and gives focus back to
 * the element that opened it.
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useDialogFocus(el: HTMLElement | null, onEscape?: () => void, initial?: RefObject<HTMLElement | null>): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    if (!el) return undefined;
    const opener = el.ownerDocument.activeElement as HTMLElement | null;
    const focusables = () => [...el.querySelectorAll<HTMLElement>(FOCUSABLE)];
    // Without scrolling: a dialog taller than the screen opens at its top (title first), even when its first
    // control is a button at the bottom.
    (initial?.current ?? focusables()[0] ?? el).focus({ preventScroll: true });

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        if (!escape.current) return;
        e.stopPropagation();
        escape.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      const active = el.ownerDocument.activeElement;
      if (!first || !last) {
        e.preventDefault();
        el.focus();
      } else if (e.shiftKey && (active === first || active === el)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && active === last) {
        e.preventDefault();
        first.focus();
      }
    };
    el.addEventListener('keydown', onKey);
    return () => {
      el.removeEventListener('keydown', onKey);
      if (opener && typeof opener.focus === 'function' && opener.isConnected) opener.focus();
    };
  }, [el, initial]);
}
