/** The data an activity list reads (activityRows.ts reads it): one row per activity. */
import { field, type DataRead } from '@engine';

export const activityReads: readonly DataRead[] = [
  {
    prop: 'source',
    what: 'Activities, in the order shown',
    shape: 'rows',
    listIn: ['list', 'rows', 'activities'],
    fields: [
      field('name|title', 'text', 'Name of the activity.', { required: true }),
      field('id|activityId', 'text or number', 'Id of the activity (the one `activityId` picks, and the one an Apply tap passes on).'),
      field('desc|description', 'text', 'Description under the name.'),
      field('icon|cover', 'text', 'Picture URL.'),
      field('reward', 'text', 'Reward text.'),
      field('start|startTime', 'instant', 'When the activity starts (shown as a date).'),
      field('end|endTime', 'instant', 'When the activity ends (shown as a date).'),
      field('state|status', 'text', 'notStarted, open or ended (anything else: ended).'),
      field('applyState', 'text', 'none, pending, approved or rejected (default none).'),
      field('canApply', 'boolean', 'true: an open activity shows the Apply button.'),
    ],
  },
];
