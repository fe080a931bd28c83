/** Props shared by `modal` and `sheet`. */
import * as z from 'zod/mini';
import { bindable, describe, lazySchema, text } from '../../core/schema-helpers';

const build = (defaultPosition: 'center' | 'top' | 'bottom') =>
  z.object({
    position: z._default(describe(z.enum(['center', 'top', 'bottom']), 'Where the panel sits on the screen: center, top or bottom.'), defaultPosition),
    title: z.optional(text('String key of the heading shown at the top of the panel (also its accessible name).')),
    label: z.optional(text('String key of the accessible name when there is no visible title.')),
    open: z.optional(bindable(describe(z.boolean(), 'Show the panel from data or state; without it the panel opens with an openModal step on its id.'))),
    closeOnOverlay: z._default(describe(z.boolean(), 'Close when the dimmed area around the panel is tapped.'), true),
    showClose: z._default(describe(z.boolean(), 'Show a close button in the corner.'), true),
  });

export const overlayProps = (defaultPosition: 'center' | 'top' | 'bottom') => lazySchema(() => build(defaultPosition));

export type OverlayProps = z.output<ReturnType<typeof build>>;
