import { dataReads, defineWidget } from '@engine';
import rankingReads from './reads.json';
import { rankingRequest, requestedClassify } from './requests';
import { rankingListProps } from './schema';
import { rankingHeight } from './skeleton';

/** A ranking of users or families with the viewer's own place. */
export const rankingList = defineWidget({
  type: 'ranking-list',
  version: 1,
  description: 'Ranking rows (binding, data source or classify/period request) with top-3 styling, own rank and distance, loading, empty and error states; virtualized for long lists.',
  props: rankingListProps,
  reads: dataReads(rankingReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: rankingHeight,
  requests: (props) => {
    const classify = requestedClassify(props);
    return classify === undefined ? [] : [rankingRequest(props, classify)];
  },
});
