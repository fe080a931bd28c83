import { dataReads, defineWidget } from '@engine';
import championReads from './reads.json';
import { giftChampionsProps } from './schema';

/** A grid of gifts, each with its champions (top senders this week, or last week's top sender and receiver). */
export const giftChampions = defineWidget({
  type: 'gift-champions',
  version: 1,
  description: 'Per-gift champions grid: each gift with its top senders, or its top sender and receiver, with loading, empty and error states.',
  props: giftChampionsProps,
  reads: dataReads(championReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 320,
});
