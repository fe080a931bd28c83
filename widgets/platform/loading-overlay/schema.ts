import * as z from 'zod/mini';
import { bindable, describe, text, lazySchema } from '@engine';

/** Props of the loading overlay: a full-screen spinner while something loads. */
export const loadingOverlayProps = lazySchema(() =>
  z.object({
    visible: z._default(bindable(describe(z.boolean(), 'Show the overlay, e.g. {{state.submitting}}.')), true),
    text: z.optional(text('String key of the message under the spinner; defaults to the shared "Loading...".')),
    transparent: z._default(describe(z.boolean(), 'No dimmed background: only the spinner blocks the page.'), false),
  }),
);

export type LoadingOverlayProps = z.output<typeof loadingOverlayProps>;
