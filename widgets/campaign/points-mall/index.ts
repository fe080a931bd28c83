import { dataReads, defineWidget } from '@engine';
import { listSectionHeight } from '@kit/list/listHeight';
import pointsMallReads from './reads.json';
import { mallSkeleton, pointsMallProps } from './schema';

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
  skeletonHeight: (props) => listSectionHeight(props.title, mallSkeleton.count, mallSkeleton.height, mallSkeleton.gap),
});
