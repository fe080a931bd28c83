import { safeUrl, useData, useT, type WidgetComponentProps } from '@engine';
import { ListSection, ListView } from '@kit/list/ListView';
import { useWidgetT } from '@kit/useWidgetT';
import { configRows, type ConfigRow } from './rewardConfig';
import type { RewardRow, RewardsListProps } from './schema';
import { AssetImage } from '@kit/list/AssetImage';
import '@kit/blocks.css';
import './rewards-list.css';

const rowClass = (i: number) => `cw-rewards__row${i === 0 ? ' cw-rewards__row--first' : ''}`;

function WrittenRows({ rows }: { rows: RewardRow[] }) {
  const t = useT();
  return (
    <ListView rows={rows} skeleton={{ count: 3, height: 64 }} as="dl" className="cw-rewards__rows">
      {(row, i) => (
        <div className={rowClass(i)}>
          <dt className="cw-rewards__place">{t(row.place)}</dt>
          <dd className="cw-rewards__prize">
            {row.image ? <AssetImage src={row.image} className="cw-rewards__img" size={48} /> : null}
            <span>{t(row.prize)}</span>
          </dd>
        </div>
      )}
    </ListView>
  );
}

/** Rows read from the rewards configuration: loading, failure with Retry and empty states come with the read. */
function SourceRows({ source, group }: { source: string; group?: string }) {
  const wt = useWidgetT('rewards-list');
  const read = useData<unknown>(source);
  return (
    <ListView rows={configRows(read.data, group)} read={read} skeleton={{ count: 3, height: 64 }} as="dl" className="cw-rewards__rows">
      {(row: ConfigRow, i) => (
        <div className={rowClass(i)}>
          <dt className="cw-rewards__place">{row.from === row.to ? wt('place', { rank: row.from }) : wt('places', { from: row.from, to: row.to })}</dt>
          <dd className="cw-rewards__prize cw-rewards__items">
            {row.items.map((item, j) => {
              const icon = safeUrl(item.icon);
              return (
                <span key={j} className="cw-rewards__item">
                  {icon ? <img className="cw-rewards__img cw-rewards__img--small" src={icon} alt="" width={32} height={32} loading="lazy" /> : null}
                  <span>{item.days ? wt('itemDays', { name: item.name, count: item.days, days: item.days }) : item.name}</span>
                </span>
              );
            })}
          </dd>
        </div>
      )}
    </ListView>
  );
}

export default function RewardsList({ props }: WidgetComponentProps<RewardsListProps>) {
  const t = useT();
  return (
    <ListSection className="cw-rewards" title={props.title ? t(props.title) : undefined}>
      {props.source ? <SourceRows source={props.source} group={props.group} /> : <WrittenRows rows={Array.isArray(props.rows) ? props.rows : []} />}
    </ListSection>
  );
}
