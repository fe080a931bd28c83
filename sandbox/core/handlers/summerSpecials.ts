/**
 * Summer specials mall. Bubble guns come from recharges (3 per 1 USD) and from fragments (summerBag). The mall sells
 * gifts for bubble guns, each product with a per-user limit, some with a shared stock, one only for users who
 * recharged. Outside the event's window every action is refused as "not event time"; the poster reward is received once.
 *
 * Sandbox path (the real one is not published): POST /activity/summer-specials-mall/exchange { productId }.
 */
import { giftOrThrow, GIFTS } from '../catalog';
import { num, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { addToBackpack } from './shop';
import { summerBagRoutes } from './summerBag';
import { bubbleGuns, FRAGMENT_GIFTS, GUNS_PER_USD, requireEventTime, stateOf, stockLeft, SUMMER_PRODUCTS } from './summerState';
import { eventWindow } from './window';

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
  ...summerBagRoutes,
};
