/** The data a sign-in calendar reads (calendarDays.ts reads it): one row per day, in order. */
import { field, type DataRead } from '@engine';

export const signInReads: readonly DataRead[] = [
  {
    prop: 'days',
    what: 'Days of the calendar, in order',
    shape: 'rows',
    fields: [
      field('day|index', 'number', 'Day number (default: the row\'s position, from 1).'),
      field('reward|name|rewardName', 'text', 'Reward of the day.', { required: true }),
      field('icon|image', 'text', 'Picture of the reward.'),
      field('signed', 'boolean', 'true once the user signed in that day.'),
      field('status', 'text or number', 'signed or 1 once signed in (when the row has no signed).'),
    ],
  },
];
