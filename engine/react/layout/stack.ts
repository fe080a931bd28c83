/** Layout: children in a column or a row with a gap. */
import * as z from 'zod/mini';
import { defineLayout } from './defineLayout';
import { describe, lazySchema } from '../../core/schema-helpers';

export const stackProps = lazySchema(() =>
  z.object({
    direction: z._default(describe(z.enum(['vertical', 'horizontal']), 'Lay children out in a column (vertical) or a row (horizontal).'), 'vertical'),
    gap: z._default(describe(z.number().check(z.minimum(0), z.maximum(200)), 'Space between children, in px.'), 0),
    align: z._default(describe(z.enum(['start', 'center', 'end', 'stretch']), 'Cross-axis alignment of the children.'), 'stretch'),
    wrap: z._default(describe(z.boolean(), 'Wrap a row onto several lines when it is too wide.'), false),
    padding: z._default(describe(z.number().check(z.minimum(0), z.maximum(200)), 'Space around the children, in px (for example to keep buttons off the screen edge).'), 0),
  }),
);

export type StackProps = z.output<typeof stackProps>;

const px = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** A stack is as tall as its children, with its padding around them and its gap between them in a column. */
const stackHeight = (props: Readonly<Record<string, unknown>>, content: number, children: number): number =>
  2 * px(props.padding) + (props.direction === 'horizontal' ? 0 : px(props.gap) * Math.max(0, children - 1)) + content;

export const stack = defineLayout({
  type: 'stack', props: stackProps, skeletonHeight: stackHeight, component: () => import('./Stack'), module: import.meta.url,
  description: 'Puts its children in a column or a row, with a gap between them.',
});
