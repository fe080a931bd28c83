import { dataReads, defineWidget } from '@engine';
import { listSectionHeight } from '@kit/list/listHeight';
import taskReads from './reads.json';
import { taskListProps, taskSkeleton } from './schema';

/** Daily or event tasks with progress and a claim button. */
export const taskList = defineWidget({
  type: 'task-list',
  version: 1,
  description: 'Tasks with progress; ongoing tasks show "Go", done tasks a claim button running an action, claimed tasks a done mark.',
  props: taskListProps,
  reads: dataReads(taskReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: (props) => {
    const rows = taskSkeleton(props.placeholderRows);
    return listSectionHeight(props.title, rows.count, rows.height, rows.gap);
  },
});
