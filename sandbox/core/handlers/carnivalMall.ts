/**
 * The 2022 carnival's mall (sandbox base path /activity/carnivalMall2022, not published): 1 USD recharged = 10 rich
 * value = 1 carnival point, spent on the mall's gifts ("Not enough carnival points" when short); every exchange is
 * in the user's record. Times are the page's previewed instant (`?at=`) when it gives one.
 */
import { giftOrThrow } from '../catalog';
import { num, pageOf, paging, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { isoAt } from '../time';
import { domain, type UserState } from '../users';
import { eventNow } from './carnivalGifts';
import { addToBackpack } from './shop';

export const RICH_PER_USD = 10;
export const POINTS_PER_USD = 1;
const PRODUCTS = [{ productId: 1, gift: 1003, price: 5 }, { productId: 2, gift: 1005, price: 20 }, { productId: 3, gift: 1007, price: 99 }, { productId: 4, gift: 1009, price: 500 }];

const stateOf = (user: UserState) => domain<{ spent: number; records: Array<{ name: string; icon: string; count: number; time: number }> }>(user, 'carnivalMall2022', () => ({ spent: 0, records: [] }));
const pointsOf = (user: UserState) => Math.floor(user.rechargedCents / 100) * POINTS_PER_USD - stateOf(user).spent;

export const carnivalMallRoutes: Routes = {
  'GET /activity/carnivalMall2022/index': (c) => ({
    points: pointsOf(c.user), richValue: Math.floor(c.user.rechargedCents / 100) * RICH_PER_USD, pointsPerUsd: POINTS_PER_USD,
    products: PRODUCTS.map((p) => ({ productId: p.productId, name: giftOrThrow(p.gift).name, icon: giftOrThrow(p.gift).icon, price: p.price })), sysTime: isoAt(eventNow(c)),
  }),
  'POST /activity/carnivalMall2022/exchange': (c) => {
    const p = PRODUCTS.find((x) => x.productId === num(c, 'productId', 0)) ?? fail('badRequest', STATUS.badRequest);
    if (pointsOf(c.user) < p.price) fail('notEnoughCarnivalPoints', STATUS.balance);
    const s = stateOf(c.user);
    s.spent += p.price;
    const gift = giftOrThrow(p.gift);
    addToBackpack(c, gift.id, gift.name);
    s.records.push({ name: gift.name, icon: gift.icon, count: 1, time: eventNow(c) });
    return withMessage({ points: pointsOf(c.user) }, 'receiveSuccess');
  },
  'GET /activity/carnivalMall2022/records': (c) => pageOf([...stateOf(c.user).records].reverse().map((r) => ({ ...r, time: isoAt(r.time) })), paging(c)),
};
