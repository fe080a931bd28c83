import { dataReads, defineWidget } from '@engine';
import blindBoxReads from './reads.json';
import { blindBoxProps } from './schema';

/** The blind box challenge: a board of boxes opened with keys, bulk opening at 10% off, the paid refresh and the key exchange. */
export const blindBox = defineWidget({
  type: 'blind-box',
  version: 1,
  description:
    'Blind box challenge: box count, keys and max keys, the gem cost of a refresh; tapping a box opens it for a key (single-flight); opening all boxes left at 10% off; the next board comes by itself once all are open; the paid refresh (gems) is confirmed as irreversible and allowed only once enough boxes are open (the page says how many more); the key exchange with the quantity entered first and the maximum shown.',
  props: blindBoxProps,
  reads: dataReads(blindBoxReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 480,
});
