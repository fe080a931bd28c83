import { useT, type WidgetComponentProps, useAssetUrl } from '@engine';
import { StateMessage } from '../blocks/StateMessage';
import type { RewardRow, RewardsListProps } from './schema';
import '../blocks/blocks.css';
import './rewards-list.css';

function PrizeImage({ name }: { name: string }) {
  const src = useAssetUrl(name);
  return src ? <img className="cw-rewards__img" src={src} alt="" width={48} height={48} loading="lazy" /> : <span className="cw-rewards__img" aria-hidden="true" />;
}

export default function RewardsList({ props }: WidgetComponentProps<RewardsListProps>) {
  const t = useT();
  const rows: RewardRow[] = Array.isArray(props.rows) ? props.rows : [];
  return (
    <section className="cw-rewards">
      {props.title ? <h3 className="cw-rewards__title">{t(props.title)}</h3> : null}
      {rows.length === 0 ? (
        <StateMessage kind="empty" />
      ) : (
        <dl className="cw-rewards__rows">
          {rows.map((row, i) => (
            <div key={i} className={`cw-rewards__row${i === 0 ? ' cw-rewards__row--first' : ''}`}>
              <dt className="cw-rewards__place">{t(row.place)}</dt>
              <dd className="cw-rewards__prize">
                {row.image ? <PrizeImage name={row.image} /> : null}
                <span>{t(row.prize)}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
