/** A grid of prize cards: picture, name, value, marked by tier (prize type 1 normal, 2 high, 3 limited) and as special when the row says so. */
import { formatCompactNumber, useAssetUrl } from '@engine';
import { readNumber, readText, type Row } from '@kit/readField';
import { useWidgetT } from '@kit/useWidgetT';
import './prize-pool.css';

/** Prize types: 1 normal, 2 high, 3 limited. */
const TIERS: Record<number, 'normal' | 'high' | 'limited'> = { 1: 'normal', 2: 'high', 3: 'limited' };

function PrizeImage({ icon }: { icon?: string }) {
  const src = useAssetUrl(icon);
  return src ? <img className="cw-pool__img" src={src} alt="" width={64} height={64} loading="lazy" /> : <span className="cw-pool__img" aria-hidden="true" />;
}

export function PrizeGrid({ prizes, columns, id }: { prizes: readonly Row[]; columns: 3 | 4; id?: string }) {
  const wt = useWidgetT('prize-pool');
  return (
    <ul id={id} className={`cw-pool__grid cw-pool__grid--${columns}`}>
      {prizes.map((p, i) => {
        const tier = TIERS[readNumber(p, 'prizeType', 'prizeConfigType', 'tier') ?? 1] ?? 'normal';
        const value = readNumber(p, 'value', 'diamond', 'diamonds', 'worth');
        const special = p.special === true;
        return (
          <li key={i} className={`cw-pool__card cw-pool__card--${tier}${special ? ' cw-pool__card--special' : ''}`} data-tier={tier}>
            {special ? <span className="cw-pool__tier">{wt('special')}</span> : tier !== 'normal' ? <span className="cw-pool__tier">{wt(tier)}</span> : null}
            <PrizeImage icon={readText(p, 'icon', 'image', 'prizeIcon')} />
            <span className="cw-pool__name cw-truncate">{readText(p, 'name', 'prizeName', 'title') ?? ''}</span>
            {value !== undefined ? <span className="cw-pool__value">{formatCompactNumber(value)}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
