/** The bet confirmation with a "don't ask again" box: it sets the game's no-prompt flag, after which bets are sent without asking. */
import { useState } from 'react';
import { formatCompactNumber } from '@engine';
import { Dialog } from '@kit/Dialog';
import type { WidgetT } from '@kit/useWidgetT';

export interface BetConfirmProps {
  prizeName?: string;
  /** The bet, in the game's currency. */
  amount?: number;
  /** The game's currency type: normal 1, game ticket 2, golden bean 3. */
  currency: number;
  onConfirm: (dontAskAgain: boolean) => void;
  onCancel: () => void;
  wt: WidgetT;
  bt: WidgetT;
}

export function BetConfirm({ prizeName, amount, currency, onConfirm, onCancel, wt, bt }: BetConfirmProps) {
  const [dontAsk, setDontAsk] = useState(false);
  const open = prizeName !== undefined && amount !== undefined;
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
      <p className="sm-confirm__text">{wt('confirmText', { prize: prizeName ?? '', amount: formatCompactNumber(amount ?? 0), currency: wt(`currency.${currency}`) })}</p>
      <label className="sm-confirm__check">
        <input type="checkbox" checked={dontAsk} onChange={(e) => setDontAsk(e.target.checked)} />
        {wt('dontAskAgain')}
      </label>
    </Dialog>
  );
}
