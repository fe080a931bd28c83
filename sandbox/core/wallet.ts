/** Debits and credits on a user's wallet: purchases and bets debit, prizes credit. */
import { fail, STATUS } from './envelope';
import type { MessageKey } from './messages';
import type { UserState, Wallet } from './users';

export type Currency = keyof Wallet;

const SHORT: Record<Currency, MessageKey> = {
  diamond: 'notEnoughDiamonds',
  goldenBean: 'notEnoughBeans',
  gameTicket: 'notEnoughTickets',
};

/** Currency types: normal 1 (diamonds), game ticket 2, golden bean 3. */
export function currencyOfType(type: number): Currency {
  if (type === 2) return 'gameTicket';
  if (type === 3) return 'goldenBean';
  return 'diamond';
}

export function debit(user: UserState, amount: number, currency: Currency = 'diamond'): void {
  if (!Number.isInteger(amount) || amount < 0) fail('badRequest', STATUS.badRequest);
  if (user.wallet[currency] < amount) fail(SHORT[currency], STATUS.balance);
  user.wallet[currency] -= amount;
}

export function credit(user: UserState, amount: number, currency: Currency = 'diamond'): void {
  user.wallet[currency] += Math.max(0, Math.floor(amount));
}

/** A completed top-up: diamonds credited and the user counts as having recharged. */
export function recharge(user: UserState, cents: number, diamonds: number): void {
  user.rechargedCents += cents;
  credit(user, diamonds);
}
