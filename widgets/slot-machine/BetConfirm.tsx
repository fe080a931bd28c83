/** The bet confirmation with a "don't ask again" box (the game's no-prompt flag, P§5). */
import { useState } from 'react';
import { formatCompactNumber } from '@engine';
import { Dialog } from '../blocks/Dialog';
import type { WidgetT } from '../blocks/useWidgetT';

export interface BetConfirmProps {
  prizeName?: string;
  diamonds?: number;
  onConfirm: (dontAskAgain: boolean) => void;
  onCancel: () => void;
  wt: WidgetT;
  bt: WidgetT;
}

export function BetConfirm({ prizeName, diamonds, onConfirm, onCancel, wt, bt }: BetConfirmProps) {
  const [dontAsk, setDontAsk] = useState(false);
  const open = prizeName !== undefined && diamonds !== undefined;
  return (
    <Dialog
      open={open}
      title={wt('confirmTitle')}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="cw-btn cw-btn--ghost" onClick={onCancel}>
            {bt('cancel')}
          </button>
          <button type="button" className="cw-btn cw-btn--primary" onClick={() => onConfirm(dontAsk)}>
            {bt('confirm')}
          </button>
        </>
      }
    >
      <p className="sm-confirm__text">{wt('confirmText', { prize: prizeName ?? '', diamonds: formatCompactNumber(diamonds ?? 0) })}</p>
      <label className="sm-confirm__check">
        <input type="checkbox" checked={dontAsk} onChange={(e) => setDontAsk(e.target.checked)} />
        {wt('dontAskAgain')}
      </label>
    </Dialog>
  );
}
