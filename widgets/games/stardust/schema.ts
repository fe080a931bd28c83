import * as z from 'zod/mini';
import { bindable, describe, lazySchema, text } from '@engine';
import { intFrom, looseRow, opt, withDefault } from '@kit/fields';

export const stardustProps = lazySchema(() =>
  z.object({
    // Whatever the answer holds: a value that is not a number shows the balance as unknown.
    amount: opt(
      bindable(describe(z.union([z.number(), z.string(), z.boolean(), z.null(), z.array(z.unknown()), looseRow]), 'The stardust the user holds, a number, e.g. {{data.wish.stardust}}.')),
      'The stardust the user holds in the current cycle, usually {{data.wish.stardust}}; not a number: shown as unknown.',
    ),
    perSpark: withDefault(intFrom(1), 10, 'Stardust each Spark lit earns (10 in the spark events).'),
    title: opt(text('String key of a title above the balance.'), 'String key of a title above the balance (none: no title).'),
  }),
);

export type StardustProps = z.output<typeof stardustProps>;
