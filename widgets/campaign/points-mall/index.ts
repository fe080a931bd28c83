import { dataReads, defineWidget } from '@engine';
import { listSectionHeight, reservedRows } from '@kit/list/listHeight';
import pointsMallReads from './reads.json';
import { pointsMallProps } from './schema';

/** Products bought with event points. */
export const pointsMall = defineWidget({
  type: 'points-mall',
  version: 1,
  description: 'Product cards with price and stock; buying asks for confirmation first; sold-out and not-enough-points states.',
  props: pointsMallProps,
  reads: dataReads(pointsMallReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  // Its title and, as every data list of unknown length, a first screen of rows of product cards (241 px, 8 px apart).
  skeletonHeight: (props) => listSectionHeight(props.title, reservedRows(undefined, 241 + 8), 241, 8),
});
