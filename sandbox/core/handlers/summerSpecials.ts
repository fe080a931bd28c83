/**
 * Summer specials mall (P§7, E§5, E§8, E§9). Bubble guns come from recharges (3 per 1 USD) and from fragments:
 * exactly three fragments of the same gift exchange for one bubble gun, and four of the same gift complete that
 * gift's puzzle (the gift goes to the backpack). The mall sells gifts for bubble guns, each product with a
 * per-user limit, some with a shared stock, one only for users who recharged. Bag items are send tickets (1),
 * shards (2, each becomes a fragment) and lottery tickets (3, each a draw). Outside the event's window every
 * action is refused as "not event time"; the poster reward is received once.
 *
 * Sandbox path (the real one is not published): POST /activity/summer-specials-mall/exchange { productId }.
 */
import { giftOrThrow, GIFTS, rankedUsers } from '../catalog';
import { num, pageOf, paging, param, shared, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { isoAt } from '../time';
import { domain } from '../users';
import { addToBackpack } from './shop';
import { eventWindow } from './window';

/** E§9: 3 bubble guns per 1 USD recharged. */
export const GUNS_PER_USD = 3;
/** E§5: three fragments of one gift make a bubble gun; four complete its puzzle. */
export const FRAGMENTS_PER_GUN = 3;
export const FRAGMENTS_PER_PUZZLE = 4;
export const FRAGMENT_GIFTS = [1005, 1007, 1008];

interface MallProduct { productId: number; gift: number; price: number; limit: number; stock?: number; rechargedOnly?: boolean }
export const SUMMER_PRODUCTS: readonly MallProduct[] = [
  { productId: 1, gift: 1004, price: 3, limit: 5 },
  { productId: 2, gift: 1007, price: 9, limit: 2 },
  { productId: 3, gift: 1014, price: 15, limit: 1, rechargedOnly: true },
  { productId: 4, gift: 1009, price: 30, limit: 1, stock: 0 },
];

interface SummerState {
  posterReward: boolean;
  gunsEarned: number;
  gunsSpent: number;
  fragments: Record<number, number>;
  bag: Record<number, number>;
  exchanged: Record<number, number>;
  records: Array<{ name: string; count: number; time: number }>;
  draws: Array<{ prize: { name: string; icon: string; count: number }; time: number }>;
}

const stateOf = (c: Ctx) =>
  domain<SummerState>(c.user, 'summer', () => ({
    posterReward: false, gunsEarned: 0, gunsSpent: 0, fragments: { 1005: 4, 1007: 3, 1008: 2 }, bag: { 1: 2, 2: 5, 3: 3 }, exchanged: {}, records: [], draws: [],
  }));
const BAG_NAMES: Record<number, string> = { 1: 'Send ticket', 2: 'Shard', 3: 'Lottery ticket' };
const bubbleGuns = (c: Ctx) => {
  const s = stateOf(c);
  return GUNS_PER_USD * Math.floor(c.user.rechargedCents / 100) + s.gunsEarned - s.gunsSpent;
};
/** What is left of a product's shared stock (products without one are unlimited). */
const stockLeft = (c: Ctx, p: MallProduct) => shared(c.world, `summerStock:${p.productId}`, () => p.stock ?? Number.POSITIVE_INFINITY);

/** E§8 "not event time": every summer action is refused outside the event's window. */
function requireEventTime(c: Ctx): void {
  if (!eventWindow(c).running) fail('notEventTime', STATUS.time);
}

/** The chosen fragments: one gift id per fragment piece. */
function chosenFragments(c: Ctx): number[] {
  const raw = param(c, 'fragments');
  if (raw === undefined || raw === null || raw === '') return [];
  const list = Array.isArray(raw) ? raw : String(raw).split(',');
  const ids = list.map((v) => Number(v));
  if (ids.some((n) => !Number.isInteger(n))) fail('badRequest', STATUS.badRequest);
  return ids;
}

export const summerRoutes: Routes = {
  'GET /activity/summer-specials-mall-poster/index': (c) => {
    const reward = giftOrThrow(1003);
    return { ...eventWindow(c), posters: ['Beach Party', 'Bubble Gun Battle', 'Puzzle Hunt'], rewardReceived: stateOf(c).posterReward, reward: { ...reward, count: 1 }, rewards: [{ name: reward.name, icon: reward.icon, value: reward.diamonds, prizeType: 1 }] };
  },
  'POST /activity/summer-specials-mall-poster/receiveReward': (c) => {
    const s = stateOf(c);
    if (s.posterReward) fail('alreadyReceived', STATUS.limit);
    s.posterReward = true;
    addToBackpack(c, 1003, 'Bubble Tea');
    return withMessage({ received: true }, 'rewardSent');
  },
  'GET /activity/summer-specials-mall/index': (c) => {
    const s = stateOf(c);
    return {
      ...eventWindow(c), bubbleGuns: bubbleGuns(c), gunsPerUsd: GUNS_PER_USD, rechargedUsd: Math.floor(c.user.rechargedCents / 100),
      fragments: FRAGMENT_GIFTS.map((id) => {
        const gift = giftOrThrow(id);
        return { giftId: id, name: gift.name, icon: gift.icon, count: s.fragments[id] ?? 0 };
      }),
      // Rows as a mall lists them: name, icon, price in bubble guns, and what the user may still get (their limit, or the stock left).
      products: SUMMER_PRODUCTS.map((p) => {
        const gift = giftOrThrow(p.gift);
        const mine = p.limit - (s.exchanged[p.productId] ?? 0);
        return { productId: p.productId, name: gift.name, icon: gift.icon, price: p.price, limit: p.limit, rechargedOnly: Boolean(p.rechargedOnly), stock: Math.max(0, Math.min(mine, stockLeft(c, p))) };
      }),
      prizes: GIFTS.slice(3, 10).map((g) => ({ name: g.name, icon: g.icon, value: g.diamonds, prizeType: g.labelId === 20 ? 3 : g.labelId === 10 ? 2 : 1 })),
    };
  },
  'POST /activity/summer-specials-mall/exchange': (c) => {
    requireEventTime(c);
    const p = SUMMER_PRODUCTS.find((x) => x.productId === num(c, 'productId', num(c, 'id', 0))) ?? fail('badRequest', STATUS.badRequest);
    const s = stateOf(c);
    if (p.rechargedOnly && c.user.rechargedCents <= 0) fail('notEligible', STATUS.rule);
    if (stockLeft(c, p) <= 0) fail('soldOut', STATUS.limit);
    if ((s.exchanged[p.productId] ?? 0) >= p.limit) fail('exceedLimit', STATUS.limit);
    if (bubbleGuns(c) < p.price) fail('notEnoughBubbleGuns', STATUS.balance);
    s.gunsSpent += p.price;
    s.exchanged[p.productId] = (s.exchanged[p.productId] ?? 0) + 1;
    if (p.stock !== undefined) c.world.shared[`summerStock:${p.productId}`] = stockLeft(c, p) - 1;
    const gift = giftOrThrow(p.gift);
    addToBackpack(c, gift.id, gift.name);
    s.records.push({ name: gift.name, count: 1, time: c.now });
    return withMessage({ productId: p.productId, bubbleGuns: bubbleGuns(c) }, 'buySuccess');
  },
  'GET /activity/summer-specials-mall/bag/list': (c) =>
    Object.entries(stateOf(c).bag).map(([type, count]) => ({ id: Number(type), type: Number(type), name: BAG_NAMES[Number(type)], count })),
  'POST /activity/summer-specials-mall/bag/use': (c) => {
    requireEventTime(c);
    const s = stateOf(c);
    const type = num(c, 'type', num(c, 'id', 0));
    const count = num(c, 'count', 1);
    if (!BAG_NAMES[type] || !Number.isInteger(count) || count < 1) fail('badRequest', STATUS.badRequest);
    if ((s.bag[type] ?? 0) < count) fail('exceedLimit', STATUS.limit);
    s.bag[type] = (s.bag[type] ?? 0) - count;
    const prizes = type === 3 ? Array.from({ length: count }, () => GIFTS[1 + Math.floor(c.rng() * 6)]!) : [];
    prizes.forEach((g) => s.draws.push({ prize: { name: g.name, icon: g.icon, count: 1 }, time: c.now }));
    // A shard becomes a fragment of one of the event's gifts; a send ticket sends a Rose to the backpack.
    const fragments = type === 2 ? Array.from({ length: count }, () => FRAGMENT_GIFTS[Math.floor(c.rng() * FRAGMENT_GIFTS.length)]!) : [];
    fragments.forEach((id) => (s.fragments[id] = (s.fragments[id] ?? 0) + 1));
    if (type === 1) addToBackpack(c, 1001, 'Rose', count);
    s.records.push({ name: BAG_NAMES[type]!, count, time: c.now });
    return withMessage({ type, left: s.bag[type], prizes, fragments }, 'receiveSuccess');
  },
  'GET /activity/summer-specials-mall/bag/recordList': (c) => pageOf([...stateOf(c).records].reverse().map((r) => ({ ...r, time: isoAt(r.time) })), paging(c)),
  'POST /activity/summer-specials-mall/debrisComposeReward': (c) => {
    requireEventTime(c);
    const s = stateOf(c);
    const puzzle = param(c, 'mode') === 'puzzle';
    const chosen = chosenFragments(c);
    if (chosen.length === 0) fail('chooseFragment', STATUS.badRequest);
    const need = puzzle ? FRAGMENTS_PER_PUZZLE : FRAGMENTS_PER_GUN;
    const giftId = chosen[0]!;
    if (chosen.length !== need || chosen.some((id) => id !== giftId)) fail(puzzle ? 'fourFragments' : 'threeFragments', STATUS.rule);
    if (!FRAGMENT_GIFTS.includes(giftId)) fail('chooseFragment', STATUS.badRequest);
    if ((s.fragments[giftId] ?? 0) < need) fail('notEnoughMaterials', STATUS.balance);
    s.fragments[giftId] = (s.fragments[giftId] ?? 0) - need;
    const gift = giftOrThrow(giftId);
    if (puzzle) addToBackpack(c, giftId, gift.name);
    else s.gunsEarned += 1;
    s.records.push({ name: puzzle ? gift.name : 'Bubble Gun', count: 1, time: c.now });
    return withMessage({ giftId, bubbleGuns: bubbleGuns(c), puzzle: puzzle ? gift : null }, 'receiveSuccess');
  },
  'GET /activity/summer-specials-mall/carouselPrizeRecordList': (c) =>
    pageOf(
      rankedUsers(c.world.seed, 'summerCarousel', 30).map((r, i) => {
        const g = GIFTS[3 + (i % 7)]!;
        return { user: { userId: r.userId, name: r.name, icon: r.icon }, prize: { name: g.name, icon: g.icon, count: 1 }, time: isoAt(c.now - i * 900_000) };
      }),
      paging(c),
    ),
  'GET /activity/summer-specials-mall/drawRecordList': (c) => pageOf([...stateOf(c).draws].reverse().map((r) => ({ ...r, time: isoAt(r.time) })), paging(c)),
};
