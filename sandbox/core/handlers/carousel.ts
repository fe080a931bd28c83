/**
 * Christmas carousel (carnival 2023): candy pays the launches, 1 or 10 at a time, 10 candy each. The first prize
 * comes at the latest on the 50th launch since the last one: the guarantee counter counts the launches since then
 * and goes back to 0 when the first prize is won (by luck or by the guarantee). Candy is bought with the app's pay:
 * each whole USD of a completed top-up brings 10 candy (the sandbox learns a top-up from `grant: { rechargeCents }`).
 * GET records: what the user won, launches and lottery draws, newest first (paged).
 */
import { giftOrThrow } from '../catalog';
import { num, pageOf, paging, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { domain, SEEDED_USERS, type UserState } from '../users';
import { requireRunning, eventWindow } from './window';
import { isoAt } from '../time';

export const LAUNCH_PRICE = 10;
export const LAUNCH_BATCHES = [1, 10] as const;
export const GUARANTEE_AT = 50;
export const CANDY_PER_USD = 10;
const FIRST_PRIZE = 1012;
/** The other prizes of a launch, by weight; the first prize is won by 1 launch in 100, or by the guarantee. */
const PRIZES: Array<[number, number]> = [[1001, 40], [1002, 25], [1003, 15], [1004, 10], [1005, 6], [1007, 4]];
const FIRST_PRIZE_CHANCE = 0.01;
/** Candy packs the app sells (native pay only): 100 candy for 0.99 USD and so on. */
export const CANDY_PACKS = [
  { id: 1, count: 100, price: 0.99 }, { id: 2, count: 500, price: 4.99 }, { id: 3, count: 1000, price: 9.99 },
].map((p) => ({ ...p, clientProductId: `carousel_candy_${p.count}`, productIdentifier: `com.sandbox.candy.${p.count}` }));

export interface CarouselState {
  candy: number;
  /** Recharged cents already turned into candy. */
  rechargeBase: number;
  /** Launches since the last first prize. */
  pity: number;
  launches: number;
  /** Christmas gifts the user sent during the event: the crafting material. */
  sent: number;
  /** Lottery tickets (one per craft). */
  tickets: number;
  /** What launches and lottery draws won, oldest first. */
  records: CarouselRecord[];
}

export interface CarouselRecord { source: 'launch' | 'lottery'; name: string; icon: string; count: number; time: number }

/** Keeps what a launch or a lottery draw won for the records tab. */
export function recordWins(s: CarouselState, source: CarouselRecord['source'], prizes: ReadonlyArray<{ name: string; icon: string; count: number }>, time: number): void {
  for (const p of prizes) s.records.push({ source, name: p.name, icon: p.icon, count: p.count, time });
}

/**
 * The user's carousel; the premium seeded user starts 45 launches toward the guarantee, the family leader has sent
 * 6 Christmas gifts (two crafts), the exhausted user has no candy.
 */
export function carouselState(user: UserState): CarouselState {
  const s = domain<CarouselState>(user, 'carousel', () => ({
    candy: user.userId === SEEDED_USERS.exhausted ? 0 : 200, rechargeBase: user.rechargedCents,
    pity: user.userId === SEEDED_USERS.premium ? 45 : 0, launches: 0, sent: user.userId === SEEDED_USERS.leader ? 6 : 0, tickets: 0, records: [],
  }));
  const usd = Math.floor((user.rechargedCents - s.rechargeBase) / 100);
  if (usd > 0) {
    s.candy += usd * CANDY_PER_USD;
    s.rechargeBase += usd * 100;
  }
  return s;
}

const prizeRow = (giftId: number, first: boolean) => {
  const g = giftOrThrow(giftId);
  return { id: g.id, name: g.name, icon: g.icon, value: g.diamonds, count: 1, first };
};

function launchOnce(c: Ctx, s: CarouselState) {
  s.launches += 1;
  s.pity += 1;
  if (s.pity >= GUARANTEE_AT || c.rng() < FIRST_PRIZE_CHANCE) {
    s.pity = 0;
    return prizeRow(FIRST_PRIZE, true);
  }
  let roll = c.rng() * PRIZES.reduce((n, [, w]) => n + w, 0);
  const hit = PRIZES.find(([, w]) => (roll -= w) < 0) ?? PRIZES[0]!;
  return prizeRow(hit[0], false);
}

const index = (c: Ctx) => {
  const s = carouselState(c.user);
  return {
    ...eventWindow(c), candy: s.candy, price: LAUNCH_PRICE, batches: [...LAUNCH_BATCHES],
    pity: { count: s.pity, within: GUARANTEE_AT, left: GUARANTEE_AT - s.pity }, firstPrize: prizeRow(FIRST_PRIZE, true),
  };
};

export const carouselRoutes: Routes = {
  'GET /activity/christmasCarousel/index': index,
  'GET /activity/christmasCarousel/candyProducts': () => ({ rows: CANDY_PACKS.map((p) => ({ product: p })) }),
  'POST /activity/christmasCarousel/launch': (c) => {
    requireRunning(c);
    const count = num(c, 'count', 0);
    if (!(LAUNCH_BATCHES as readonly number[]).includes(count)) fail('badRequest', STATUS.badRequest);
    const s = carouselState(c.user);
    if (s.candy < count * LAUNCH_PRICE) fail('notEnoughCandy', STATUS.balance);
    s.candy -= count * LAUNCH_PRICE;
    const prizes = Array.from({ length: count }, () => launchOnce(c, s));
    recordWins(s, 'launch', prizes, c.now);
    return { prizes, ...index(c) };
  },
  'GET /activity/christmasCarousel/records': (c) =>
    pageOf([...carouselState(c.user).records].reverse().map((r) => ({ name: r.name, icon: r.icon, count: r.count, kind: r.source, createTime: isoAt(r.time) })), paging(c)),
};
