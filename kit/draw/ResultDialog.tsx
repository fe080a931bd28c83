/**
 * The result of a draw in a dialog, open while the result reveals and once it is shown. "Skip" ends the reveal
 * at once; the dialog's buttons stay usable throughout. The tap that closes it stays in the dialog (the one
 * dialog's rule): it never reaches the page under it (the game's buttons, a tap-anywhere area).
 */
import type { ReactNode } from 'react';
import { Dialog } from '../Dialog';
import { isResultPhase } from './resultPhase';

export interface ResultDialogProps {
  phase: string;
  title: string;
  okLabel: string;
  /** The reveal's Skip, for a result that animates. */
  skipLabel?: string;
  onSkip?: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function ResultDialog({ phase, title, okLabel, skipLabel, onSkip, onClose, children }: ResultDialogProps) {
  return (
    <Dialog
      open={isResultPhase(phase)}
      title={title}
      onClose={onClose}
      footer={
        <>
          {phase === 'revealing' && onSkip ? (
            <button type="button" className="cw-btn cw-btn--ghost" onClick={onSkip}>
              {skipLabel}
            </button>
          ) : null}
          <button type="button" className="cw-btn cw-btn--primary" onClick={onClose}>
            {okLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
