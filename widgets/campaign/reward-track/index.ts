import { dataReads, defineWidget } from '@engine';
import rewardTrackReads from './reads.json';
import { rewardTrackProps } from './schema';

/** A pass with free and premium reward tracks unlocked by EXP. */
export const rewardTrack = defineWidget({
  type: 'reward-track',
  version: 1,
  description: 'Free and premium reward tracks by level; rewards are locked, redeemable once EXP suffices (premium after upgrade) or received, with a claim button.',
  props: rewardTrackProps,
  reads: dataReads(rewardTrackReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 320,
});
