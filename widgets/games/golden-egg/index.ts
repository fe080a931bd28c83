import { dataReads, defineWidget } from '@engine';
import goldenEggReads from './reads.json';
import { eggBoardHeight } from './board';
import { goldenEggProps } from './schema';

/** The golden egg draw: points, chances, the smash with its animation, the gift choice and its 20-smash guarantee, the buy-everything offer. */
export const goldenEgg = defineWidget({
  type: 'golden-egg',
  version: 1,
  description:
    'Golden egg draw: accumulated points (100 a smash), remaining chances, the free first smash of a new user, a single-flight smash with a skippable animation (reduced motion respected), the gift choice after a golden egg (changeable only once won), the 20-smash guarantee progress, the 399 equivalent and "all gifts sent today" notices, the "no chance: do the daily tasks" toast and the buy-everything offer through the app.',
  props: goldenEggProps,
  reads: dataReads(goldenEggReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: (props) => eggBoardHeight(props.superBuy),
});
