import * as z from 'zod/mini';
import { bindable, describe, text, lazySchema } from '@engine';

/** Props of the overlay (P§2): a dimmed layer with its children in the centre, at the top or at the bottom. */
export const overlayProps = lazySchema(() =>
  z.object({
    position: z._default(describe(z.enum(['center', 'top', 'bottom']), 'Where the content sits: center, top or bottom.'), 'center'),
    title: z.optional(text('String key of the heading (also the accessible name).')),
    label: z.optional(text('String key of the accessible name when there is no visible title.')),
    open: z.optional(bindable(describe(z.boolean(), 'Show the overlay from data or state; without it the overlay opens with an openModal step on its id.'))),
    closeOnBackdrop: z._default(describe(z.boolean(), 'Close on a tap outside the content or on Escape.'), true),
    closeButton: z._default(describe(z.boolean(), 'Show a close button in the corner.'), true),
  }),
);

export type OverlayProps = z.output<typeof overlayProps>;
