import * as z from 'zod/mini';
import { asset, describe, text, lazySchema } from '@engine';

/** Props of the empty state: an optional picture and a message, by default "data is not found". */
export const emptyStateProps = lazySchema(() =>
  z.object({
    text: z.optional(text('String key of the message; defaults to the shared "data is not found".')),
    image: z.optional(asset('Picture shown above the message.')),
    compact: z._default(describe(z.boolean(), 'Less vertical space, for use inside lists and tabs.'), false),
  }),
);

export type EmptyStateProps = z.output<typeof emptyStateProps>;

export const EMPTY_STATE_DEFAULT_KEY = 'common:widgets.empty-state.text';
