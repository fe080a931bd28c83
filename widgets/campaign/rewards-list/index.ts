import { dataReads, defineWidget } from '@engine';
import rewardsListReads from './reads.json';
import { rewardsListProps } from './schema';

/** What each ranking place wins. */
export const rewardsList = defineWidget({
  type: 'rewards-list',
  version: 1,
  description: 'Rows of place and prize (e.g. "Top 1" - "Golden crown frame"), written in the campaign or read from a reward configuration answer, with an optional prize picture.',
  props: rewardsListProps,
  reads: dataReads(rewardsListReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 160,
});
