/**
 * Diamond Pass tasks: blue tasks count once a day, purple ones up to 15 times; backpack gifts and big-gift purchases
 * do not count. The premium task gives the pass; an owner of premium gets 1000 diamonds instead.
 */
import { num, str, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { dayNumber, isoAt } from '../time';
import { credit } from '../wallet';
import { isPremium, passOf, subscribe, type PassState } from './diamondPassState';

export const PURPLE_MAX = 15;
export const PREMIUM_SUBSTITUTE_DIAMONDS = 1000;

export const PASS_TASKS = [
  { id: 1, kind: 'blue', name: 'Log in today', exp: 10 },
  { id: 2, kind: 'blue', name: 'Send any gift', exp: 20 },
  { id: 3, kind: 'blue', name: 'Stay 10 minutes on mic', exp: 20 },
  { id: 4, kind: 'purple', name: 'Send 100 diamonds of gifts', exp: 30 },
  { id: 5, kind: 'purple', name: 'Top up any amount', exp: 50 },
  { id: 6, kind: 'purple', name: 'Top up 19.99 USD at once for a premium pass', exp: 0, premiumReward: true },
] as const;
const LOGIN_TASK = PASS_TASKS[0];

/** One more of a task done today: its EXP and record (the premium task gives the pass, or diamonds to an owner). */
function countTask(c: Ctx, p: PassState, task: (typeof PASS_TASKS)[number]) {
  const today = dayNumber(c.now);
  const st = p.tasks[task.id] ?? { day: today, today: 0, total: 0 };
  if (st.day !== today) Object.assign(st, { day: today, today: 0 });
  const premiumTask = 'premiumReward' in task;
  if (task.kind === 'blue' && st.today >= 1) fail('passTaskDone', STATUS.limit);
  if (task.kind === 'purple' && st.total >= (premiumTask ? 1 : PURPLE_MAX)) fail('passTaskLimit', STATUS.limit);
  st.today += 1;
  st.total += 1;
  p.tasks[task.id] = st;
  if (premiumTask) {
    const owned = isPremium(p, c.now);
    if (owned) credit(c.user, PREMIUM_SUBSTITUTE_DIAMONDS);
    else subscribe(p, 1, c.now);
    return { counted: true, exp: p.exp, premium: true, diamonds: owned ? PREMIUM_SUBSTITUTE_DIAMONDS : 0 };
  }
  p.exp += task.exp;
  p.records.push({ exp: task.exp, source: task.name, time: isoAt(c.now) });
  return { counted: true, exp: p.exp };
}

/** Opening the pass is being logged in: the first pass call of a day counts the login task. */
export function countLogin(c: Ctx, p: PassState): void {
  const st = p.tasks[LOGIN_TASK.id];
  if (!st || st.day !== dayNumber(c.now)) countTask(c, p, LOGIN_TASK);
}

export const diamondPassTaskRoutes: Routes = {
  'GET /activity/diamondPass/userTaskList': (c) => {
    const p = passOf(c);
    countLogin(c, p);
    const today = dayNumber(c.now);
    return PASS_TASKS.map((t) => {
      const st = p.tasks[t.id];
      const doneCount = t.kind === 'blue' ? (st && st.day === today ? st.today : 0) : (st?.total ?? 0);
      const maxCount = t.kind === 'blue' ? 1 : 'premiumReward' in t ? 1 : PURPLE_MAX;
      return { ...t, doneCount, maxCount, state: doneCount >= maxCount ? 'done' : 'ongoing' };
    });
  },
  /** Sandbox-only: the app reports a task action (what the real server learns from gifts and top-ups). */
  'POST /activity/diamondPass/completeTask': (c) => {
    const p = passOf(c);
    const task = PASS_TASKS.find((t) => t.id === num(c, 'taskId')) ?? fail('badRequest', STATUS.badRequest);
    const source = str(c, 'source', '');
    if (source === 'backpack' || source === 'bigGift') return { counted: false, exp: p.exp };
    return countTask(c, p, task);
  },
};
