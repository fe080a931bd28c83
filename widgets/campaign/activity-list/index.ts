import { dataReads, defineWidget } from '@engine';
import { listSectionHeight, reservedRows } from '@kit/list/listHeight';
import activityReads from './reads.json';
import { activityListProps } from './schema';

/** The activities a user can apply for (listActivityV1), their states and Apply. */
export const activityList = defineWidget({
  type: 'activity-list',
  version: 1,
  description: 'Activities open for applications with their period, reward, state (not started, open, ended) and the user\'s application state (under review, approved, not approved); Apply runs an action with the activity; loading, empty and error states.',
  props: activityListProps,
  reads: dataReads(activityReads),
  component: () => import('./ActivityList'),
  module: import.meta.url,
  strings: './strings',
  // A screen of its cards (120 px, 10 px apart): their number is the answer's.
  skeletonHeight: (props) => listSectionHeight(props.title, reservedRows(undefined, 130), 120, 10),
});
