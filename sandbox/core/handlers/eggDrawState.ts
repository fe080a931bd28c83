/** A user's golden egg state, and the service's daily stock of each gift. */
import type { Gift } from '../catalog';
import { shared, type Ctx } from '../context';
import { dayNumber } from '../time';
import { domain, SEEDED_USERS, type UserState } from '../users';

export const POINTS_PER_SMASH = 100;
export const GUARANTEE_WITHIN = 20;
export const EQUIVALENT_GIFT_ID = 1006;
/** Daily stock per gift for the whole service; the equivalent 399 gift has its own stock. */
export const DAILY_STOCK: Record<number, number> = { 1001: 9_999, 1002: 9_999, 1003: 2_000, 1004: 500, 1007: 20, 1008: 5, 1010: 1, 1011: 1, [EQUIVALENT_GIFT_ID]: 3 };
export const CHOOSABLE = [1007, 1008, 1010, 1011];
export const COMMON = [1001, 1002, 1003, 1004];
/** The buy-everything offer (the whole-gift pack): 0.99 USD through the app's pay, which delivers it. */
export const SUPER_BUY = { priceUsd: 0.99, giftIds: [1001, 1002, 1003, 1004, 1005] };

/** Today's task activity: what was done (Go Matches, minutes in rooms, top-ups since 00:00) and received. */
export interface Activity { day: number; matches: number; roomMinutes: number; rechargeBase: number; received: Record<number, number> }
export interface EggState {
  points: number; freeSmash: boolean; smashed: number; canChoose: boolean; chosen: number | null; chosenWon: boolean; counter: number;
  activity?: Activity; records: Array<{ gift: Gift; golden: boolean; equivalent: boolean; time: number }>;
}

/** Seeded egg states: 10003 is one smash from the guarantee of a gift in stock, 10004 of one out for today. */
const SEEDED_EGG: Record<string, Partial<EggState>> = {
  [SEEDED_USERS.newcomer]: { points: 0 },
  [SEEDED_USERS.payer]: { points: 10_000 },
  [SEEDED_USERS.exhausted]: { points: 0, smashed: 1 },
  [SEEDED_USERS.premium]: { points: 500, smashed: 30, chosen: 1008, counter: GUARANTEE_WITHIN - 1 },
  [SEEDED_USERS.leader]: { points: 500, smashed: 30, chosen: 1011, counter: GUARANTEE_WITHIN - 1 },
};

/** The lucky egg (2022 carnival) is the same draw under its own path, with its own points, chances and records. */
export const LUCKY_EGG_BASE = '/activity/luckyEgg';

export const eggState = (user: UserState, key = 'egg') => domain<EggState>(user, key, () => ({
  points: 300, freeSmash: user.rechargedCents === 0, smashed: 0, canChoose: false, chosen: null, chosenWon: false, counter: 0, records: [],
  ...SEEDED_EGG[user.userId],
}));
export const eggOf = (c: Ctx) => eggState(c.user, c.path.startsWith(`${LUCKY_EGG_BASE}/`) ? 'luckyEgg' : 'egg');

export const stockOf = (c: Ctx) => {
  // Today's only Phoenix (1011) was already sent before the sandbox started: choosing it shows the 399 equivalent.
  const s = shared<{ day: number; sent: Record<number, number> }>(c.world, 'eggStock', () => ({ day: dayNumber(c.now), sent: { 1011: DAILY_STOCK[1011]! } }));
  if (s.day !== dayNumber(c.now)) Object.assign(s, { day: dayNumber(c.now), sent: {} });
  return s;
};
export const left = (c: Ctx, giftId: number) => (DAILY_STOCK[giftId] ?? 0) - (stockOf(c).sent[giftId] ?? 0);
