import { safeUrl, useAssetUrl, useData, useT, type WidgetComponentProps } from '@engine';
import { SkeletonRows } from '@kit/SkeletonRows';
import { StateMessage } from '@kit/StateMessage';
import { useWidgetT } from '@kit/useWidgetT';
import { configRows, type ConfigRow } from './rewardConfig';
import type { RewardRow, RewardsListProps } from './schema';
import '@kit/blocks.css';
import './rewards-list.css';

function PrizeImage({ name }: { name: string }) {
  const src = useAssetUrl(name);
  return src ? <img className="cw-rewards__img" src={src} alt="" width={48} height={48} loading="lazy" /> : <span className="cw-rewards__img" aria-hidden="true" />;
}

function WrittenRows({ rows }: { rows: RewardRow[] }) {
  const t = useT();
  return (
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
  );
}

function ConfiguredRows({ rows }: { rows: ConfigRow[] }) {
  const wt = useWidgetT('rewards-list');
  return (
    <dl className="cw-rewards__rows">
      {rows.map((row, i) => (
        <div key={i} className={`cw-rewards__row${i === 0 ? ' cw-rewards__row--first' : ''}`}>
          <dt className="cw-rewards__place">{row.from === row.to ? wt('place', { rank: row.from }) : wt('places', { from: row.from, to: row.to })}</dt>
          <dd className="cw-rewards__prize cw-rewards__items">
            {row.items.map((item, j) => {
              const icon = safeUrl(item.icon);
              return (
                <span key={j} className="cw-rewards__item">
                  {icon ? <img className="cw-rewards__img cw-rewards__img--small" src={icon} alt="" width={32} height={32} loading="lazy" /> : null}
                  <span>{item.days ? wt('itemDays', { name: item.name, days: item.days }) : item.name}</span>
                </span>
              );
            })}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SourceRows({ source, group }: { source: string; group?: string }) {
  const { data, status, error, refetch } = useData<unknown>(source);
  const rows = configRows(data, group);
  if (!rows && status === 'error') return <StateMessage kind="error" error={error} onRetry={refetch} />;
  if (!rows) return <SkeletonRows count={3} height={64} />;
  return rows.length === 0 ? <StateMessage kind="empty" /> : <ConfiguredRows rows={rows} />;
}

export default function RewardsList({ props }: WidgetComponentProps<RewardsListProps>) {
  const t = useT();
  const rows: RewardRow[] = Array.isArray(props.rows) ? props.rows : [];
  let body;
  if (props.source) body = <SourceRows source={props.source} group={props.group} />;
  else body = rows.length === 0 ? <StateMessage kind="empty" /> : <WrittenRows rows={rows} />;
  return (
    <section className="cw-rewards">
      {props.title ? <h3 className="cw-rewards__title">{t(props.title)}</h3> : null}
      {body}
    </section>
  );
}
