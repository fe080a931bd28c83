/**
 * Mystery mall (carnival 2023), three tabs. Thanks gifts: points the user earned from 2023-01-01 to 2023-11-30,
 * valid to December 31, exchanged for gifts. Mystery mall: 1 token per 1 USD recharged from December 1; the
 * mystery package (original price 120 USD) once per user. Investment expert: users ranked by tokens spent in the
 * mall, the top 10 rewarded. In the sandbox the event window stands for December (from the 1st to the 31st): the
 * user's recharges count as December's, and every exchange is refused outside the window.
 */
import { giftOrThrow, rankedUsers } from '../catalog';
import { num, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { domain, type UserState } from '../users';
import { addToBackpack } from './shop';
import { eventWindow, requireRunning } from './window';

export const TOKENS_PER_USD = 1;
export const ORIGINAL_PRICE_USD = 120;
export const REWARDED_TOP = 10;
const DATES = { pointsFrom: '2023-01-01', pointsTo: '2023-11-30', pointsValidTo: '2023-12-31', tokensFrom: '2023-12-01' };
const THANKS = [{ productId: 11, gift: 1003, price: 50 }, { productId: 12, gift: 1005, price: 200 }, { productId: 13, gift: 1007, price: 800 }];
const MALL = [
  { productId: 21, gift: 1004, price: 5 }, { productId: 22, gift: 1008, price: 30 },
  { productId: 23, gift: 1011, price: 99, mystery: true, originalPriceUsd: ORIGINAL_PRICE_USD },
];

interface MallState { points: number; spent: number; mysteryBought: boolean }
/** Points counted in 2023 are seeded (2 per USD the user ever recharged); tokens are never stored, only spent. */
const stateOf = (user: UserState) => domain<MallState>(user, 'mysteryMall', () => ({ points: Math.floor(user.rechargedCents / 50), spent: 0, mysteryBought: false }));
const tokensOf = (user: UserState) => Math.floor(user.rechargedCents / 100) * TOKENS_PER_USD - stateOf(user).spent;

const row = (p: { productId: number; gift: number; price: number }, extra: Record<string, unknown> = {}) => {
  const g = giftOrThrow(p.gift);
  return { productId: p.productId, name: g.name, icon: g.icon, price: p.price, ...extra };
};

function ranking(c: Ctx) {
  const me = { rank: 0, userId: c.user.userId, name: c.user.name, icon: c.user.icon, value: stateOf(c.user).spent };
  const others = rankedUsers(c.world.seed, 'mysteryMall', 30, 3_000).filter((r) => r.userId !== me.userId);
  const all = (me.value > 0 ? [...others, me] : others).sort((a, b) => b.value - a.value).map((r, i) => ({ ...r, rank: i + 1, tokens: r.value }));
  const mine = all.findIndex((r) => r.userId === me.userId);
  const above = mine > 0 ? all[mine - 1] : undefined;
  return {
    list: all.slice(0, 20), rewardedTop: REWARDED_TOP,
    userRankNumber: { diamond: me.value, orderNumber: mine >= 0 && mine < 20 ? mine + 1 : 0, distanceDiamond: above ? above.value - me.value : 0 },
  };
}

export const mysteryMallRoutes: Routes = {
  'GET /activity/mysteryMall/index': (c) => {
    const s = stateOf(c.user);
    return {
      ...eventWindow(c), ...DATES, points: s.points, tokens: tokensOf(c.user), tokensPerUsd: TOKENS_PER_USD, originalPriceUsd: ORIGINAL_PRICE_USD,
      thanks: THANKS.map((p) => row(p)),
      mall: MALL.map((p) => row(p, p.mystery ? { name: 'Mystery Package', icon: null, originalPriceUsd: p.originalPriceUsd, stock: s.mysteryBought ? 0 : 1 } : {})),
    };
  },
  'GET /activity/mysteryMall/ranking': ranking,
  'POST /activity/mysteryMall/exchangeThanks': (c) => {
    requireRunning(c);
    const s = stateOf(c.user);
    const p = THANKS.find((x) => x.productId === num(c, 'productId', 0)) ?? fail('badRequest', STATUS.badRequest);
    if (s.points < p.price) fail('notEnoughPoints', STATUS.balance);
    s.points -= p.price;
    addToBackpack(c, p.gift, giftOrThrow(p.gift).name);
    return withMessage({ points: s.points }, 'receiveSuccess');
  },
  'POST /activity/mysteryMall/buy': (c) => {
    requireRunning(c);
    const s = stateOf(c.user);
    const p = MALL.find((x) => x.productId === num(c, 'productId', 0)) ?? fail('badRequest', STATUS.badRequest);
    if (p.mystery && s.mysteryBought) fail('exceedLimit', STATUS.limit);
    if (tokensOf(c.user) < p.price) fail('notEnoughTokens', STATUS.balance);
    s.spent += p.price;
    if (p.mystery) s.mysteryBought = true;
    addToBackpack(c, p.gift, giftOrThrow(p.gift).name);
    return withMessage({ tokens: tokensOf(c.user) }, 'buySuccess');
  },
};
