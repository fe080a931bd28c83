/** The data a task list reads (taskRows.ts reads it): one row per task. */
import { field, type DataRead } from '@engine';

export const taskReads: readonly DataRead[] = [
  {
    prop: 'tasks',
    what: 'Tasks, in the order shown',
    shape: 'rows',
    fields: [
      field('title|name|taskName', 'text', 'What the task asks.', { required: true }),
      field('taskId|id', 'text or number', 'Id of the task (a claim tap passes the row on).'),
      field('reward|rewardName|rewardText', 'text', 'Reward text.'),
      field('current|progress|finishNum|count', 'number', 'Progress so far.'),
      field('target|total|targetNum|max', 'number', 'Progress the task needs.'),
      field('status|state', 'text or number', 'ongoing, done or claimed (also 0, 1, 2); none: done once current reaches target.'),
    ],
  },
];
