/**
 * Balances the control endpoint can grant a user (development panel and tests): `grant: { userId, diamond: 5000, sparks: 100 }`.
 * `rechargeCents` records a completed top-up, as the payment server does once the app's pay succeeded: the user
 * counts as having recharged (gift bags, recharge offers) and gets the diamonds bought (100 per USD).
 * `treeExp` is Christmas tree EXP the app awarded; `lotteryDraws` are Christmas lottery draws the user bought.
 * `couplePoints` adds couple points to the user's couple (love nest levels unlock at their thresholds).
 */
import { userOf, type World } from '../context';
import { credit, recharge } from '../wallet';
import { eggState } from './eggDrawState';
import { sparkState } from './sparkDraw';
import { grantWish } from './wishBoxState';
import { treeState } from './christmasTree';
import { buyLotteryDraws } from './christmasLottery';
import { addCouplePoints, divorce, makeCouple } from './loveNestState';

export const GRANTABLE = ['diamond', 'goldenBean', 'gameTicket', 'sparks', 'eggPoints', 'rechargeCents', 'wishCoins', 'wishes', 'customGifts', 'treeExp', 'lotteryDraws', 'couplePoints'] as const;

export function grant(world: World, input: Record<string, unknown>, now: number): void {
  const userId = String(input.userId ?? '');
  if (!/^\d{1,12}$/.test(userId)) return;
  const user = userOf(world, userId);
  const amount = (k: string) => Math.max(0, Math.min(1e9, Math.floor(Number(input[k]) || 0)));
  credit(user, amount('diamond'));
  credit(user, amount('goldenBean'), 'goldenBean');
  credit(user, amount('gameTicket'), 'gameTicket');
  sparkState(world, user).sparks += amount('sparks');
  eggState(user).points += amount('eggPoints');
  grantWish(user, amount('wishCoins'), amount('wishes'), amount('customGifts'));
  treeState(user).exp += amount('treeExp');
  buyLotteryDraws(user, amount('lotteryDraws'));
  addCouplePoints(world, userId, amount('couplePoints'), now);
  const cents = amount('rechargeCents');
  if (cents > 0) recharge(user, cents, cents);
}

/** `divorce: userId` ends that user's couple; `couple: [a, b]` makes two users a couple. */
export function setCouples(world: World, input: { divorce?: unknown; couple?: unknown }, now: number): void {
  if (typeof input.divorce === 'string' || typeof input.divorce === 'number') divorce(world, String(input.divorce), now);
  if (Array.isArray(input.couple) && input.couple.length === 2) makeCouple(world, String(input.couple[0]), String(input.couple[1]), now);
}
