import { formatCompactNumber, useT, type WidgetComponentProps, useAssetUrl } from '@engine';
import { isRow, readNumber, readText } from '../blocks/readField';
import { SkeletonRows } from '../blocks/SkeletonRows';
import { StateMessage } from '../blocks/StateMessage';
import { useWidgetT } from '../blocks/useWidgetT';
import type { PrizePoolProps } from './schema';
import '../blocks/blocks.css';
import './prize-pool.css';

/** P§3 prize types. */
const TIERS: Record<number, 'normal' | 'high' | 'limited'> = { 1: 'normal', 2: 'high', 3: 'limited' };

function PrizeImage({ icon }: { icon?: string }) {
  const src = useAssetUrl(icon);
  return src ? <img className="cw-pool__img" src={src} alt="" width={64} height={64} loading="lazy" /> : <span className="cw-pool__img" aria-hidden="true" />;
}

export default function PrizePool({ props }: WidgetComponentProps<PrizePoolProps>) {
  const t = useT();
  const wt = useWidgetT('prize-pool');
  const prizes = Array.isArray(props.prizes) ? props.prizes.filter(isRow) : undefined;
  return (
    <section className="cw-pool">
      {props.title ? <h3 className="cw-pool__title">{t(props.title)}</h3> : null}
      {!prizes ? (
        <SkeletonRows count={2} height={96} />
      ) : prizes.length === 0 ? (
        <StateMessage kind="empty" />
      ) : (
        <ul className={`cw-pool__grid cw-pool__grid--${props.columns}`}>
          {prizes.map((p, i) => {
            const tier = TIERS[readNumber(p, 'prizeType', 'prizeConfigType', 'tier') ?? 1] ?? 'normal';
            const value = readNumber(p, 'value', 'diamond', 'diamonds', 'worth');
            return (
              <li key={i} className={`cw-pool__card cw-pool__card--${tier}`} data-tier={tier}>
                {tier !== 'normal' ? <span className="cw-pool__tier">{wt(tier)}</span> : null}
                <PrizeImage icon={readText(p, 'icon', 'image', 'prizeIcon')} />
                <span className="cw-pool__name cw-truncate">{readText(p, 'name', 'prizeName', 'title') ?? ''}</span>
                {value !== undefined ? <span className="cw-pool__value">{formatCompactNumber(value)}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
