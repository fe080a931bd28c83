import * as z from 'zod/mini';
import { bindable, describe, lazySchema, text } from '@engine';

/** Props of the badge: a count shown as a small pill, capped at `max` (above it the badge shows `max+`). */
export const badgeProps = lazySchema(() =>
  z.object({
    value: bindable(describe(z.number(), 'The count to show, e.g. {{data.inbox.unread}}.')),
    max: z._default(describe(z.int().check(z.positive()), 'Largest count shown as is; above it the badge shows "max+".'), 99),
    dot: z._default(describe(z.boolean(), 'Show a plain dot instead of the number.'), false),
    showZero: z._default(describe(z.boolean(), 'Show the badge when the count is 0.'), false),
    label: z.optional(text('String key of what the count means, read out by screen readers; {count} is the number, e.g. "{count} under review". Defaults to the shared "{count} new".')),
  }),
);

export type BadgeProps = z.output<typeof badgeProps>;

export const BADGE_DEFAULT_LABEL_KEY = 'common:widgets.badge.label';

/** The text of a badge: numbers above `max` show as `max+`, below 0 as 0; a value that is not a finite number shows nothing. */
export function badgeText(value: number, max: number): string {
  if (!Number.isFinite(value)) return '';
  const n = Math.max(0, Math.floor(value));
  return n > max ? `${max}+` : String(n);
}
