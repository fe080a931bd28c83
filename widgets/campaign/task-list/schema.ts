import * as z from 'zod/mini';
import { actionRef, text, lazySchema } from '@engine';
import { boundRows, intFrom, opt, withDefault } from '@kit/fields';
import { reservedRows } from '@kit/list/listHeight';

/**
 * The placeholder of a task list while its tasks load: rows as tall as a task's with its reward and progress (80 px,
 * 8 px apart, task-list.css), as many as its placeholderRows, else a screen of them.
 */
export const taskSkeleton = (rows: unknown) => ({ count: reservedRows(rows, 80 + 8), height: 80, gap: 8 });

export const taskListProps = lazySchema(() =>
  z.object({
    tasks: boundRows('Task rows: id/taskId, name/title, current, target, status (ongoing, done, claimed or 0/1/2), reward.', 'Task rows, usually a binding such as {{data.tasks.list}}; undefined while loading.'),
    claimAction: actionRef('Action run to claim the reward of a done task; the task is in {{state.<stateKey>}}.'),
    goAction: opt(actionRef('Action run by the "Go" button of an ongoing task.'), 'Action run by the "Go" button of an ongoing task (no button when absent).'),
    stateKey: withDefault(z.string().check(z.regex(/^[A-Za-z_][\w]*$/)), 'task', 'Page state key holding the task being claimed, read by the action as {{state.task.taskId}}.'),
    title: opt(text('String key of a title above the tasks.'), 'String key of a title above the tasks.'),
    placeholderRows: opt(intFrom(1), 'How many task rows the page keeps room for while the tasks load: as many as the server sends (unset: a screen of rows).'),
    labels: opt(
      z.object({
        go: opt(text('String key of the "Go" button.'), 'String key of the "Go" button, e.g. "Recharge" on a recharge offer.'),
        claim: opt(text('String key of the claim button.'), 'String key of the claim button, e.g. "Get".'),
        claimed: opt(text('String key of the claimed mark.'), 'String key of the claimed mark, e.g. "Done".'),
        ongoing: opt(text('String key of the mark of a task not done when there is no "Go" button.'), 'String key of the mark of a task not done when there is no "Go" button, e.g. "Not reached" on a week that is over.'),
      }),
      'Button words of this page in place of the shared "Go", "Claim", "Claimed" and "Ongoing".',
    ),
  }),
);

export type TaskListProps = z.output<typeof taskListProps>;
