/** Choosing the gift the next smashes guarantee: one of the choosable gifts, today's stock shown, confirmed once. */
import { useId, useState } from 'react';
import { formatCompactNumber, useAssetUrl } from '@engine';
import { AnswerButtons, Dialog } from '@kit/Dialog';
import type { WidgetT } from '@kit/useWidgetT';
import { EQUIVALENT_VALUE, type ChoosableGift } from './goldenEggMachine';

function Option({ gift, name, checked, onPick, wt }: { gift: ChoosableGift; name: string; checked: boolean; onPick: () => void; wt: WidgetT }) {
  const src = useAssetUrl(gift.icon);
  return (
    <li>
      <label className={`egg-choice__option${checked ? ' egg-choice__option--on' : ''}`}>
        <input type="radio" name={name} checked={checked} onChange={onPick} />
        {src ? <img src={src} alt="" width={40} height={40} /> : null}
        <span className="egg-choice__name">{gift.name}</span>
        {gift.diamonds !== undefined ? <span className="egg-choice__value">{formatCompactNumber(gift.diamonds)}</span> : null}
        <span className="egg-choice__stock">{gift.leftToday > 0 ? wt('leftToday', { count: gift.leftToday }) : wt('outToday', { value: EQUIVALENT_VALUE })}</span>
      </label>
    </li>
  );
}

export function GiftChoice({ open, gifts, current, within, busy, onChoose, onCancel, wt }: { open: boolean; gifts: ChoosableGift[]; current?: number; within: number; busy: boolean; onChoose: (id: number) => void; onCancel: () => void; wt: WidgetT }) {
  const [picked, setPicked] = useState<number | undefined>(current);
  const name = useId();
  return (
    <Dialog
      open={open}
      title={wt('chooseTitle')}
      onClose={onCancel}
      footer={
        <AnswerButtons
          busy={busy}
          confirmDisabled={picked === undefined}
          cancelText={wt('cancel')}
          confirmText={wt('confirmChoice')}
          onCancel={onCancel}
          onConfirm={() => picked !== undefined && onChoose(picked)}
        />
      }
    >
      <p className="egg-choice__hint">{wt('chooseHint', { count: within, within })}</p>
      <ul className="egg-choice" data-testid="egg-choice">
        {gifts.map((g) => (
          <Option key={g.id} gift={g} name={name} checked={picked === g.id} onPick={() => setPicked(g.id)} wt={wt} />
        ))}
      </ul>
    </Dialog>
  );
}
