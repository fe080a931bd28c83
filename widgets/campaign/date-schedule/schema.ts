import * as z from 'zod/mini';
import { actionRef, text, lazySchema } from '@engine';
import { intFrom, opt, withDefault } from '@kit/fields';

/**
 * The placeholder of a day's items while they load: four rows as tall as an item's (64 px inside its 8 px padding,
 * so 80 px, 8 px apart, date-schedule.css), below the day picker (51 px) and the time zone line (14 px, 6 px around).
 */
export const scheduleSkeleton = { count: 4, height: 80, gap: 8, above: 51 + 6 + 14 + 6 };

export const dateScheduleProps = lazySchema(() =>
  z.object({
    path: withDefault(z.string().check(z.regex(/^\//)), '/activity/podcast/listByDate', 'API path answering the items of one day, asked with the day as date=YYYY-MM-DD.'),
    dateParam: withDefault(z.string().check(z.minLength(1)), 'date', 'Name of the day parameter.'),
    days: withDefault(intFrom(1).check(z.maximum(31)), 7, 'Days offered by the day picker, starting today (in the user\'s time zone).'),
    pastDays: withDefault(intFrom(0).check(z.maximum(31)), 0, 'Days before today the day picker also offers.'),
    action: opt(actionRef('Action run when an item is tapped; the item is in page state under `stateKey`, e.g. a bridge forward of type 9 with id {{state.show.roomId}}.'), 'Action run when an item is tapped (the tapped item is {{state.<stateKey>}}).'),
    stateKey: withDefault(z.string().check(z.minLength(1)), 'show', 'Page state key the tapped item is put under before the action runs.'),
    title: opt(text('String key of a title above the day picker.'), 'String key of a title above the day picker.'),
    emptyText: opt(text('String key shown for a day without items.'), 'String key shown for a day without items (default: a shared message).'),
  }),
);

export type DateScheduleProps = z.output<typeof dateScheduleProps>;
