/**
 * Valentine (E§5, E§9): daily sign-in, couple ranking (1 diamond = 77 points),
 * and a discount shop with one product per user, for users with a CP only.
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
const stateOf = (c: Ctx) => domain<{ signed: number[]; bought: number | null }>(c.user, 'valentine', () => ({ signed: [], bought: null }));

function pairs(c: Ctx, key: string) {
  const a = rankedUsers(c.world.seed, `cpA:${key}`, 30, 900_000);
  const b = rankedUsers(c.world.seed, `cpB:${key}`, 30, 10);
  return a.map((r, i) => ({ rank: r.rank, points: r.value * 77, users: [{ userId: r.userId, name: r.name, icon: r.icon }, { userId: b[i]!.userId, name: b[i]!.name, icon: b[i]!.icon }] }));
}

export const valentineRoutes: Routes = {
  'GET /activity/valentineday/signInInfo': (c) => {
    const w = eventWindow(c);
    const days = Math.round((w.end - w.start) / DAY_MS);
    const signed = stateOf(c).signed;
    return { ...w, days: Array.from({ length: days }, (_, i) => { const d = dayNumber(w.start) + i; return { date: dateKey(startOfDay(w.start) + i * DAY_MS), signed: signed.includes(d), today: d === dayNumber(c.now) }; }), signedToday: signed.includes(dayNumber(c.now)) };
  },
  'POST /activity/valentineday/signIn': (c) => {
    requireRunning(c);
    const s = stateOf(c);
    if (s.signed.includes(dayNumber(c.now))) fail('alreadyReceived', STATUS.limit);
    s.signed.push(dayNumber(c.now));
    return withMessage({ signedDays: s.signed.length }, 'receiveSuccess');
  },
  'GET /activity/valentineday/coupleRank/index': (c) => {
    const partner = c.user.coupleUserId ? c.userOf(c.user.coupleUserId) : null;
    return { ...eventWindow(c), myCouple: partner ? { users: [publicUser(c.user), publicUser(partner)], points: 77 * 120, rank: 0 } : null, top: pairs(c, 'all').slice(0, 3), products: PRODUCTS.map((p) => ({ ...p, gift: giftOrThrow(p.gift) })), bought: stateOf(c).bought };
  },
  'GET /activity/valentineday/coupleRank/listByDay': (c) => pageOf(pairs(c, `day:${str(c, 'date', dateKey(c.now))}`), paging(c)),
  'GET /activity/valentineday/coupleRank/listByAll': (c) => pageOf(pairs(c, 'all'), paging(c)),
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
