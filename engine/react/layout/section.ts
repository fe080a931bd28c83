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

export const section = defineLayout({
  type: 'section', props: sectionProps, skeletonHeight: 120, component: () => import('./Section'), module: import.meta.url,
  description: 'A block of the page with an optional heading and background image.',
});
