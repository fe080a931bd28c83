import { dataReads, defineWidget } from '@engine';
import diamondPassReads from './reads.json';
import { diamondPassProps } from './schema';

/** The Diamond Pass game module: EXP, free and premium reward tracks, single receive and receive-all. */
export const diamondPass = defineWidget({
  type: 'diamond-pass',
  version: 1,
  description: 'Diamond Pass rewards: my EXP, receive-all (with the EXP still needed for every free reward), and free and premium tracks whose rewards are locked, redeemable once EXP suffices (premium after the upgrade) or received.',
  props: diamondPassProps,
  reads: dataReads(diamondPassReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 420,
});
