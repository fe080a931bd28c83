/** A grid of prize cards: picture, name, value, marked by tier (prize type 1 normal, 2 high, 3 limited) and as special when the row says so. */
import { formatCompactNumber } from '@engine';
import { readNumber, readText, type Row } from '@kit/readField';
import { useWidgetT } from '@kit/useWidgetT';
import { AssetImage } from '@kit/list/AssetImage';
import './prize-pool.css';

/** Prize types: 1 normal, 2 high, 3 limited. */
const TIERS: Record<number, 'normal' | 'high' | 'limited'> = { 1: 'normal', 2: 'high', 3: 'limited' };

export function PrizeGrid({ prizes, columns, id }: { prizes: readonly Row[]; columns: 3 | 4; id?: string }) {
  const wt = useWidgetT('prize-pool');
  return (
    <ul id={id} className={`cw-pool__grid cw-pool__grid--${columns}`}>
      {prizes.map((p, i) => {
        const tier = TIERS[readNumber(p, 'prizeType', 'prizeConfigType', 'tier') ?? 1] ?? 'normal';
        const value = readNumber(p, 'value', 'diamond', 'diamonds', 'worth');
        const special = p.special === true;
        return (
          <li key={i} className={`cw-card cw-card--${tier}${special ? ' cw-card--special' : ''} cw-pool__card`} data-tier={tier}>
            {special ? <span className="cw-pill cw-pool__tier">{wt('special')}</span> : tier !== 'normal' ? <span className="cw-pill cw-pool__tier">{wt(tier)}</span> : null}
            <AssetImage src={readText(p, 'icon', 'image', 'prizeIcon')} className="cw-pool__img" size={64} />
            <span className="cw-pool__name cw-truncate">{readText(p, 'name', 'prizeName', 'title') ?? ''}</span>
            {value !== undefined ? <span className="cw-pool__value">{formatCompactNumber(value)}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
