/**
 * Golden egg draw (P§4, P§9, E§4, E§9). Sandbox paths (the real ones are not
 * published): /activity/goldenEgg/index, POST smash, POST chooseGift, POST
 * receiveTask, records. 100 points per smash (new users smash once for free);
 * a golden egg lets the user pick a gift, guaranteed within 20 smashes and
 * changeable only once won; a gift over its daily limit becomes a 399 gift;
 * when the day's gifts are out, nothing until 00:00.
 */
import { giftOrThrow, type Gift } from '../catalog';
import { num, pageOf, paging, shared, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { dayNumber, isoAt, nextMidnight } from '../time';
import { domain, SEEDED_USERS, type UserState } from '../users';

export const POINTS_PER_SMASH = 100;
export const GUARANTEE_WITHIN = 20;
export const EQUIVALENT_GIFT_ID = 1006;
/** Daily stock per gift for the whole service; the equivalent 399 gift has its own stock. */
export const DAILY_STOCK: Record<number, number> = { 1001: 9_999, 1002: 9_999, 1003: 2_000, 1004: 500, 1007: 20, 1008: 5, 1010: 1, 1011: 1, [EQUIVALENT_GIFT_ID]: 3 };
export const CHOOSABLE = [1007, 1008, 1010, 1011];
const COMMON = [1001, 1002, 1003, 1004];
export const EGG_TASKS = [
  { taskId: 1, name: 'Open the app', points: 5, perDay: 1 },
  { taskId: 2, name: 'Play a Go Match', points: 5, perDay: 10 },
  { taskId: 3, name: 'Stay 10 minutes in a room', points: 5, perDay: 6 },
  { taskId: 4, name: 'Top up 0.99 USD', points: 100, perDay: 10 },
];

interface EggState { points: number; freeSmash: boolean; smashed: number; canChoose: boolean; chosen: number | null; chosenWon: boolean; counter: number; tasks: Record<number, { day: number; n: number }>; records: Array<{ gift: Gift; golden: boolean; equivalent: boolean; time: number }> }

export const eggState = (user: UserState) => domain<EggState>(user, 'egg', () => {
  const points: Record<string, number> = { [SEEDED_USERS.newcomer]: 0, [SEEDED_USERS.payer]: 10_000, [SEEDED_USERS.exhausted]: 0 };
  const isNew = user.rechargedCents === 0;
  return { points: points[user.userId] ?? 300, freeSmash: isNew, smashed: user.userId === SEEDED_USERS.exhausted ? 1 : 0, canChoose: false, chosen: null, chosenWon: false, counter: 0, tasks: {}, records: [] };
});
const eggOf = (c: Ctx) => eggState(c.user);

const stockOf = (c: Ctx) => {
  const s = shared<{ day: number; sent: Record<number, number> }>(c.world, 'eggStock', () => ({ day: 0, sent: {} }));
  if (s.day !== dayNumber(c.now)) Object.assign(s, { day: dayNumber(c.now), sent: {} });
  return s;
};
const left = (c: Ctx, giftId: number) => (DAILY_STOCK[giftId] ?? 0) - (stockOf(c).sent[giftId] ?? 0);

function index(c: Ctx) {
  const e = eggOf(c);
  const today = dayNumber(c.now);
  return {
    points: e.points, chances: Math.floor(e.points / POINTS_PER_SMASH) + (e.freeSmash ? 1 : 0), freeSmash: e.freeSmash,
    canChoose: e.canChoose || e.chosenWon, chosenGiftId: e.chosen, chosenWon: e.chosenWon, smashesTowardChosen: e.counter, guaranteeWithin: GUARANTEE_WITHIN,
    choosable: CHOOSABLE.map((id) => ({ gift: giftOrThrow(id), leftToday: Math.max(0, left(c, id)) })),
    tasks: EGG_TASKS.map((t) => { const st = e.tasks[t.taskId]; const n = st && st.day === today ? st.n : 0; return { ...t, done: n, state: n >= t.perDay ? 'done' : 'ongoing' }; }),
    resetAt: isoAt(nextMidnight(c.now)), superBuy: { priceUsd: 0.99 }, equivalentGift: giftOrThrow(EQUIVALENT_GIFT_ID), sysTime: c.now,
  };
}

export const eggDrawRoutes: Routes = {
  'GET /activity/goldenEgg/index': index,
  'POST /activity/goldenEgg/smash': (c) => {
    const e = eggOf(c);
    if (!e.freeSmash && e.points < POINTS_PER_SMASH) fail('eggNoChance', STATUS.balance);
    const golden = e.smashed === 0 || (e.chosen === null && c.rng() < 0.1);
    const counter = e.chosen !== null && !e.chosenWon ? e.counter + 1 : e.counter;
    const winsChosen = e.chosen !== null && !e.chosenWon && (counter >= GUARANTEE_WITHIN || c.rng() < 0.03);
    let giftId = winsChosen ? e.chosen! : COMMON[Math.floor(c.rng() * COMMON.length)]!;
    let equivalent = false;
    if (left(c, giftId) <= 0) {
      if (left(c, EQUIVALENT_GIFT_ID) <= 0) fail('allGiftsOut', STATUS.limit);
      giftId = EQUIVALENT_GIFT_ID;
      equivalent = true;
    }
    if (e.freeSmash) e.freeSmash = false;
    else e.points -= POINTS_PER_SMASH;
    e.smashed += 1;
    e.counter = winsChosen ? 0 : counter;
    if (winsChosen) e.chosenWon = true;
    if (golden) e.canChoose = true;
    stockOf(c).sent[giftId] = (stockOf(c).sent[giftId] ?? 0) + 1;
    const gift = giftOrThrow(giftId);
    e.records.push({ gift, golden, equivalent, time: c.now });
    const content = { gift, golden, needChoice: golden && e.chosen === null, chosenWon: winsChosen, equivalent, points: e.points, smashesTowardChosen: e.counter };
    return equivalent ? withMessage(content, 'equivalentGift') : content;
  },
  'POST /activity/goldenEgg/chooseGift': (c) => {
    const e = eggOf(c);
    const giftId = num(c, 'giftId', 0);
    if (!CHOOSABLE.includes(giftId)) fail('chooseGift', STATUS.badRequest);
    if (!(e.canChoose && e.chosen === null) && !e.chosenWon) fail('notEligible', STATUS.rule);
    Object.assign(e, { chosen: giftId, chosenWon: false, counter: 0, canChoose: false });
    return { chosenGiftId: giftId, smashesTowardChosen: 0, guaranteeWithin: GUARANTEE_WITHIN };
  },
  'POST /activity/goldenEgg/receiveTask': (c) => {
    const e = eggOf(c);
    const t = EGG_TASKS.find((x) => x.taskId === num(c, 'taskId')) ?? fail('badRequest', STATUS.badRequest);
    const today = dayNumber(c.now);
    const st = e.tasks[t.taskId]?.day === today ? e.tasks[t.taskId]! : { day: today, n: 0 };
    if (st.n >= t.perDay) fail('alreadyReceived', STATUS.limit);
    st.n += 1;
    e.tasks[t.taskId] = st;
    e.points += t.points;
    return withMessage({ taskId: t.taskId, points: e.points }, 'receiveSuccess');
  },
  'GET /activity/goldenEgg/records': (c) => pageOf([...eggOf(c).records].reverse().map((r) => ({ ...r, time: isoAt(r.time) })), paging(c)),
};
