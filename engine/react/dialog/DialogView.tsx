import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { Portal } from './Portal';
import { useDialogFocus } from './useDialogFocus';
import { raiseTapShield } from './tapShield';
import { useEntrance, type EntranceFrom } from './useEntrance';

export type DialogPosition = EntranceFrom;

/** A dialog that closes within this long of a press inside it was closed by that tap. */
const PRESS_TO_CLOSE_MS = 1000;

const stop = (e: SyntheticEvent) => e.stopPropagation();

export interface DialogProps {
  /** Shown while true (default true: render the dialog only while it is open). */
  open?: boolean;
  /** center: a card in the middle; top / bottom: a full-width panel against that edge. */
  position?: DialogPosition;
  /** Called on Escape and on a tap on the backdrop (when `dismissable`). */
  onClose?: () => void;
  dismissable?: boolean;
  /** Accessible name: a visible title (preferred), the id of a visible heading inside, or a label. */
  title?: ReactNode;
  labelledBy?: string;
  label?: string;
  role?: 'dialog' | 'alertdialog';
  /** The control focused on open (default: the first control). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children?: ReactNode;
}

/**
 * The one modal surface of the app (layout modals and sheets, confirm steps,
 * widget dialogs): portal to <body>, dimmed backdrop, focus kept inside
 * while open and given back on close, Escape to close, and an entrance
 * animation that respects reduced motion.
 * The tap that closes it stays with it: the events of a press inside the dialog do not reach the page's
 * handlers around it, and once a tap has closed it a quick second tap is taken by a cover for a moment
 * (tapShield.ts) instead of pressing what was under the dialog.
 */
export function DialogView({ open = true, position = 'center', onClose, dismissable = true, title, labelledBy, label, role = 'dialog', initialFocus, className, children }: DialogProps) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const titleId = useId();
  useDialogFocus(open ? panel : null, dismissable ? onClose : undefined, initialFocus);
  useEntrance(panel, position, open);
  const pressedAt = useRef(-Infinity);
  useLayoutEffect(() => {
    if (!open) return undefined;
    return () => {
      if (Date.now() - pressedAt.current < PRESS_TO_CLOSE_MS) raiseTapShield(document);
    };
  }, [open]);
  if (!open) return null;
  const press = (e: SyntheticEvent) => {
    e.stopPropagation();
    pressedAt.current = Date.now();
  };
  const nameId = title ? titleId : labelledBy;
  return (
    <Portal>
      <div
        className={`cw-backdrop cw-backdrop--${position}`}
        onClick={(e) => {
          e.stopPropagation();
          if (dismissable) onClose?.();
        }}
        onPointerDown={press}
        onTouchStart={press}
        onPointerUp={stop}
        onTouchEnd={stop}
        data-testid="dialog-backdrop"
      >
        <div
          ref={setPanel}
          className={`cw-panel cw-panel--${position}${className ? ` ${className}` : ''}`}
          role={role}
          aria-modal="true"
          aria-labelledby={nameId}
          aria-label={nameId ? undefined : label}
          tabIndex={-1}
          data-position={position}
          onClick={(e) => e.stopPropagation()}
        >
          {title ? (
            <h2 id={titleId} className="cw-panel__title">
              {title}
            </h2>
          ) : null}
          {children}
        </div>
      </div>
    </Portal>
  );
}
