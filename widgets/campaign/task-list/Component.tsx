import { formatCompactNumber, useAction, useT, type WidgetComponentProps } from '@engine';
import { isRow } from '@kit/readField';
import { ListSection, ListView } from '@kit/list/ListView';
import { useOneItemAction } from '@kit/list/useOneItemAction';
import { useWidgetT } from '@kit/useWidgetT';
import { toTasks, type Task } from './taskRows';
import { taskSkeleton, type TaskListProps } from './schema';
import '@kit/blocks.css';
import './task-list.css';

export default function TaskList({ props }: WidgetComponentProps<TaskListProps>) {
  const t = useT();
  const wt = useWidgetT('task-list');
  const claim = useOneItemAction(props.stateKey);
  const go = useAction();
  const claiming = claim.busy;
  const label = (key: 'go' | 'claim' | 'claimed' | 'ongoing') => {
    const own = props.labels?.[key];
    return own ? t(own) : wt(key);
  };
  const tasks = Array.isArray(props.tasks) ? toTasks(props.tasks.filter(isRow)) : undefined;

  const onClaim = (task: Task) => claim.run(task.key, props.claimAction, task.row);

  const button = (task: Task) => {
    if (task.state === 'claimed') return <span className="cw-btn cw-btn--done cw-tasks__btn">{label('claimed')}</span>;
    if (task.state === 'done')
      return (
        <button type="button" className="cw-btn cw-btn--primary cw-tasks__btn" disabled={claiming !== null} aria-busy={claiming === task.key} onClick={() => void onClaim(task)}>
          {label('claim')}
        </button>
      );
    const goAction = props.goAction;
    return goAction ? (
      <button type="button" className="cw-btn cw-btn--ghost cw-tasks__btn" onClick={() => void go.run(goAction)}>
        {label('go')}
      </button>
    ) : (
      <span className="cw-tasks__state">{label('ongoing')}</span>
    );
  };

  return (
    <ListSection className="cw-tasks" title={props.title ? t(props.title) : undefined}>
      <ListView rows={tasks} skeleton={taskSkeleton(props.placeholderRows)} empty={wt('empty')} className="cw-tasks__rows" rowKey={(task) => task.key}>
        {(task) => (
          <li className={`cw-tasks__row cw-tasks__row--${task.state}`}>
            <div className="cw-tasks__info">
              <span className="cw-tasks__name">{task.title}</span>
              {task.reward ? <span className="cw-tasks__reward cw-truncate">{task.reward}</span> : null}
              {task.target !== undefined ? (
                <span className="cw-tasks__progress">
                  <progress max={task.target} value={Math.min(task.current ?? 0, task.target)} aria-label={task.title} />
                  <span>{`${formatCompactNumber(task.current ?? 0)}/${formatCompactNumber(task.target)}`}</span>
                </span>
              ) : null}
            </div>
            {button(task)}
          </li>
        )}
      </ListView>
    </ListSection>
  );
}
