/**
 * Spark wish: the Planet Project's wish side (tasks paying stardust, the wish
 * record), the stardust mall, the spokesman (idol) planet ranking and gift
 * packs. Also the wishing coins and cards the wishing box reads from the index.
 *
 * The idol: the top lighter of each period becomes the idol planet for the
 * next one. The seeded previous period's idol is 10004; only the idol
 * receives the spokesman gift pack, once; only the idol sees the idol tasks.
 */
import { DECORATIONS, GIFTS, rankedUsers } from '../catalog';
import { num, pageOf, paging, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { mixSeed, mulberry32, randInt } from '../prng';
import { DAY_MS, dayNumber, isoAt, startOfDay } from '../time';
import { domain, publicUser, SEEDED_USERS } from '../users';
import { addToBackpack } from './shop';
import { cycle, inCycle, litThisCycle, moveStardust, STARDUST_PER_SPARK, stardustOf } from './stardust';

interface WishState { coins: number; cards: number; wishes: number; exchanged: Record<string, number>; tasks: Record<number, true>; spPacks: Record<number, true> }

const wishOf = (c: Ctx) => domain<WishState>(c.user, 'sparkWish', () => {
  const seeded: Record<string, number> = { [SEEDED_USERS.newcomer]: 0, [SEEDED_USERS.payer]: 500, [SEEDED_USERS.exhausted]: 0 };
  const coins = seeded[c.user.userId] ?? randInt(mulberry32(mixSeed(c.world.seed, `wish:${c.user.userId}`)), 10, 200);
  return { coins, cards: Math.floor(coins / 50), wishes: Math.floor(coins / 3), exchanged: {}, tasks: {}, spPacks: {} };
});

/** The stardust mall: prices in stardust, a limit per product and cycle. */
const PRODUCTS = [
  ...GIFTS.slice(2, 8).map((g) => ({ productId: 800 + g.id % 100, name: g.name, icon: g.icon, price: Math.max(50, Math.round(g.diamonds / 2 / 10) * 10), limit: 5 })),
  ...DECORATIONS.map((d) => ({ productId: 900 + d.id % 100, name: d.name, icon: `/vue/sandbox/gift/${d.id}.svg`, price: 600, limit: 1 })),
];

/** The previous period's idol (the top lighter): the seeded family leader. */
export const PREVIOUS_IDOL = { preActConfigId: 700, userId: SEEDED_USERS.leader };
const IDOL_TITLE = 'Idol of the Planet';
const IDOL_BADGE = { name: 'Idol Badge', validityDays: 30 };
const isIdol = (c: Ctx) => c.user.userId === PREVIOUS_IDOL.userId;
/** The idol's gift pack: the idol badge and a gift, each with its picture. */
const IDOL_PACK = [
  { id: DECORATIONS[2]!.id, name: DECORATIONS[2]!.name, icon: `/vue/sandbox/gift/${DECORATIONS[2]!.id}.svg`, count: 1 },
  { id: GIFTS[9]!.id, name: GIFTS[9]!.name, icon: GIFTS[9]!.icon, value: GIFTS[9]!.diamonds, count: 1 },
];

/** Daily wish tasks paying stardust; the last one is for the idol only. */
const TASKS = [
  { taskId: 1, name: 'Light 10 sparks', target: 10, stardust: 20, idolOnly: false },
  { taskId: 2, name: 'Send a gift to the idol', target: 1, stardust: 10, idolOnly: false },
  { taskId: 3, name: 'Idol: stay 10 minutes in a room', target: 1, stardust: 50, idolOnly: true },
];
const claimKey = (c: Ctx, taskId: number) => dayNumber(c.now) * 10 + taskId;
function taskProgress(c: Ctx, taskId: number): number {
  if (taskId === 1) {
    const today = startOfDay(c.now);
    return (c.user.domains.spark as { records?: Array<{ time: number }> } | undefined)?.records?.filter((r) => r.time >= today).length ?? 0;
  }
  if (taskId === 3) return isIdol(c) ? 1 : 0;
  return randInt(mulberry32(mixSeed(c.world.seed, `idolGift:${c.user.userId}:${startOfDay(c.now)}`)), 0, 1);
}
const tasksOf = (c: Ctx) => TASKS.filter((t) => !t.idolOnly || isIdol(c)).map((t) => {
  const progress = Math.min(t.target, taskProgress(c, t.taskId));
  return { taskId: t.taskId, name: t.name, target: t.target, progress, reward: `+${t.stardust}`, idolOnly: t.idolOnly, state: wishOf(c).tasks[claimKey(c, t.taskId)] ? 'claimed' : progress >= t.target ? 'done' : 'ongoing' };
});

/** This period's planet ranking: lighters by sparks lit, the user among them once they lit any. */
function planetRanking(c: Ctx) {
  const cy = cycle(c.now);
  const seeded = rankedUsers(c.world.seed, `spokes:${cy.start}`, 20, 5_000).map((r) => ({ userId: r.userId, name: r.name, icon: r.icon, value: r.value }));
  const mine = litThisCycle(c);
  const rows = mine > 0 ? [...seeded.filter((r) => r.userId !== c.user.userId), { ...publicUser(c.user), value: mine }] : seeded;
  const list = rows.sort((a, b) => b.value - a.value).map((r, i) => ({ rank: i + 1, userId: r.userId, name: r.name, icon: r.icon, value: r.value }));
  const at = list.findIndex((r) => r.userId === c.user.userId);
  const own = { orderNumber: at + 1, value: mine, distance: at > 0 ? list[at - 1]!.value - mine : at === 0 ? 0 : (list.at(-1)?.value ?? 0) - mine };
  return { list, own, cy };
}

export const sparkWishRoutes: Routes = {
  'GET /activity/sparkWish/index': (c) => {
    const w = wishOf(c);
    const cy = cycle(c.now);
    const idol = c.userOf(PREVIOUS_IDOL.userId);
    return {
      actConfigId: 701, start: isoAt(cy.start), end: isoAt(cy.end), sysTime: c.now,
      stardust: stardustOf(c), stardustPerSpark: STARDUST_PER_SPARK, stardustExpireAt: isoAt(cy.end), lit: litThisCycle(c),
      idol: { ...publicUser(idol), title: IDOL_TITLE, badge: IDOL_BADGE, isMe: isIdol(c) },
      tasks: tasksOf(c), tasksResetAt: isoAt(startOfDay(c.now) + DAY_MS),
      wishingCoins: w.coins, wishingCards: w.cards, wishCount: w.wishes, secretGiftAt: 100, houses: { castle: 5, spacecraft: 4 },
    };
  },
  'GET /activity/sparkWish/getExchangeProducts': (c) => {
    const key = cycle(c.now).start;
    return {
      stardust: stardustOf(c), expireAt: isoAt(cycle(c.now).end),
      products: PRODUCTS.map((p) => ({ ...p, stock: Math.max(0, p.limit - (wishOf(c).exchanged[`${key}:${p.productId}`] ?? 0)) })),
    };
  },
  'POST /activity/sparkWish/exchangeProduct': (c) => {
    const w = wishOf(c);
    const p = PRODUCTS.find((x) => x.productId === num(c, 'productId')) ?? fail('badRequest', STATUS.badRequest);
    const count = num(c, 'count', 1);
    if (!Number.isInteger(count) || count < 1) fail('badRequest', STATUS.badRequest);
    if (!inCycle(c.now)) fail('notEventTime', STATUS.time);
    const key = `${cycle(c.now).start}:${p.productId}`;
    if ((w.exchanged[key] ?? 0) + count > p.limit) fail('exceedLimit', STATUS.limit);
    if (stardustOf(c) < p.price * count) fail('notEnoughStardust', STATUS.balance);
    const stardust = moveStardust(c, -p.price * count, p.name);
    w.exchanged[key] = (w.exchanged[key] ?? 0) + count;
    addToBackpack(c, p.productId, p.name, count);
    return withMessage({ productId: p.productId, stardust }, 'receiveSuccess');
  },
  'GET /activity/sparkWish/rankIndex': (c) => {
    const { list, own, cy } = planetRanking(c);
    return { list, own, rankStart: isoAt(cy.start), rankEnd: isoAt(cy.end), idol: c.userOf(PREVIOUS_IDOL.userId).name };
  },
  // What the idol of this period wins: the title, a badge valid for some days and a gift pack.
  'GET /activity/sparkWish/getGiftPack': (c) => ({ actConfigId: 701, title: IDOL_TITLE, badge: IDOL_BADGE, items: IDOL_PACK, periodEnd: isoAt(cycle(c.now).end) }),
  // The previous period's idol's own pack: only that idol may receive it, once.
  'GET /activity/sparkWish/getSpokesGiftPack': (c) => ({
    preActConfigId: PREVIOUS_IDOL.preActConfigId, idol: publicUser(c.userOf(PREVIOUS_IDOL.userId)), title: IDOL_TITLE, badge: IDOL_BADGE,
    items: IDOL_PACK, eligible: isIdol(c), received: !!wishOf(c).spPacks[PREVIOUS_IDOL.preActConfigId],
  }),
  'POST /activity/sparkWish/receiveSpGiftPack': (c) => {
    const id = num(c, 'preActConfigId');
    if (id !== PREVIOUS_IDOL.preActConfigId || !isIdol(c)) fail('idolOnly', STATUS.forbidden);
    if (wishOf(c).spPacks[id]) fail('alreadyReceived', STATUS.limit);
    wishOf(c).spPacks[id] = true;
    IDOL_PACK.forEach((item) => addToBackpack(c, item.id, item.name, item.count));
    return withMessage({ preActConfigId: id, received: true }, 'rewardSent');
  },
  // The stardust record: earned by lighting and tasks, spent in the mall, cleared at the end of a cycle; newest first.
  'GET /activity/sparkWish/pageUserWishRecord': (c) => {
    stardustOf(c);
    const log = ((c.user.domains.spark as { stardustLog?: Array<{ name: string; amount: number; time: number }> } | undefined)?.stardustLog ?? []);
    return pageOf([...log].reverse().map((r) => ({ name: r.name, amount: r.amount, time: isoAt(r.time) })), paging(c));
  },
  'POST /activity/sparkWish/receiveTaskReward': (c) => {
    const w = wishOf(c);
    const t = TASKS.find((x) => x.taskId === num(c, 'taskId')) ?? fail('badRequest', STATUS.badRequest);
    if (t.idolOnly && !isIdol(c)) fail('idolOnly', STATUS.forbidden);
    if (w.tasks[claimKey(c, t.taskId)]) fail('alreadyReceived', STATUS.limit);
    if (taskProgress(c, t.taskId) < t.target) fail('taskNotDone', STATUS.rule);
    if (!inCycle(c.now)) fail('notEventTime', STATUS.time);
    w.tasks[claimKey(c, t.taskId)] = true;
    const stardust = moveStardust(c, t.stardust, t.name);
    return withMessage({ taskId: t.taskId, stardust }, 'receiveSuccess');
  },
};
