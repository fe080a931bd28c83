import { dataReads, defineWidget } from '@engine';
import signInReads from './reads.json';
import { signInCalendarProps } from './schema';

/** Daily sign-in with a reward per day. */
export const signInCalendar = defineWidget({
  type: 'sign-in-calendar',
  version: 1,
  description: 'A grid of days with their rewards: signed, missed, upcoming, and a sign-in button on today.',
  props: signInCalendarProps,
  reads: dataReads(signInReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  // A week of days as a phone shows it (two rows of four day cards under the title), as the loaded calendar.
  skeletonHeight: 426,
});
