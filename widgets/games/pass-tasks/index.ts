import { dataReads, defineWidget } from '@engine';
import passTasksReads from './reads.json';
import { passTasksProps } from './schema';

/** The Diamond Pass task list. */
export const passTasks = defineWidget({
  type: 'pass-tasks',
  version: 1,
  description: 'Diamond Pass tasks with their EXP: blue tasks count once a day, purple ones up to 15 times; premium owners get 1000 diamonds instead of the premium-pass task reward.',
  props: passTasksProps,
  reads: dataReads(passTasksReads),
  component: () => import('./Component'),
  module: import.meta.url,
  showsStrings: ['diamond-pass'],
  skeletonHeight: 280,
});
