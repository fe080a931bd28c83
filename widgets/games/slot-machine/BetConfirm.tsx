/** The bet confirmation with a "don't ask again" box: it sets the game's no-prompt flag, after which bets are sent without asking. */
import { useState } from 'react';
import { formatCompactNumber } from '@engine';
import { AnswerButtons, Dialog } from '@kit/Dialog';
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
}

export function BetConfirm({ prizeName, amount, currency, onConfirm, onCancel, wt }: BetConfirmProps) {
  const [dontAsk, setDontAsk] = useState(false);
  const open = prizeName !== undefined && amount !== undefined;
  return (
    <Dialog
      open={open}
      title={wt('confirmTitle')}
      onClose={onCancel}
      footer={<AnswerButtons onCancel={onCancel} onConfirm={() => onConfirm(dontAsk)} />}
    >
      <p className="sm-confirm__text">{wt('confirmText', { prize: prizeName ?? '', amount: formatCompactNumber(amount ?? 0), currency: wt(`currency.${currency}`) })}</p>
      <label className="sm-confirm__check">
        <input type="checkbox" checked={dontAsk} onChange={(e) => setDontAsk(e.target.checked)} />
        {wt('dontAskAgain')}
      </label>
    </Dialog>
  );
}
