import { dataReads, defineWidget } from '@engine';
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
  skeletonHeight: 380,
});
