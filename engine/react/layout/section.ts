/** Layout: a titled block of the page, optionally on a background image. */
import * as z from 'zod/mini';
import { defineLayout } from './defineLayout';
import { asset, describe, text, lazySchema } from '../../core/schema-helpers';

export const sectionProps = lazySchema(() =>
  z.object({
    title: z.optional(text('String key of the section heading.')),
    background: z.optional(asset('Background image of the section (campaign file or allowlisted URL).')),
    padding: z._default(describe(z.number().check(z.minimum(0), z.maximum(100)), 'Inner spacing, in px.'), 12),
  }),
);

export type SectionProps = z.output<typeof sectionProps>;

/** Height of a section's heading: one line of 18 px text and the 8 px below it. */
const TITLE_HEIGHT = 30;

/** A section is as tall as its children, with its padding (12 px unless set) around them and its heading above. */
const sectionHeight = (props: Readonly<Record<string, unknown>>, content: number): number =>
  2 * (typeof props.padding === 'number' ? props.padding : 12) + (props.title ? TITLE_HEIGHT : 0) + (content || 120);

export const section = defineLayout({
  type: 'section', props: sectionProps, skeletonHeight: sectionHeight, component: () => import('./Section'), module: import.meta.url,
  description: 'A block of the page with an optional heading and background image.',
});
