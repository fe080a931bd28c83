import { dataReads, defineWidget } from '@engine';
import chanceDrawReads from './reads.json';
import { chanceDrawProps } from './schema';

/** A draw paid with draws left (a daily free draw, card draws). */
export const chanceDraw = defineWidget({
  type: 'chance-draw',
  version: 1,
  description: 'A draw paid with draws left (a daily free draw, card draws): batches, the draws left and the prizes drawn.',
  props: chanceDrawProps,
  reads: dataReads(chanceDrawReads),
  component: () => import('./ChanceDraw'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 72,
});
