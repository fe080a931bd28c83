/**
 * Golden egg draw (P§4, P§9, E§4, E§8, E§9). Sandbox paths (the real ones are
 * not published): /activity/goldenEgg/index, POST smash, POST chooseGift,
 * POST receiveTask, records.
 *
 * - 100 points per smash; a new user's first smash is free.
 * - Daily tasks (reset 00:00 UTC+8): 5 points for opening the app, 5 per Go
 *   Match, 5 or 10 per 10 minutes in a room (the event's edition says which),
 *   100 per 0.99 USD top-up. A task's points are received once per time it
 *   was done, up to its daily limit.
 * - A golden egg (always the first smash) lets the user choose a gift; the
 *   chosen gift comes within 20 smashes (the 20th at the latest) and can be
 *   changed only once it was won.
 * - A gift over its daily limit becomes a gift worth 399; when that is out
 *   too, nothing is given (and nothing taken) until 00:00.
 */
import { giftOrThrow, type Gift } from '../catalog';
import { num, pageOf, paging, shared, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { dayNumber, isoAt, nextMidnight } from '../time';
import { domain, SEEDED_USERS, type UserState } from '../users';

export const POINTS_PER_SMASH = 100;
export const GUARANTEE_WITHIN = 20;
export const EQUIVALENT_GIFT_ID = 1006;
/** Cents of one top-up counted by the top-up task (0.99 USD). */
export const TOP_UP_CENTS = 99;
/** Daily stock per gift for the whole service; the equivalent 399 gift has its own stock. */
export const DAILY_STOCK: Record<number, number> = { 1001: 9_999, 1002: 9_999, 1003: 2_000, 1004: 500, 1007: 20, 1008: 5, 1010: 1, 1011: 1, [EQUIVALENT_GIFT_ID]: 3 };
export const CHOOSABLE = [1007, 1008, 1010, 1011];
const COMMON = [1001, 1002, 1003, 1004];
/** Points per 10 minutes in a room, by edition of the event (E§9 gives both readings). */
export const ROOM_POINTS: Record<string, number> = { 'golden-egg': 10, 'lucky-egg': 5 };
/** The buy-everything offer (the whole-gift pack): 0.99 USD through the app's pay, which delivers it. */
export const SUPER_BUY = { priceUsd: 0.99, giftIds: [1001, 1002, 1003, 1004, 1005] };

type TaskKind = 'login' | 'match' | 'room' | 'topUp';
export const EGG_TASKS: ReadonlyArray<{ taskId: number; kind: TaskKind; name: string; points: number; perDay: number }> = [
  { taskId: 1, kind: 'login', name: 'Open the app', points: 5, perDay: 1 },
  { taskId: 2, kind: 'match', name: 'Play a Go Match', points: 5, perDay: 10 },
  { taskId: 3, kind: 'room', name: 'Stay 10 minutes in a room', points: 10, perDay: 6 },
  { taskId: 4, kind: 'topUp', name: 'Top up 0.99 USD', points: 100, perDay: 10 },
];

interface Activity { day: number; matches: number; roomMinutes: number; rechargeBase: number; received: Record<number, number> }
interface EggState {
  points: number; freeSmash: boolean; smashed: number; canChoose: boolean; chosen: number | null; chosenWon: boolean; counter: number;
  activity?: Activity; records: Array<{ gift: Gift; golden: boolean; equivalent: boolean; time: number }>;
}

/** Seeded egg states: 10003 is one smash from the guarantee of a gift in stock, 10004 of one out for today. */
const SEEDED_EGG: Record<string, Partial<EggState>> = {
  [SEEDED_USERS.newcomer]: { points: 0 },
  [SEEDED_USERS.payer]: { points: 10_000 },
  [SEEDED_USERS.exhausted]: { points: 0, smashed: 1 },
  [SEEDED_USERS.premium]: { points: 500, smashed: 30, chosen: 1008, counter: GUARANTEE_WITHIN - 1 },
  [SEEDED_USERS.leader]: { points: 500, smashed: 30, chosen: 1011, counter: GUARANTEE_WITHIN - 1 },
};
/** What each seeded user did today before opening the page (Go Matches, minutes in rooms). */
const SEEDED_ACTIVITY: Record<string, [number, number]> = { [SEEDED_USERS.payer]: [3, 25], [SEEDED_USERS.exhausted]: [0, 0] };

export const eggState = (user: UserState) => domain<EggState>(user, 'egg', () => ({
  points: 300, freeSmash: user.rechargedCents === 0, smashed: 0, canChoose: false, chosen: null, chosenWon: false, counter: 0, records: [],
  ...SEEDED_EGG[user.userId],
}));
const eggOf = (c: Ctx) => eggState(c.user);

/** Today's activity, started afresh at 00:00 (received counts back to zero, top-ups counted from then). */
function activityOf(c: Ctx): Activity {
  const e = eggOf(c);
  const today = dayNumber(c.now);
  if (e.activity?.day !== today) {
    const [matches, roomMinutes] = SEEDED_ACTIVITY[c.user.userId] ?? [1, 10];
    e.activity = { day: today, matches, roomMinutes, rechargeBase: c.user.rechargedCents, received: {} };
  }
  return e.activity;
}

/** How many times a task was done today, at most its daily limit. */
function doneToday(c: Ctx, kind: TaskKind, perDay: number): number {
  const a = activityOf(c);
  const n = { login: 1, match: a.matches, room: Math.floor(a.roomMinutes / 10), topUp: Math.floor((c.user.rechargedCents - a.rechargeBase) / TOP_UP_CENTS) }[kind];
  return Math.max(0, Math.min(perDay, n));
}

const editionOf = (c: Ctx) => {
  const e = str(c, 'actId', 'golden-egg');
  return e in ROOM_POINTS ? e : 'golden-egg';
};
const tasksOf = (c: Ctx) => EGG_TASKS.map((t) => (t.kind === 'room' ? { ...t, points: ROOM_POINTS[editionOf(c)]! } : t));

const stockOf = (c: Ctx) => {
  // Today's only Phoenix (1011) was already sent before the sandbox started: choosing it shows the 399 equivalent.
  const s = shared<{ day: number; sent: Record<number, number> }>(c.world, 'eggStock', () => ({ day: dayNumber(c.now), sent: { 1011: DAILY_STOCK[1011]! } }));
  if (s.day !== dayNumber(c.now)) Object.assign(s, { day: dayNumber(c.now), sent: {} });
  return s;
};
const left = (c: Ctx, giftId: number) => (DAILY_STOCK[giftId] ?? 0) - (stockOf(c).sent[giftId] ?? 0);

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
  'POST /activity/goldenEgg/receiveTask': (c) => {
    const e = eggOf(c);
    const t = tasksOf(c).find((x) => x.taskId === num(c, 'taskId')) ?? fail('badRequest', STATUS.badRequest);
    const a = activityOf(c);
    const got = a.received[t.taskId] ?? 0;
    if (got >= t.perDay) fail('alreadyReceived', STATUS.limit);
    if (got >= doneToday(c, t.kind, t.perDay)) fail('taskNotDone', STATUS.rule);
    a.received[t.taskId] = got + 1;
    e.points += t.points;
    return withMessage({ taskId: t.taskId, points: e.points }, 'receiveSuccess');
  },
  'GET /activity/goldenEgg/records': (c) => pageOf([...eggOf(c).records].reverse().map((r) => ({ ...r, name: r.gift.name, icon: r.gift.icon, count: 1, time: isoAt(r.time) })), paging(c)),
};

