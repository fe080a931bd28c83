/** A user's summer specials: bubble guns (3 per 1 USD recharged, plus those made of fragments), fragments and bag items. */
import { shared, type Ctx } from '../context';
import { fail, STATUS } from '../envelope';
import { domain } from '../users';
import { eventWindow } from './window';

/** 3 bubble guns per 1 USD recharged. */
export const GUNS_PER_USD = 3;
/** Three fragments of one gift make a bubble gun; four complete its puzzle. */
export const FRAGMENTS_PER_GUN = 3;
export const FRAGMENTS_PER_PUZZLE = 4;
export const FRAGMENT_GIFTS = [1005, 1007, 1008];

export interface MallProduct { productId: number; gift: number; price: number; limit: number; stock?: number; rechargedOnly?: boolean }
export const SUMMER_PRODUCTS: readonly MallProduct[] = [
  { productId: 1, gift: 1004, price: 3, limit: 5 },
  { productId: 2, gift: 1007, price: 9, limit: 2 },
  { productId: 3, gift: 1014, price: 15, limit: 1, rechargedOnly: true },
  { productId: 4, gift: 1009, price: 30, limit: 1, stock: 0 },
];

export interface SummerState {
  posterReward: boolean;
  gunsEarned: number;
  gunsSpent: number;
  fragments: Record<number, number>;
  bag: Record<number, number>;
  exchanged: Record<number, number>;
  records: Array<{ name: string; count: number; time: number }>;
  draws: Array<{ prize: { name: string; icon: string; count: number }; time: number }>;
}

export const stateOf = (c: Ctx) =>
  domain<SummerState>(c.user, 'summer', () => ({
    posterReward: false, gunsEarned: 0, gunsSpent: 0, fragments: { 1005: 4, 1007: 3, 1008: 2 }, bag: { 1: 2, 2: 5, 3: 3 }, exchanged: {}, records: [], draws: [],
  }));
export const BAG_NAMES: Record<number, string> = { 1: 'Send ticket', 2: 'Shard', 3: 'Lottery ticket' };
export const bubbleGuns = (c: Ctx) => {
  const s = stateOf(c);
  return GUNS_PER_USD * Math.floor(c.user.rechargedCents / 100) + s.gunsEarned - s.gunsSpent;
};
/** What is left of a product's shared stock (products without one are unlimited). */
export const stockLeft = (c: Ctx, p: MallProduct) => shared(c.world, `summerStock:${p.productId}`, () => p.stock ?? Number.POSITIVE_INFINITY);
/** Every summer action is refused as "not event time" outside the event's window. */
export function requireEventTime(c: Ctx): void {
  if (!eventWindow(c).running) fail('notEventTime', STATUS.time);
}
