import * as z from 'zod/mini';
import { actionRef, bindable, dataRef, describe, lazySchema } from '@engine';
import { opt, withDefault } from '@kit/fields';
import { listWordProps } from '@kit/list/listWords';

export const activityListProps = lazySchema(() =>
  z.object({
    source: describe(
      dataRef('Declared data source whose answer lists the activities: id, name, desc, icon, start, end, state (notStarted, open, ended), applyState (none, pending, approved, rejected), canApply, reward.'),
      'Declared data source with the activities, e.g. /marketing/activity/apply/listActivityV1.',
    ),
    action: opt(
      actionRef('Action run by an activity\'s Apply button; the activity is in page state under `stateKey`, e.g. a navigate step to the application form.'),
      'Action run by an activity\'s Apply button (no button when absent, e.g. above the application form).',
    ),
    activityId: opt(
      bindable(describe(z.union([z.string(), z.number()]), 'Show only the activity of this id, e.g. {{query.activityId}} on the application form: it only chooses which row is shown.')),
      'Show only the activity of this id (the one being applied for); none: every activity.',
    ),
    stateKey: withDefault(z.string().check(z.regex(/^[A-Za-z_]\w*$/)), 'activity', 'Page state key the tapped activity is put under before the action runs, read as {{state.activity.id}}.'),
    ...listWordProps('the activities', 'no activity is listed', 'the widget\'s own message'),
  }),
);

export type ActivityListProps = z.output<typeof activityListProps>;
