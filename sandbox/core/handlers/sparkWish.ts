/** Spark wish (wishing coins, exchange mall, spokesman ranking and gift packs, wish records, tasks). */
import { DECORATIONS, GIFTS, rankedUsers } from '../catalog';
import { num, pageOf, paging, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { mixSeed, mulberry32, randInt } from '../prng';
import { isoAt } from '../time';
import { domain, SEEDED_USERS } from '../users';
import { addToBackpack } from './shop';
import { cycle } from './spark';

interface WishState { coins: number; cards: number; wishes: number; exchanged: Record<number, number>; tasks: Record<number, true>; spPacks: Record<number, true>; records: Array<{ text: string; time: number }> }

const wishOf = (c: Ctx) => domain<WishState>(c.user, 'sparkWish', () => {
  const seeded: Record<string, number> = { [SEEDED_USERS.newcomer]: 0, [SEEDED_USERS.payer]: 500, [SEEDED_USERS.exhausted]: 0 };
  const coins = seeded[c.user.userId] ?? randInt(mulberry32(mixSeed(c.world.seed, `wish:${c.user.userId}`)), 10, 200);
  return { coins, cards: Math.floor(coins / 50), wishes: Math.floor(coins / 3), exchanged: {}, tasks: {}, spPacks: {}, records: [] };
});

const PRODUCTS = [
  ...GIFTS.slice(2, 8).map((g) => ({ productId: 800 + g.id % 100, name: g.name, icon: g.icon, coins: Math.max(10, Math.round(g.diamonds / 10)), limit: 5 })),
  ...DECORATIONS.map((d) => ({ productId: 900 + d.id % 100, name: d.name, icon: `/vue/sandbox/gift/${d.id}.svg`, coins: 300, limit: 1 })),
];
const TASKS = [{ taskId: 1, name: 'Light 10 sparks', coins: 10 }, { taskId: 2, name: 'Send a gift to the idol', coins: 5 }];
/** The idol (top lighter) of the previous period: the family leader of the seeded users. */
export const PREVIOUS_IDOL = { preActConfigId: 700, userId: SEEDED_USERS.leader };

export const sparkWishRoutes: Routes = {
  'GET /activity/sparkWish/index': (c) => {
    const w = wishOf(c);
    const cy = cycle(c.now);
    return { actConfigId: 701, start: isoAt(cy.start), end: isoAt(cy.end), sysTime: c.now, wishingCoins: w.coins, wishingCards: w.cards, wishCount: w.wishes, secretGiftAt: 100, houses: { castle: 5, spacecraft: 4 } };
  },
  'GET /activity/sparkWish/getExchangeProducts': (c) => PRODUCTS.map((p) => ({ ...p, exchanged: wishOf(c).exchanged[p.productId] ?? 0 })),
  'POST /activity/sparkWish/exchangeProduct': (c) => {
    const w = wishOf(c);
    const p = PRODUCTS.find((x) => x.productId === num(c, 'productId')) ?? fail('badRequest', STATUS.badRequest);
    const count = num(c, 'count', 1);
    if (!Number.isInteger(count) || count < 1) fail('badRequest', STATUS.badRequest);
    if ((w.exchanged[p.productId] ?? 0) + count > p.limit) fail('exceedLimit', STATUS.limit);
    if (w.coins < p.coins * count) fail('notEnoughPoints', STATUS.balance);
    w.coins -= p.coins * count;
    w.exchanged[p.productId] = (w.exchanged[p.productId] ?? 0) + count;
    addToBackpack(c, p.productId, p.name, count);
    return withMessage({ productId: p.productId, wishingCoins: w.coins }, 'receiveSuccess');
  },
  'GET /activity/sparkWish/rankIndex': (c) => ({ list: rankedUsers(c.world.seed, `spokes:${cycle(c.now).start}`, 20, 5_000), idol: c.userOf(PREVIOUS_IDOL.userId).name }),
  'GET /activity/sparkWish/getGiftPack': () => ({ packId: 401, name: 'Wish Pack', price: 499, items: GIFTS.slice(3, 6) }),
  'GET /activity/sparkWish/getSpokesGiftPack': (c) => ({
    preActConfigId: PREVIOUS_IDOL.preActConfigId, title: 'Idol of the Planet', badge: { name: 'Idol Badge', validityDays: 30 },
    items: [DECORATIONS[2], GIFTS[9]], eligible: c.user.userId === PREVIOUS_IDOL.userId, received: !!wishOf(c).spPacks[PREVIOUS_IDOL.preActConfigId],
  }),
  'POST /activity/sparkWish/receiveSpGiftPack': (c) => {
    const id = num(c, 'preActConfigId');
    if (id !== PREVIOUS_IDOL.preActConfigId || c.user.userId !== PREVIOUS_IDOL.userId) fail('notEligible', STATUS.forbidden);
    if (wishOf(c).spPacks[id]) fail('alreadyReceived', STATUS.limit);
    wishOf(c).spPacks[id] = true;
    return withMessage({ preActConfigId: id }, 'rewardSent');
  },
  'GET /activity/sparkWish/pageUserWishRecord': (c) => pageOf([...wishOf(c).records].reverse().map((r) => ({ ...r, time: isoAt(r.time) })), paging(c)),
  'POST /activity/sparkWish/receiveTaskReward': (c) => {
    const w = wishOf(c);
    const t = TASKS.find((x) => x.taskId === num(c, 'taskId')) ?? fail('badRequest', STATUS.badRequest);
    if (w.tasks[t.taskId]) fail('alreadyReceived', STATUS.limit);
    w.tasks[t.taskId] = true;
    w.coins += t.coins;
    w.records.push({ text: `${t.name}: +${t.coins}`, time: c.now });
    return withMessage({ taskId: t.taskId, wishingCoins: w.coins }, 'receiveSuccess');
  },
};
