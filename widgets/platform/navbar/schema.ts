import * as z from 'zod/mini';
import { actionRef, describe, text, lazySchema } from '@engine';

export const NAVBAR_ICONS = ['back', 'close', 'share', 'more', 'help', 'rule'] as const;

const side = (where: string) =>
  describe(
    z.object({
      icon: z.optional(describe(z.enum(NAVBAR_ICONS), `Icon on the ${where}: back, close, share, more, help or rule.`)),
      text: z.optional(text(`String key of the text on the ${where} (shown instead of, or next to, the icon).`)),
      action: z.optional(actionRef(`Action run on a tap on the ${where}.`)),
    }),
    `What the ${where} of the bar shows and does.`,
  );

/** Props of the navbar: title, left/right icon or text, fixed, alpha, shifted below the status bar in immersive mode. */
export const navbarProps = lazySchema(() =>
  z.object({
    title: z.optional(text('String key of the title.')),
    left: z._default(side('left'), { icon: 'back' }),
    right: z.optional(side('right')),
    fixed: z._default(describe(z.boolean(), 'Keep the bar at the top of the screen while the page scrolls.'), false),
    alpha: z._default(describe(z.number().check(z.gte(0), z.lte(1)), 'Opacity of the bar background, 0 (transparent) to 1.'), 1),
    immersive: z.optional(describe(z.boolean(), 'Force immersive mode; by default it follows the app_immersion=1 query parameter.')),
    statusBarHeight: z.optional(describe(z.number().check(z.nonnegative()), 'Status-bar height (px) to shift by in immersive mode; by default asked from the app.')),
  }),
);

export type NavbarProps = z.output<typeof navbarProps>;
export type NavbarIcon = (typeof NAVBAR_ICONS)[number];
