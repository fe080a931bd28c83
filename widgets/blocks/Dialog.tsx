/**
 * An accessible modal dialog: labelled by its title, focus moves inside on
 * open, Tab and Shift+Tab stay inside, Escape and the close button close it,
 * and focus returns to the element that opened it.
 */
import { useEffect, useId, useRef, type ReactNode, type KeyboardEvent } from 'react';
import { useWidgetT } from './useWidgetT';
import './blocks.css';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content; a close button is shown when absent. */
  footer?: ReactNode;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog({ open, title, onClose, children, footer }: DialogProps) {
  const wt = useWidgetT('blocks');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => opener?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (!firstItem || !lastItem) {
      e.preventDefault();
      return;
    }
    if (e.shiftKey && document.activeElement === firstItem) {
      e.preventDefault();
      lastItem.focus();
    } else if (!e.shiftKey && document.activeElement === lastItem) {
      e.preventDefault();
      firstItem.focus();
    }
  };

  return (
    <div className="cw-dialog" onKeyDown={onKeyDown}>
      <div className="cw-dialog__backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panel} className="cw-dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className="cw-dialog__title">
          {title}
        </h2>
        <div className="cw-dialog__body">{children}</div>
        <div className="cw-dialog__footer">
          {footer ?? (
            <button type="button" className="cw-btn cw-btn--primary" onClick={onClose}>
              {wt('close')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
