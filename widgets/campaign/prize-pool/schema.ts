import * as z from 'zod/mini';
import { text, lazySchema } from '@engine';
import { boundRows, opt, withDefault } from '@kit/fields';

export const prizePoolProps = lazySchema(() =>
  z.object({
    prizes: boundRows('Prizes: name, icon, value (diamonds), prizeType (1 normal, 2 high, 3 limited).', 'Prizes of the pool, usually {{data.draw.prizeConfigs}}; undefined while loading.'),
    columns: withDefault(z.union([z.literal(3), z.literal(4)]), 3, 'Cards per row on a phone: 3 or 4.'),
    title: opt(text('String key of a title above the grid.'), 'String key of a title above the grid.'),
  }),
);

export type PrizePoolProps = z.output<typeof prizePoolProps>;
