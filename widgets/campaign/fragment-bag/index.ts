import { dataReads, defineWidget } from '@engine';
import fragmentBagReads from './reads.json';
import { fragmentBagProps } from './schema';

/** Fragments of gifts and the bag: three of one gift for a bubble gun, four for its puzzle; bag items used one at a time. */
export const fragmentBag = defineWidget({
  type: 'fragment-bag',
  version: 1,
  description:
    'Fragments the user owns, chosen piece by piece: exactly gunSize of one gift exchange for a bubble gun, puzzleSize of one gift complete its puzzle (refused with the reason otherwise); exchanges and bag item uses are confirmed and single-flight.',
  props: fragmentBagProps,
  reads: dataReads(fragmentBagReads),
  component: () => import('./FragmentBag'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 360,
});
