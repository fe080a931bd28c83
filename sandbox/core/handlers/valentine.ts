/**
 * Valentine: daily sign-in (each day of the event gives its gift to the backpack, today only), couple
 * ranking (1 diamond = 77 points, 1 bean = 1 point; top 10 pairs rewarded), the best friends' (BFF) ranking of
 * pairs of friends by the same points, and a discount shop with one product per user, for users with a CP only.
 */
import { giftOrThrow, rankedUsers } from '../catalog';
import { num, pageOf, paging, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { dateKey, DAY_MS, dayNumber, startOfDay } from '../time';
import { domain, publicUser } from '../users';
import { debit } from '../wallet';
import { addToBackpack } from './shop';
import { eventWindow, requireRunning } from './window';

const PRODUCTS = [{ productId: 1, gift: 1005, price: 99 }, { productId: 2, gift: 1007, price: 499 }, { productId: 3, gift: 1009, price: 2_999 }];
/** The gift each sign-in day gives, in turn. */
const SIGN_IN_GIFTS = [1001, 1002, 1003, 1004, 1005, 1006, 1013];
const signInGift = (dayIndex: number) => giftOrThrow(SIGN_IN_GIFTS[dayIndex % SIGN_IN_GIFTS.length]!);
const stateOf = (c: Ctx) => domain<{ signed: number[]; bought: number | null }>(c.user, 'valentine', () => ({ signed: [], bought: null }));

/** The ranked pairs: couples (`cp`) or best friends (`bff`). */
function pairs(c: Ctx, key: string, kind: 'cp' | 'bff' = 'cp') {
  const a = rankedUsers(c.world.seed, `${kind}A:${key}`, 30, kind === 'cp' ? 900_000 : 400_000);
  const b = rankedUsers(c.world.seed, `${kind}B:${key}`, 30, 10);
  return a.map((r, i) => ({
    rank: r.rank, points: r.value * 77, coupleName: `${r.name} & ${b[i]!.name}`, icon: r.icon,
    users: [{ userId: r.userId, name: r.name, icon: r.icon }, { userId: b[i]!.userId, name: b[i]!.name, icon: b[i]!.icon }],
  }));
}

/** The couple points of the user's couple (null without a CP): the whole event, or today. */
const couplePoints = (c: Ctx, span: 'all' | 'day') => (c.user.coupleUserId ? 77 * (span === 'all' ? 120 : 40) : null);

/** A page of the ranking; with a CP, the couple's place (orderNumber 0 = not among the ranked pairs) and points. */
function withOwnCouple(c: Ctx, list: ReturnType<typeof pairs>, points: number | null) {
  const page = pageOf(list, paging(c));
  if (points === null) return page;
  const above = list.filter((p) => p.points > points);
  const orderNumber = above.length < list.length ? above.length + 1 : 0;
  const next = above[above.length - 1];
  return { ...page, userRankNumber: { orderNumber, diamond: points, distanceDiamond: next ? next.points - points : 0 } };
}

export const valentineRoutes: Routes = {
  // days: day (1 = the event's first), date, the gift it gives, signed; today: the number of today (0 outside the event).
  'GET /activity/valentineday/signInInfo': (c) => {
    const w = eventWindow(c);
    const days = Math.round((w.end - w.start) / DAY_MS);
    const signed = stateOf(c).signed;
    const first = dayNumber(w.start);
    const today = w.running ? dayNumber(c.now) - first + 1 : 0;
    return {
      ...w, today, signedToday: signed.includes(dayNumber(c.now)),
      days: Array.from({ length: days }, (_, i) => {
        const gift = signInGift(i);
        return { day: i + 1, date: dateKey(startOfDay(w.start) + i * DAY_MS), reward: gift.name, icon: gift.icon, signed: signed.includes(first + i), today: i + 1 === today };
      }),
    };
  },
  'POST /activity/valentineday/signIn': (c) => {
    requireRunning(c);
    const s = stateOf(c);
    if (s.signed.includes(dayNumber(c.now))) fail('alreadyReceived', STATUS.limit);
    s.signed.push(dayNumber(c.now));
    const gift = signInGift(dayNumber(c.now) - dayNumber(eventWindow(c).start));
    addToBackpack(c, gift.id, gift.name);
    return withMessage({ signedDays: s.signed.length, reward: gift.name }, 'receiveSuccess');
  },
  // The user's couple (null without a CP), the top 3 pairs, and the shop: each product as the mall shows it; once the
  // user bought one (one per user), that one is bought and the others are over the user's limit (not sold out).
  'GET /activity/valentineday/coupleRank/index': (c) => {
    const partner = c.user.coupleUserId ? c.userOf(c.user.coupleUserId) : null;
    const bought = stateOf(c).bought;
    const products = PRODUCTS.map((p) => {
      const gift = giftOrThrow(p.gift);
      return { ...p, id: p.productId, name: gift.name, icon: gift.icon, worth: gift.diamonds, gift, ...(bought === null ? {} : bought === p.productId ? { bought: true } : { limitReached: true }) };
    });
    const boughtName = bought === null ? null : products.find((p) => p.productId === bought)?.name ?? null;
    return {
      ...eventWindow(c),
      myCouple: partner ? { users: [publicUser(c.user), publicUser(partner)], partnerName: partner.name, points: couplePoints(c, 'all'), todayPoints: couplePoints(c, 'day'), rank: 0 } : null,
      top: pairs(c, 'all').slice(0, 3), products, bought, boughtName,
    };
  },
  // One page of the pairs (date: YYYY-MM-DD, default today), and the user's own couple as userRankNumber.
  'GET /activity/valentineday/coupleRank/listByDay': (c) => withOwnCouple(c, pairs(c, `day:${str(c, 'date', dateKey(c.now))}`), couplePoints(c, 'day')),
  'GET /activity/valentineday/coupleRank/listByAll': (c) => withOwnCouple(c, pairs(c, 'all'), couplePoints(c, 'all')),
  // One page of the best friends' pairs over the whole event.
  'GET /activity/valentineday/bffRank/listByAll': (c) => pageOf(pairs(c, 'all', 'bff'), paging(c)),
  'POST /activity/valentineday/buyDiscountProduct': (c) => {
    requireRunning(c);
    if (!c.user.coupleUserId) fail('findCp', STATUS.rule);
    const s = stateOf(c);
    const p = PRODUCTS.find((x) => x.productId === num(c, 'productId', 0)) ?? fail('chooseGift', STATUS.badRequest);
    if (s.bought !== null) fail('exceedLimit', STATUS.limit);
    debit(c.user, p.price);
    s.bought = p.productId;
    addToBackpack(c, p.gift, giftOrThrow(p.gift).name);
    return withMessage({ productId: p.productId, diamond: c.user.wallet.diamond }, 'buySuccess');
  },
};
