import * as z from 'zod/mini';
import { text, lazySchema } from '@engine';
import { opt, withDefault } from '@kit/fields';

export const headingProps = lazySchema(() =>
  z.object({
    title: text('String key of the title.'),
    subtitle: opt(text('String key of the line under the title.'), 'String key of the line under the title.'),
    level: withDefault(z.union([z.literal(1), z.literal(2), z.literal(3)]), 1, 'Heading level: 1 for the page title, 2 or 3 for sections.'),
    align: withDefault(z.enum(['start', 'center']), 'center', 'Text alignment.'),
  }),
);

export type HeadingProps = z.output<typeof headingProps>;
