import { formatCompactNumber, type WidgetComponentProps } from '@engine';
import { ListSection, ListView } from '@kit/list/ListView';
import { useSourceList } from '@kit/list/listWords';
import { useOneItemAction } from '@kit/list/useOneItemAction';
import { achievementRows, type AchievementRow } from './achievementRows';
import { achievementSkeleton, type AchievementListProps } from './schema';
import '@kit/blocks.css';
import './achievement-list.css';

export default function AchievementList({ props }: WidgetComponentProps<AchievementListProps>) {
  const { wt, data, section, view } = useSourceList('achievement-list', props);
  const upgrade = useOneItemAction(props.stateKey);
  const busy = upgrade.busy;
  const rows = achievementRows(data);

  // One upgrade at a time: a second tap (on this or another achievement) is ignored until the first finishes.
  const onUpgrade = (row: AchievementRow) => upgrade.run(row.key, props.upgradeAction, row.raw);

  const side = (row: AchievementRow) => {
    if (row.state === 'max') return <span className="cw-btn cw-btn--done cw-ach__btn">{wt('maxLevel')}</span>;
    if (row.state === 'ready')
      return (
        <button type="button" className="cw-btn cw-btn--primary cw-ach__btn" disabled={busy !== null} aria-busy={busy === row.key} aria-label={wt('upgradeNamed', { name: row.name })} onClick={() => void onUpgrade(row)}>
          {wt('upgrade')}
        </button>
      );
    return <span className="cw-ach__state">{wt('inProgress')}</span>;
  };

  return (
    <ListSection className="cw-ach" {...section}>
      <ListView rows={rows} {...view} skeleton={achievementSkeleton} className="cw-ach__rows" rowKey={(row) => row.key}>
        {(row) => (
          <li className={`cw-ach__row cw-ach__row--${row.state}`} data-state={row.state}>
            <div className="cw-ach__info">
              <span className="cw-ach__head">
                <span className="cw-ach__name cw-truncate">{row.name}</span>
                <span className="cw-ach__level">{row.maxLevel !== undefined ? wt('levelOf', { level: row.level, max: row.maxLevel }) : wt('level', { level: row.level })}</span>
              </span>
              {row.target !== undefined && row.state !== 'max' ? (
                <span className="cw-ach__progress">
                  <progress max={row.target} value={Math.min(row.progress, row.target)} aria-label={wt('progressOf', { name: row.name })} />
                  <span className="cw-ach__count">{`${formatCompactNumber(row.progress)}/${formatCompactNumber(row.target)}${row.unit ? ` ${row.unit}` : ''}`}</span>
                </span>
              ) : null}
              {row.reward ? (
                <span className="cw-ach__reward cw-truncate">{wt('reward', { reward: row.reward.days ? wt('rewardDays', { name: row.reward.name, count: row.reward.days, days: row.reward.days }) : row.reward.name })}</span>
              ) : null}
            </div>
            {side(row)}
          </li>
        )}
      </ListView>
    </ListSection>
  );
}
