/** The warning before upgrading in the last minutes of the season (by default under 10 minutes left): continue or cancel. */
import { useId, useRef } from 'react';
import { Dialog } from '@engine';

export interface UpgradeWarningProps {
  minutes: number;
  wt: (key: string, values?: Record<string, unknown>) => string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function UpgradeWarning({ minutes, wt, onConfirm, onCancel }: UpgradeWarningProps) {
  const titleId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog position="center" role="alertdialog" labelledBy={titleId} onClose={onCancel} initialFocus={cancel}>
      <h3 id={titleId} className="ps-warn__title">{wt('warnTitle')}</h3>
      <p className="ps-warn__text">{wt('warnText', { count: minutes, minutes })}</p>
      <div className="ps-warn__actions">
        <button ref={cancel} type="button" className="cw-btn cw-btn--ghost" onClick={onCancel}>
          {wt('cancel')}
        </button>
        <button type="button" className="cw-btn cw-btn--primary" onClick={onConfirm}>
          {wt('upgradeAnyway')}
        </button>
      </div>
    </Dialog>
  );
}
