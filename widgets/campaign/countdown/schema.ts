import * as z from 'zod/mini';
import { actionRef, bindable, instant, text, lazySchema } from '@engine';
import { opt, withDefault } from '@kit/fields';

export const countdownProps = lazySchema(() =>
  z.object({
    to: opt(
      bindable(instant('End instant: ISO-8601 with offset or epoch milliseconds, e.g. {{period.end}}.')),
      'End instant: ISO-8601 with offset, epoch milliseconds or a binding such as {{period.end}}.',
    ),
    phaseEnd: withDefault(z.boolean(), false, 'Count down to the end of the current phase instead of `to`: to the start before the event, to the end while it runs.'),
    label: opt(text('String key of the label before the time, e.g. "Ends in".'), 'String key of the label before the time, e.g. "Ends in".'),
    endedText: opt(text('String key shown once the time is up.'), 'String key shown once the time is up (default: zeros).'),
    endAction: opt(actionRef('Action run once when the countdown reaches zero.', 'timer'), 'Action run once when the countdown reaches zero while the page is open.'),
  }),
);

export type CountdownProps = z.output<typeof countdownProps>;
