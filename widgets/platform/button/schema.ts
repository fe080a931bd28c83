import * as z from 'zod/mini';
import { actionRef, bindable, describe, text, lazySchema } from '@engine';

export const BUTTON_TYPES = ['primary', 'info', 'default', 'warning', 'danger'] as const;
export const BUTTON_SIZES = ['large', 'normal', 'small', 'mini'] as const;

/**
 * Props of the button: look (primary, info, default, warning, danger), size (large, normal, small, mini), optional
 * fixed position (x left/center/right, y top/middle/bottom) and what a tap does: run an action, or open a room of
 * the app (`room`).
 */
export const buttonProps = lazySchema(() =>
  z.object({
    text: text('String key of the button label.'),
    values: z.optional(describe(z.record(z.string(), z.unknown()), 'Values for the placeholders of the label, e.g. { count: "{{data.chances}}" }.')),
    type: z._default(describe(z.enum(BUTTON_TYPES), 'Colour scheme: primary, info, default, warning or danger.'), 'primary'),
    size: z._default(describe(z.enum(BUTTON_SIZES), 'Size: large (full width), normal, small or mini.'), 'normal'),
    action: z.optional(actionRef('Action run on tap. The button is disabled while a money action is in flight.')),
    room: z.optional(bindable(describe(z.union([z.string(), z.number()]), 'Room of the app a tap opens (forward type 9), e.g. {{data.house.roomId}}, instead of running an action.'))),
    disabled: z._default(bindable(describe(z.boolean(), 'Disable the button, e.g. {{data.task.done}}.')), false),
    round: z._default(describe(z.boolean(), 'Fully rounded corners.'), true),
    fixed: z.optional(
      describe(
        z.object({
          x: z._default(describe(z.enum(['left', 'center', 'right']), 'Horizontal anchor on the screen.'), 'center'),
          y: z._default(describe(z.enum(['top', 'middle', 'bottom']), 'Vertical anchor on the screen.'), 'bottom'),
        }),
        'Keep the button at a fixed place on the screen instead of in the page flow.',
      ),
    ),
  }),
);

export type ButtonProps = z.output<typeof buttonProps>;
