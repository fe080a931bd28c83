/** The prizes to bet on, each with its odds and my bets (diamonds and medals) of this round. */
import { formatCompactNumber, useAssetUrl } from '@engine';
import type { WidgetT } from '@kit/useWidgetT';
import type { BetCount, Prize } from './roundPage';

export interface PrizeBoardProps {
  prizes: Prize[];
  bets: Record<number, BetCount>;
  label: (p: Prize) => string;
  open: boolean;
  winnerId?: number;
  onPick: (prizeId: number) => void;
  wt: WidgetT;
}

function PrizeIcon({ icon }: { icon?: string }) {
  const src = useAssetUrl(icon);
  return src ? <img className="sm-prize__icon" src={src} alt="" width={56} height={56} loading="lazy" /> : <span className="sm-prize__icon" aria-hidden="true" />;
}

export function PrizeBoard({ prizes, bets, label, open, winnerId, onPick, wt }: PrizeBoardProps) {
  return (
    <ul className="sm-board" aria-label={wt('boardLabel')}>
      {prizes.map((p) => {
        const mine = bets[p.id];
        const name = label(p);
        return (
          <li key={p.id} className={`sm-prize${winnerId === p.id ? ' sm-prize--won' : ''}`} data-prize={p.id}>
            <button type="button" className="sm-prize__btn" disabled={!open} onClick={() => onPick(p.id)} aria-label={wt('betOn', { prize: name })}>
              <PrizeIcon icon={p.icon} />
              <span className="sm-prize__name">{name}</span>
            </button>
            {/* The odds and my bet sit on the card beside the button, whose name is the bet on its prize alone. */}
            <span className="sm-prize__info">
              {p.odds ? <span className="sm-prize__odds">{p.odds}</span> : null}
              <span className="sm-prize__mine" data-testid={`my-bet-${p.id}`}>
                {mine ? wt('myBet', { amount: formatCompactNumber(mine.diamonds), medals: formatCompactNumber(mine.medals), count: mine.medals }) : wt('noBet')}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function BuyItemPicker({ items, selected, onSelect, wt }: { items: Array<{ id: number; diamondCount: number }>; selected?: number; onSelect: (id: number) => void; wt: WidgetT }) {
  return (
    <div className="sm-items" role="radiogroup" aria-label={wt('buyItems')}>
      {items.map((item) => (
        <button key={item.id} type="button" role="radio" aria-checked={selected === item.id} className={`sm-item cw-hit${selected === item.id ? ' sm-item--on' : ''}`} onClick={() => onSelect(item.id)}>
          {formatCompactNumber(item.diamondCount)}
        </button>
      ))}
    </div>
  );
}
