import * as z from 'zod/mini';
import { actionRef, bindable, describe, text, lazySchema } from '@engine';
import { boundRows, intFrom, opt, withDefault } from '@kit/fields';

export const signInCalendarProps = lazySchema(() =>
  z.object({
    days: boundRows('Days in order: day, reward name, icon, signed (true once signed in).', 'Days of the sign-in calendar, usually {{data.signIn.days}}; undefined while loading.'),
    today: bindable(describe(intFrom(0), 'Number of today in the calendar (1 = first day; 0 outside the event, when no day is today), e.g. {{data.signIn.today}}.')),
    signAction: actionRef('Action run by the sign-in button of today; the day is in {{state.<stateKey>}}.'),
    stateKey: withDefault(z.string().check(z.regex(/^[A-Za-z_][\w]*$/)), 'signInDay', 'Page state key holding the day being signed.'),
    title: opt(text('String key of a title above the calendar.'), 'String key of a title above the calendar.'),
  }),
);

export type SignInCalendarProps = z.output<typeof signInCalendarProps>;
