/** How prizes and rounds are named on the board. */
import type { WidgetT } from '@kit/useWidgetT';
import type { Prize } from './roundPage';

/** Chicken types of the cockfight: zero, ninja, normal, weak. */
export const CHICKEN_TYPES = ['zero', 'ninja', 'normal', 'weak'] as const;

export type Variant = 'rapid-king' | 'cockfight';

/** The prize's display name: the server's name, or the localized chicken type in cockfight. */
export function prizeLabel(prize: Prize | undefined, variant: Variant, cockT: WidgetT): string {
  if (!prize) return '';
  const chicken = CHICKEN_TYPES.find((c) => c === prize.name.toLowerCase());
  return variant === 'cockfight' && chicken ? cockT(`chicken.${chicken}`) : prize.name;
}

/** The round of the day shown to users: the last four digits of actNo (202611220801 -> "801"), a label, not an amount (no thousands separator). */
export function roundNumber(actNo: number): string {
  const s = String(actNo);
  return s.length > 8 ? String(Number(s.slice(8))) : s;
}

/** Record types with a badge: P_1234 2, P_5678 3, double 4, three 5, floor 6 (normal 1 has none). */
export const SPECIAL_RECORD_TYPES = [2, 3, 4, 5, 6] as const;

export function recordBadge(recordType: number | undefined, wt: WidgetT): string | undefined {
  return SPECIAL_RECORD_TYPES.some((r) => r === recordType) ? wt(`recordType.${recordType}`) : undefined;
}
