/**
 * Diamond Pass (P§4, P§5, E§5, E§6): EXP fills free and premium tracks; free
 * rewards need the EXP, premium ones also the upgrade. Blue tasks count once a
 * day, purple up to 15 times; backpack gifts and big-gift purchases do not
 * count. Owners of premium get 1000 diamonds instead of the premium task reward.
 * The upgrade is paid natively by the app (P§6): buyCard only records the
 * purchase the app reported, so it takes no diamonds and refuses no paid
 * upgrade. In the last 10 minutes of the season the page warns before asking
 * the app to pay (progress says `upgradeWarning`); the server does not refuse.
 * A season is a calendar month (UTC+8): a new season starts from zero EXP,
 * nothing received and no task counted; a subscription runs for its plan's
 * months (1, 3 or 12) and renews at its end, so it outlives the season.
 */
import { DECORATIONS, GIFTS } from '../catalog';
import { num, pageOf, paging, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { mixSeed, mulberry32, randInt } from '../prng';
import { dayNumber, isoAt } from '../time';
import { domain, SEEDED_USERS } from '../users';
import { credit } from '../wallet';

export const PASS_LEVELS = 20;
export const EXP_PER_LEVEL = 100;
export const PURPLE_MAX = 15;
export const PREMIUM_SUBSTITUTE_DIAMONDS = 1000;
const LAST_MINUTES_MS = 10 * 60_000;
/** Subscription types the app sells (1 monthly, 2 quarterly, 3 annual, E§3) and their months; their price is the app's. */
export const SUBSCRIPTION_MONTHS: Readonly<Record<number, number>> = { 1: 1, 2: 3, 3: 12 };
export const SUBSCRIPTION_TYPES: readonly number[] = Object.keys(SUBSCRIPTION_MONTHS).map(Number);

export const PASS_TASKS = [
  { id: 1, kind: 'blue', name: 'Log in today', exp: 10 },
  { id: 2, kind: 'blue', name: 'Send any gift', exp: 20 },
  { id: 3, kind: 'blue', name: 'Stay 10 minutes on mic', exp: 20 },
  { id: 4, kind: 'purple', name: 'Send 100 diamonds of gifts', exp: 30 },
  { id: 5, kind: 'purple', name: 'Top up any amount', exp: 50 },
  { id: 6, kind: 'purple', name: 'Top up 19.99 USD at once for a premium pass', exp: 0, premiumReward: true },
] as const;
const LOGIN_TASK = PASS_TASKS[0];

interface PassState {
  /** Start of the season the EXP, rewards, tasks and records belong to. */
  season: number;
  exp: number;
  /** End of the paid subscription (its next renewal); premium while before it. */
  premiumUntil?: number;
  subscriptionType?: number;
  claimed: Record<string, true>;
  tasks: Record<number, { day: number; today: number; total: number }>;
  records: Array<{ exp: number; source: string; time: string }>;
}

/** Season: the calendar month in UTC+8. */
export function season(now: number): { start: number; end: number } {
  const d = new Date(now + 8 * 3_600_000);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - 8 * 3_600_000;
  const end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 8 * 3_600_000;
  return { start, end };
}

/** The end of the season `months` seasons from the one of `from` (1: the end of that season). */
function seasonEndAfter(from: number, months: number): number {
  const d = new Date(from + 8 * 3_600_000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1) - 8 * 3_600_000;
}

const isPremium = (p: PassState, now: number) => p.premiumUntil !== undefined && now < p.premiumUntil;

/** The user's pass in the current season: a new season starts over (the subscription carries on). */
function passOf(c: Ctx): PassState {
  const current = season(c.now).start;
  const p = domain<PassState>(c.user, 'diamondPass', () => {
    const premium = c.user.userId === SEEDED_USERS.premium;
    const seeded = [SEEDED_USERS.newcomer, SEEDED_USERS.exhausted] as string[];
    const exp = premium ? 1_250 : seeded.includes(c.user.userId) ? 0 : randInt(mulberry32(mixSeed(c.world.seed, `pass:${c.user.userId}`)), 0, 800);
    return {
      season: current, exp, ...(premium ? { subscriptionType: 1, premiumUntil: seasonEndAfter(c.now, 1) } : {}),
      claimed: {}, tasks: {}, records: exp ? [{ exp, source: 'Earlier tasks', time: isoAt(current) }] : [],
    };
  });
  if (p.season !== current) Object.assign(p, { season: current, exp: 0, claimed: {}, tasks: {}, records: [] });
  return p;
}

const freeReward = (level: number) => GIFTS[(level - 1) % 6]!;
const premiumReward = (level: number) => (level % 5 === 0 ? DECORATIONS[(level / 5 - 1) % DECORATIONS.length]! : GIFTS[4 + (level % 8)]!);

function rows(p: PassState, now: number) {
  const premium = isPremium(p, now);
  const state = (track: 'free' | 'premium', level: number) =>
    p.claimed[`${track}:${level}`] ? 'received' : p.exp >= level * EXP_PER_LEVEL && (track === 'free' || premium) ? 'redeemable' : 'locked';
  return Array.from({ length: PASS_LEVELS }, (_, i) => i + 1).map((level) => ({
    level, exp: level * EXP_PER_LEVEL,
    free: { reward: freeReward(level), state: state('free', level) },
    premium: { reward: premiumReward(level), state: state('premium', level) },
  }));
}

function claim(c: Ctx, p: PassState, track: 'free' | 'premium', level: number): void {
  p.claimed[`${track}:${level}`] = true;
  const reward = track === 'free' ? freeReward(level) : premiumReward(level);
  if ('diamonds' in reward) credit(c.user, reward.diamonds);
}

/** A paid plan: its months from the end of a running subscription, or from this season. */
function subscribe(p: PassState, type: number, now: number): void {
  const months = SUBSCRIPTION_MONTHS[type] ?? 1;
  p.premiumUntil = isPremium(p, now) ? seasonEndAfter(p.premiumUntil! - 1, months + 1) : seasonEndAfter(now, months);
  p.subscriptionType = type;
}

const trackOf = (raw: string): 'free' | 'premium' => (raw === 'premium' || raw === '2' ? 'premium' : 'free');

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
function countLogin(c: Ctx, p: PassState): void {
  const st = p.tasks[LOGIN_TASK.id];
  if (!st || st.day !== dayNumber(c.now)) countTask(c, p, LOGIN_TASK);
}

export const diamondPassRoutes: Routes = {
  'GET /activity/diamondPass/progress': (c) => {
    const p = passOf(c);
    countLogin(c, p);
    const s = season(c.now);
    const list = rows(p, c.now);
    const premium = isPremium(p, c.now);
    return {
      exp: p.exp, level: Math.min(PASS_LEVELS, Math.floor(p.exp / EXP_PER_LEVEL)), premium, subscriptionType: premium ? (p.subscriptionType ?? null) : null,
      nextRenewalDate: premium ? isoAt(p.premiumUntil!) : null, seasonStart: isoAt(s.start), seasonEnd: isoAt(s.end), sysTime: c.now,
      upgradeWarning: s.end - c.now < LAST_MINUTES_MS, rewards: list,
      claimableCount: list.filter((r) => r.free.state === 'redeemable').length + list.filter((r) => r.premium.state === 'redeemable').length,
    };
  },
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
  'GET /activity/diamondPass/listExpRecord': (c) => pageOf([...passOf(c).records].reverse(), paging(c)),
  /** Sandbox-only: the app reports a task action (what the real server learns from gifts and top-ups). */
  'POST /activity/diamondPass/completeTask': (c) => {
    const p = passOf(c);
    const task = PASS_TASKS.find((t) => t.id === num(c, 'taskId')) ?? fail('badRequest', STATUS.badRequest);
    const source = str(c, 'source', '');
    if (source === 'backpack' || source === 'bigGift') return { counted: false, exp: p.exp };
    return countTask(c, p, task);
  },
  'POST /activity/diamondPass/receiveSingeReward': (c) => {
    const p = passOf(c);
    const level = num(c, 'level');
    const track = trackOf(str(c, 'type', str(c, 'track', 'free')));
    if (!Number.isInteger(level) || level < 1 || level > PASS_LEVELS) fail('badRequest', STATUS.badRequest);
    if (p.claimed[`${track}:${level}`]) fail('alreadyReceived', STATUS.limit);
    if (track === 'premium' && !isPremium(p, c.now)) fail('passNeedPremium', STATUS.forbidden);
    if (p.exp < level * EXP_PER_LEVEL) fail('passNotEnoughExp', STATUS.rule);
    claim(c, p, track, level);
    return withMessage({ level, track, reward: track === 'free' ? freeReward(level) : premiumReward(level) }, 'rewardSent');
  },
  'POST /activity/diamondPass/receiveAllReward': (c) => {
    const p = passOf(c);
    const ready = rows(p, c.now).flatMap((r) => [
      ...(r.free.state === 'redeemable' ? [['free', r.level] as const] : []),
      ...(r.premium.state === 'redeemable' ? [['premium', r.level] as const] : []),
    ]);
    if (ready.length === 0) fail('passNeedExp', STATUS.rule, { exp: Math.max(0, PASS_LEVELS * EXP_PER_LEVEL - p.exp) });
    ready.forEach(([track, level]) => claim(c, p, track, level));
    return withMessage({ received: ready.map(([track, level]) => ({ track, level })) }, 'rewardSent');
  },
  'POST /activity/diamondPass/buyCard': (c) => {
    const p = passOf(c);
    const type = num(c, 'subscriptionType', num(c, 'type', 1));
    if (!SUBSCRIPTION_TYPES.includes(type)) fail('badRequest', STATUS.badRequest);
    // Paid in the app already: record it, whatever the wallet holds and however late in the season.
    subscribe(p, type, c.now);
    return withMessage({ premium: true, subscriptionType: type, diamond: c.user.wallet.diamond }, 'buySuccess');
  },
};
