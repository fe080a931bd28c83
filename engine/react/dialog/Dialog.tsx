import { useId, useState, type ReactNode } from 'react';
import { Portal } from './Portal';
import { useFocusTrap } from './useFocusTrap';
import { useEntrance, type EntranceFrom } from './useEntrance';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** center: a card in the middle; top / bottom: a sheet against that edge. */
  position?: EntranceFrom;
  /** Called on Escape and on a tap on the backdrop (when `dismissable`). */
  onClose?: () => void;
  dismissable?: boolean;
  /** Accessible name: visible title text (preferred) or a label. */
  title?: ReactNode;
  label?: string;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children?: ReactNode;
}

/**
 * The modal surface shared by overlays, sheets and dialogs: portal to <body>,
 * dimmed backdrop, focus kept inside while open, Escape to close, and an
 * entrance animation that respects reduced motion.
 */
export function Dialog({ open, position = 'center', onClose, dismissable = true, title, label, role = 'dialog', className, children }: DialogProps) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const titleId = useId();
  useFocusTrap(panel, open, dismissable ? onClose : undefined);
  useEntrance(panel, position, open);
  if (!open) return null;
  return (
    <Portal>
      <div className={`cw-backdrop cw-backdrop--${position}`} onClick={dismissable ? onClose : undefined} data-testid="dialog-backdrop">
        <div
          ref={setPanel}
          className={`cw-panel cw-panel--${position}${className ? ` ${className}` : ''}`}
          role={role}
          aria-modal="true"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : label}
          tabIndex={-1}
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
