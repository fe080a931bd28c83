import type { WidgetComponentProps } from '@engine';
import { reservedRows } from '@kit/list/listHeight';
import { ListSection, ListView } from '@kit/list/ListView';
import { useSourceList } from '@kit/list/listWords';
import { useWidgetT } from '@kit/useWidgetT';
import { UserLabel } from '@kit/UserLabel';
import { useItemAction } from '@kit/useItemAction';
import { readText } from '@kit/readField';
import { activityRows, type ActivityRow } from './activityRows';
import type { ActivityListProps } from './schema';
import '@kit/blocks.css';
import './activity-list.css';

function ActivityLine({ row, onApply, busy }: { row: ActivityRow; onApply?: () => void; busy: boolean }) {
  const wt = useWidgetT('activity-list');
  const status = row.applyState !== 'none' ? wt(`applyState.${row.applyState}`) : wt(`state.${row.state}`);
  return (
    <li className={`cw-list__box cw-activity cw-activity--${row.state}`}>
      <div className="cw-activity__head">
        <UserLabel name={row.name} avatar={row.icon} size={44} />
        <span className={`cw-activity__status cw-activity__status--${row.applyState !== 'none' ? row.applyState : row.state}`}>{status}</span>
      </div>
      {row.desc ? <p className="cw-activity__desc">{row.desc}</p> : null}
      <p className="cw-activity__meta">
        {row.start && row.end ? <span>{wt('period', { start: row.start, end: row.end })}</span> : null}
        {row.reward ? <span>{wt('reward', { name: row.reward })}</span> : null}
      </p>
      {row.canApply && onApply ? (
        <button type="button" className="cw-btn cw-activity__apply" onClick={onApply} disabled={busy} aria-label={wt('applyFor', { name: row.name })}>
          {row.applyState === 'rejected' ? wt('applyAgain') : wt('apply')}
        </button>
      ) : null}
    </li>
  );
}

/** The activities a user can apply for, each with its state, the user's application state and Apply. */
export default function ActivityList({ props }: WidgetComponentProps<ActivityListProps>) {
  const { data, section, view } = useSourceList('activity-list', props);
  const { run, pending } = useItemAction(props.stateKey);
  const all = activityRows(data);
  const only = props.activityId === undefined || props.activityId === '' ? undefined : String(props.activityId);
  const rows = only === undefined ? all : all?.filter((r) => readText(r.raw, 'id', 'activityId') === only);
  const action = props.action;

  return (
    <ListSection className="cw-activities" {...section}>
      <ListView rows={rows} {...view} skeleton={{ count: reservedRows(undefined, 130), height: 120, gap: 10 }} className="cw-activity__rows" rowKey={(row) => row.key}>
        {(row) => (
          <ActivityLine row={row} busy={pending} onApply={action ? () => void run(action, row.raw) : undefined} />
        )}
      </ListView>
    </ListSection>
  );
}
