import * as z from 'zod/mini';
import { lazySchema, text } from '@engine';
import { opt } from '../blocks/fields';

export const blindBoxProps = lazySchema(() =>
  z.object({
    title: opt(text('String key of the title shown at the top of the widget.'), 'String key of the title shown at the top of the widget (none: no title).'),
  }),
);

export type BlindBoxProps = z.output<typeof blindBoxProps>;
