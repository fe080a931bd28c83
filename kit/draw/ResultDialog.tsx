/**
 * The result of a draw in a dialog, open while the result reveals and once it is shown. "Skip" ends the reveal
 * at once; the dialog's buttons stay usable throughout. The tap that closes it stays in the dialog (the one
 * dialog's rule): it never reaches the page under it (the game's buttons, a tap-anywhere area).
 * OK never moves under a finger: once the reveal ends, Skip keeps its place, unseen and inert, so a tap on OK as
 * the last prize comes in still lands on OK.
 */
import { useState, type ReactNode } from 'react';
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
  const open = isResultPhase(phase);
  const revealing = phase === 'revealing' && onSkip !== undefined;
  // Whether this opening had a Skip: set while revealing, dropped when the dialog closes.
  const [hadSkip, setHadSkip] = useState(revealing);
  if (revealing !== hadSkip && (revealing || !open)) setHadSkip(revealing);
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          {revealing || hadSkip ? (
            <button type="button" className={`cw-btn cw-btn--ghost${revealing ? '' : ' cw-kept-place'}`} onClick={onSkip} disabled={!revealing} aria-hidden={!revealing} tabIndex={revealing ? undefined : -1}>
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
