/**
 * Golden egg daily tasks (reset 00:00 UTC+8): 5 points for opening the app, 5 per Go Match, 5 or 10 per 10 minutes
 * in a room (the event's edition says which), 100 per 0.99 USD top-up. A task's points are received once per time
 * it was done, up to its daily limit.
 */
import { num, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { dayNumber } from '../time';
import { SEEDED_USERS } from '../users';
import { eggOf, LUCKY_EGG_BASE, type Activity } from './eggDrawState';

/** Cents of one top-up counted by the top-up task (0.99 USD). */
export const TOP_UP_CENTS = 99;
/** Points per 10 minutes in a room, by edition of the event (the golden egg gives 10, the lucky egg 5). */
export const ROOM_POINTS: Record<string, number> = { 'golden-egg': 10, 'lucky-egg': 5 };

type TaskKind = 'login' | 'match' | 'room' | 'topUp';
export const EGG_TASKS: ReadonlyArray<{ taskId: number; kind: TaskKind; name: string; points: number; perDay: number }> = [
  { taskId: 1, kind: 'login', name: 'Open the app', points: 5, perDay: 1 },
  { taskId: 2, kind: 'match', name: 'Play a Go Match', points: 5, perDay: 10 },
  { taskId: 3, kind: 'room', name: 'Stay 10 minutes in a room', points: 10, perDay: 6 },
  { taskId: 4, kind: 'topUp', name: 'Top up 0.99 USD', points: 100, perDay: 10 },
];

/** What each seeded user did today before opening the page (Go Matches, minutes in rooms). */
const SEEDED_ACTIVITY: Record<string, [number, number]> = { [SEEDED_USERS.payer]: [3, 25], [SEEDED_USERS.exhausted]: [0, 0] };

/** Today's activity, started afresh at 00:00 (received counts back to zero, top-ups counted from then). */
export function activityOf(c: Ctx): Activity {
  const e = eggOf(c);
  const today = dayNumber(c.now);
  if (e.activity?.day !== today) {
    const [matches, roomMinutes] = SEEDED_ACTIVITY[c.user.userId] ?? [1, 10];
    e.activity = { day: today, matches, roomMinutes, rechargeBase: c.user.rechargedCents, received: {} };
  }
  return e.activity;
}

/** How many times a task was done today, at most its daily limit. */
export function doneToday(c: Ctx, kind: TaskKind, perDay: number): number {
  const a = activityOf(c);
  const n = { login: 1, match: a.matches, room: Math.floor(a.roomMinutes / 10), topUp: Math.floor((c.user.rechargedCents - a.rechargeBase) / TOP_UP_CENTS) }[kind];
  return Math.max(0, Math.min(perDay, n));
}

/** The lucky egg's own path is its edition; the golden egg's path takes the edition from actId. */
const editionOf = (c: Ctx) => {
  const e = c.path.startsWith(`${LUCKY_EGG_BASE}/`) ? 'lucky-egg' : str(c, 'actId', 'golden-egg');
  return e in ROOM_POINTS ? e : 'golden-egg';
};
export const tasksOf = (c: Ctx) => EGG_TASKS.map((t) => (t.kind === 'room' ? { ...t, points: ROOM_POINTS[editionOf(c)]! } : t));

export const eggTaskRoutes: Routes = {
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
};
