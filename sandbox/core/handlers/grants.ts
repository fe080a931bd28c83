/**
 * Balances the control endpoint can grant a user (development panel and tests): `grant: { userId, diamond: 5000, sparks: 100 }`.
 * `rechargeCents` records a completed top-up, as the payment server does once the app's pay succeeded: the user
 * counts as having recharged (gift bags, recharge offers) and gets the diamonds bought (100 per USD).
 * `treeExp` is Christmas tree EXP the app awarded; `lotteryDraws` are Christmas lottery draws the user bought.
 */
import { userOf, type World } from '../context';
import { credit, recharge } from '../wallet';
import { eggState } from './eggDrawState';
import { sparkState } from './sparkDraw';
import { grantWish } from './wishBoxState';
import { treeState } from './christmasTree';
import { buyLotteryDraws } from './christmasLottery';

export const GRANTABLE = ['diamond', 'goldenBean', 'gameTicket', 'sparks', 'eggPoints', 'rechargeCents', 'wishCoins', 'wishes', 'customGifts', 'treeExp', 'lotteryDraws'] as const;

export function grant(world: World, input: Record<string, unknown>): void {
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
  const cents = amount('rechargeCents');
  if (cents > 0) recharge(user, cents, cents);
}
