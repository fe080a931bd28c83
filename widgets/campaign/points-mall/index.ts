import { dataReads, defineWidget } from '@engine';
import { listSectionHeight } from '@kit/list/listHeight';
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
  // Its title and two rows of product cards (241 px, 8 px apart), a mall's usual count: the products are the answer's.
  skeletonHeight: (props) => listSectionHeight(props.title, 2, 241, 8),
});
