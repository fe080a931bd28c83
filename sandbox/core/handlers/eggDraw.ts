/**
 * Golden egg draw. Sandbox paths (the real ones are not published): /activity/goldenEgg/index, POST smash, POST chooseGift,
 * POST receiveTask, records; the lucky egg answers the same calls under /activity/luckyEgg with its own state.
 *
 * - 100 points per smash; a new user's first smash is free.
 * - Points come from daily tasks (eggDrawTasks).
 * - A golden egg (always the first smash) lets the user choose a gift; the
 *   chosen gift comes within 20 smashes (the 20th at the latest) and can be
 *   changed only once it was won.
 * - A gift over its daily limit becomes a gift worth 399; when that is out
 *   too, nothing is given (and nothing taken) until 00:00.
 */
import { giftOrThrow } from '../catalog';
import { num, pageOf, paging, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { isoAt, nextMidnight } from '../time';
import { activityOf, doneToday, eggTaskRoutes, tasksOf } from './eggDrawTasks';
import { CHOOSABLE, COMMON, eggOf, EQUIVALENT_GIFT_ID, GUARANTEE_WITHIN, left, LUCKY_EGG_BASE, POINTS_PER_SMASH, stockOf, SUPER_BUY } from './eggDrawState';

function index(c: Ctx) {
  const e = eggOf(c);
  const a = activityOf(c);
  return {
    points: e.points, chances: Math.floor(e.points / POINTS_PER_SMASH) + (e.freeSmash ? 1 : 0), freeSmash: e.freeSmash, pointsPerSmash: POINTS_PER_SMASH,
    canChoose: (e.canChoose && e.chosen === null) || e.chosenWon, chosenGiftId: e.chosen, chosenWon: e.chosenWon, smashesTowardChosen: e.counter, guaranteeWithin: GUARANTEE_WITHIN,
    choosable: CHOOSABLE.map((id) => ({ gift: giftOrThrow(id), leftToday: Math.max(0, left(c, id)) })),
    allGiftsOut: e.chosen !== null && !e.chosenWon && left(c, e.chosen) <= 0 && left(c, EQUIVALENT_GIFT_ID) <= 0,
    tasks: tasksOf(c).map(({ kind: _k, ...t }) => {
      const done = doneToday(c, _k, t.perDay);
      const got = a.received[t.taskId] ?? 0;
      return { ...t, reward: `+${t.points}`, current: done, target: t.perDay, received: got, status: got >= t.perDay ? 'claimed' : got < done ? 'done' : 'ongoing' };
    }),
    resetAt: isoAt(nextMidnight(c.now)), superBuy: { priceUsd: SUPER_BUY.priceUsd, gifts: SUPER_BUY.giftIds.map(giftOrThrow) }, equivalentGift: giftOrThrow(EQUIVALENT_GIFT_ID), sysTime: isoAt(c.now),
  };
}

export const eggDrawRoutes: Routes = {
  'GET /activity/goldenEgg/index': index,
  'POST /activity/goldenEgg/smash': (c) => {
    const e = eggOf(c);
    if (!e.freeSmash && e.points < POINTS_PER_SMASH) fail('eggNoChance', STATUS.balance);
    const golden = e.smashed === 0 || (e.chosen === null && c.rng() < 0.1);
    const toward = e.chosen !== null && !e.chosenWon;
    const counter = toward ? e.counter + 1 : e.counter;
    const winsChosen = toward && (counter >= GUARANTEE_WITHIN || c.rng() < 0.03);
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
    const content = {
      gift, golden, needChoice: golden && e.chosen === null, chosenWon: winsChosen, equivalent, points: e.points,
      chances: Math.floor(e.points / POINTS_PER_SMASH), smashesTowardChosen: e.counter, guaranteeWithin: GUARANTEE_WITHIN,
    };
    return equivalent ? withMessage(content, 'equivalentGift') : content;
  },
  'POST /activity/goldenEgg/chooseGift': (c) => {
    const e = eggOf(c);
    const giftId = num(c, 'giftId', 0);
    if (!CHOOSABLE.includes(giftId)) fail('chooseGift', STATUS.badRequest);
    if (e.chosen !== null && !e.chosenWon) fail('eggChoiceLocked', STATUS.rule);
    if (e.chosen === null && !e.canChoose) fail('notEligible', STATUS.rule);
    Object.assign(e, { chosen: giftId, chosenWon: false, counter: 0, canChoose: false });
    return { chosenGiftId: giftId, smashesTowardChosen: 0, guaranteeWithin: GUARANTEE_WITHIN };
  },
  ...eggTaskRoutes,
  'GET /activity/goldenEgg/records': (c) => pageOf([...eggOf(c).records].reverse().map((r) => ({ ...r, name: r.gift.name, icon: r.gift.icon, count: 1, time: isoAt(r.time) })), paging(c)),
};

/** The lucky egg: every golden egg call under the lucky egg's path, answered from the lucky egg's own state. */
export const luckyEggRoutes: Routes = Object.fromEntries(Object.entries(eggDrawRoutes).map(([key, handler]) => [key.replace('/activity/goldenEgg/', `${LUCKY_EGG_BASE}/`), handler]));
