/**
 * A titled dialog on the engine's dialog (focus kept inside, Escape and
 * the overlay close it, focus returns to the opener), with a footer of
 * buttons or a single close button; a question's footer is its answers
 * (AnswerButtons).
 */
import { useId, type ReactNode } from 'react';
import { Dialog as DialogSurface } from '@engine';
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

export function Dialog({ open, title, onClose, children, footer }: DialogProps) {
  const wt = useWidgetT('blocks');
  const titleId = useId();
  return (
    <DialogSurface open={open} position="center" onClose={onClose} labelledBy={titleId}>
      <div className="cw-dialog__panel">
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
    </DialogSurface>
  );
}

export interface AnswerButtonsProps {
  onCancel: () => void;
  onConfirm: () => void;
  /** The answers' words; the shared Cancel and Confirm by default. */
  cancelText?: string;
  confirmText?: string;
  /** The confirmed step is under way: both answers are off. */
  busy?: boolean;
  /** Nothing to confirm yet (e.g. nothing chosen). */
  confirmDisabled?: boolean;
}

/** A question's answers under its content: Cancel, then the confirming button. */
export function AnswerButtons({ onCancel, onConfirm, cancelText, confirmText, busy, confirmDisabled = false }: AnswerButtonsProps) {
  const wt = useWidgetT('blocks');
  return (
    <>
      <button type="button" className="cw-btn cw-btn--ghost" disabled={busy} onClick={onCancel}>
        {cancelText ?? wt('cancel')}
      </button>
      <button type="button" className="cw-btn cw-btn--primary" disabled={busy || confirmDisabled} aria-busy={busy} onClick={onConfirm}>
        {confirmText ?? wt('confirm')}
      </button>
    </>
  );
}
