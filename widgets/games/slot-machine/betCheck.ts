/**
 * Whether a bet can be placed: the round is taking bets (status betting 20),
 * the prize is one of the round's prizes and the buy item (medal
 * configuration) is one of its items with a cost.
 */
import { ROUND_STATUS, type RoundState } from './roundMachine';
import type { BuyItem, RoundPage } from './roundPage';

export type BetCheck = { ok: true; item: BuyItem } | { ok: false; reason: 'closed' | 'invalidPrize' | 'invalidItem' };

/** Betting needs the betting status and a valid prize and buy item (medal configuration). */
export function checkBet(state: RoundState | undefined, page: Pick<RoundPage, 'prizes' | 'buyItems'> | undefined, prizeId: number, itemId: number | undefined): BetCheck {
  if (!state || state.status !== ROUND_STATUS.betting) return { ok: false, reason: 'closed' };
  if (!page?.prizes.some((p) => p.id === prizeId)) return { ok: false, reason: 'invalidPrize' };
  const item = page.buyItems.find((b) => b.id === itemId);
  if (!item || item.diamondCount <= 0) return { ok: false, reason: 'invalidItem' };
  return { ok: true, item };
}
