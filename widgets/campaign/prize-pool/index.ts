import { dataReads, defineWidget } from '@engine';
import prizePoolReads from './reads.json';
import { prizePoolProps } from './schema';

/** The prizes that can be won, as a grid. */
export const prizePool = defineWidget({
  type: 'prize-pool',
  version: 1,
  description: 'A grid of the prizes of a draw with picture, name, value and tier (normal, high, limited).',
  props: prizePoolProps,
  reads: dataReads(prizePoolReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 240,
});
