import * as z from 'zod/mini';
import { actionRef, describe, lazySchema } from '@engine';
import { DEFAULT_REACH_OFFSET } from './edges';

/** Props of the scroll container: direction (x, y or auto) and reach-edge events, by default within 20 px of an edge. */
export const scrollProps = lazySchema(() =>
  z.object({
    direction: z._default(describe(z.enum(['x', 'y', 'auto']), 'Scrolling axis: x (horizontal), y (vertical) or auto (both).'), 'y'),
    offset: z._default(describe(z.number().check(z.nonnegative()), 'Distance (px) from an edge that counts as reaching it.'), DEFAULT_REACH_OFFSET),
    height: z.optional(describe(z.number().check(z.positive()), 'Height of the scrolling area in design pixels (750-wide design).')),
    onReachTop: z.optional(actionRef('Action run when the top is reached.', 'scroll')),
    onReachBottom: z.optional(actionRef('Action run when the bottom is reached, e.g. to load the next page.', 'scroll')),
    onReachLeft: z.optional(actionRef('Action run when the left edge is reached.', 'scroll')),
    onReachRight: z.optional(actionRef('Action run when the right edge is reached.', 'scroll')),
  }),
);

export type ScrollProps = z.output<typeof scrollProps>;
