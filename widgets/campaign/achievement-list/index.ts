import { dataReads, defineWidget } from '@engine';
import { listSectionHeight } from '@kit/list/listHeight';
import achievementReads from './reads.json';
import { achievementListProps, achievementSkeleton } from './schema';

/** Achievements with their level, progress to the next level, reward and an Upgrade button. */
export const achievementList = defineWidget({
  type: 'achievement-list',
  version: 1,
  description: 'Achievements read from a data source: level of the maximum, progress to the next level, its reward, and Upgrade (one at a time) when the progress reached the target; loading, empty and error states.',
  props: achievementListProps,
  reads: dataReads(achievementReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: (props) => listSectionHeight(props.title, achievementSkeleton.count, achievementSkeleton.height, achievementSkeleton.gap),
});
