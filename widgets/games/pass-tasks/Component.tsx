import { useAction, useData, useT, type WidgetComponentProps } from '@engine';
import { ListView } from '@kit/list/ListView';
import { readTasks, type PassTask } from './passTasks';
import type { PassTasksProps } from './schema';
import '@kit/blocks.css';
import './pass-tasks.css';

/** Diamond Pass tasks: blue ones once a day, purple ones up to 15 times, with the EXP each gives. */
export default function PassTasks({ props }: WidgetComponentProps<PassTasksProps>) {
  const t = useT();
  const wt = (key: string, values?: Record<string, unknown>) => t(`common:widgets.diamond-pass.${key}`, values);
  const data = useData<unknown>(props.source);
  const { run } = useAction();
  const tasks = data.data !== undefined ? readTasks(data.data) : undefined;
  const premium = props.premium === true;

  const reward = (task: PassTask) =>
    task.premiumReward ? (premium ? wt('substitute', { count: props.substituteDiamonds }) : wt('premiumPassReward')) : wt('plusExp', { exp: task.exp });
  const goOf = (task: PassTask) => props.goActions[task.id] ?? props.goAction;

  return (
    <ListView rows={tasks} read={data} skeleton={{ count: 4, height: 64 }} empty={wt('noTasks')} className="pt" rowKey={(task) => task.id}>
      {(task) => {
        const go = goOf(task);
        return (
          <li className={`pt__task pt__task--${task.kind}`} data-kind={task.kind} data-finished={task.finished}>
            <span className={`pt__kind pt__kind--${task.kind}`}>{task.kind === 'blue' ? wt('daily') : task.max > 1 ? wt('upTo', { count: task.max, max: task.max }) : wt('once')}</span>
            <span className="pt__body">
              <span className="pt__name">{task.name}</span>
              <span className="pt__reward">{reward(task)}</span>
            </span>
            <span className="pt__side">
              <span className="pt__count">{wt('progress', { done: task.done, max: task.max })}</span>
              {task.finished ? (
                <span className="pt__done">{wt('taskDone')}</span>
              ) : go ? (
                <button type="button" className="cw-btn cw-btn--ghost pt__go" onClick={() => void run(go)}>
                  {wt('go')}
                </button>
              ) : null}
            </span>
          </li>
        );
      }}
    </ListView>
  );
}
