/**
 * A titled dialog on the engine's dialog (focus kept inside, Escape and
 * the overlay close it, focus returns to the opener), with a footer of
 * buttons or a single close button; a question's footer is its answers
 * (AnswerButtons). Loaded with the engine's dialog (./Dialog.ts).
 */
import { useId } from 'react';
import { Dialog as DialogSurface } from '@engine';
import type { AnswerButtonsProps, DialogProps } from './Dialog';
import { useWidgetT } from './useWidgetT';

export function DialogCard({ open, title, onClose, children, footer }: DialogProps) {
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
