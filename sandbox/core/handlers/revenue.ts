/** Achievements and recharge levels (the revenue calls). */
import { DECORATIONS, giftOrThrow } from '../catalog';
import { num, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { mixSeed, mulberry32, randInt } from '../prng';
import { dateKey, DAY_MS, isoAt, startOfDay } from '../time';
import { domain } from '../users';
import { credit } from '../wallet';

interface Achievement { id: number; name: string; unit: string; step: number }

/** Special achievements: kept for good, up to level 5. */
const ACHIEVEMENTS: readonly Achievement[] = [
  { id: 1, name: 'Generous Heart', unit: 'diamonds sent', step: 10_000 },
  { id: 2, name: 'Room Star', unit: 'minutes in rooms', step: 600 },
  { id: 3, name: 'Gift Collector', unit: 'gifts received', step: 200 },
  { id: 4, name: 'Match Maker', unit: 'matches played', step: 50 },
];

/**
 * Monthly achievements (the page's monthly tab; the spec gives no call of their own, so getAchievementList takes
 * type=monthly): progress and levels start again each month, up to level 3.
 */
const MONTHLY: readonly Achievement[] = [
  { id: 101, name: 'Monthly Gifter', unit: 'diamonds sent this month', step: 5_000 },
  { id: 102, name: 'Faithful Friend', unit: 'days signed in this month', step: 7 },
  { id: 103, name: 'Month of Music', unit: 'minutes on the mic this month', step: 300 },
];

interface AchState { levels: Record<number, number>; progress: Record<number, number> }

/** The kind of list asked for (special, or monthly for the month of now, UTC+8). */
function achievementKind(c: Ctx, id?: number) {
  const monthly = id !== undefined ? MONTHLY.some((a) => a.id === id) : str(c, 'type', 'special') === 'monthly';
  const month = dateKey(c.now).slice(0, 7);
  return monthly ? { list: MONTHLY, maxLevel: 3, key: `achievement:${month}` } : { list: ACHIEVEMENTS, maxLevel: 5, key: 'achievement' };
}

const achState = (c: Ctx, kind: ReturnType<typeof achievementKind>) => domain<AchState>(c.user, kind.key, () => {
  const rng = mulberry32(mixSeed(c.world.seed, `${kind.key}:${c.user.userId}`));
  const levels = Object.fromEntries(kind.list.map((a) => [a.id, randInt(rng, 0, 2)]));
  /** The first achievement is always ready to upgrade, the others vary. */
  const progress = Object.fromEntries(kind.list.map((a, i) => [a.id, i === 0 ? a.step * ((levels[a.id] ?? 0) + 1) : randInt(rng, 0, a.step * 3)]));
  return { levels, progress };
});

const LEVELS = [
  { level: 1, needCents: 99, giftId: 1003 }, { level: 2, needCents: 499, giftId: 1004 }, { level: 3, needCents: 999, giftId: 1005 },
  { level: 4, needCents: 4_999, giftId: 1007 }, { level: 5, needCents: 9_999, giftId: 1008 }, { level: 6, needCents: 49_999, giftId: 1010 },
];

const claims = (c: Ctx) => domain<Record<string, true>>(c.user, 'rechargeLevel', () => ({}));

/** Weekly recharge (V2): the sandbox derives a week's total from the seed for past weeks, the real total for this week. */
function weekStart(now: number): number {
  const day = startOfDay(now);
  const weekday = (new Date(day + 8 * 3_600_000).getUTCDay() + 6) % 7;
  return day - weekday * DAY_MS;
}

function levelRows(c: Ctx, rechargedCents: number, claimKey: (level: number) => string) {
  const got = claims(c);
  return LEVELS.map((l) => {
    const gift = giftOrThrow(l.giftId);
    const state = got[claimKey(l.level)] ? 'claimed' : rechargedCents >= l.needCents ? 'ready' : 'notYet';
    // name, current and target read as a task: "Top up 0.99 USD", progress toward the level (in USD).
    return {
      level: l.level, name: `Top up ${l.needCents / 100} USD`, needAmount: l.needCents / 100, reward: gift, rewardName: gift.name,
      current: Math.min(rechargedCents, l.needCents) / 100, target: l.needCents / 100, state,
    };
  });
}

function receive(c: Ctx, rechargedCents: number, key: string, level: number) {
  const l = LEVELS.find((x) => x.level === level) ?? fail('badRequest', STATUS.badRequest);
  const got = claims(c);
  if (got[key]) fail('alreadyReceived', STATUS.limit);
  if (rechargedCents < l.needCents) fail('notEligible', STATUS.rule);
  got[key] = true;
  credit(c.user, giftOrThrow(l.giftId).diamonds);
  return withMessage({ level, reward: giftOrThrow(l.giftId) }, 'rewardSent');
}

const weekRecharge = (c: Ctx, weekDate: string) => {
  const current = dateKey(weekStart(c.now));
  if (weekDate === current) return c.user.rechargedCents;
  return mulberry32(mixSeed(c.world.seed, `week:${c.user.userId}:${weekDate}`))() < 0.5 ? 999 : 99;
};

export const revenueRoutes: Routes = {
  'GET /revenue/achievement/getAchievementList': (c) => {
    const kind = achievementKind(c);
    const st = achState(c, kind);
    return kind.list.map((a) => {
      const level = st.levels[a.id] ?? 0;
      const target = a.step * (level + 1);
      const progress = st.progress[a.id] ?? 0;
      return { id: a.id, name: a.name, unit: a.unit, level, maxLevel: kind.maxLevel, progress, target, canUpgrade: level < kind.maxLevel && progress >= target, reward: DECORATIONS[a.id % DECORATIONS.length] };
    });
  },
  'POST /revenue/achievement/upgrade': (c) => {
    const id = num(c, 'id', num(c, 'achievementId', 0));
    const kind = achievementKind(c, id);
    const a = kind.list.find((x) => x.id === id) ?? fail('badRequest', STATUS.badRequest);
    const st = achState(c, kind);
    const level = st.levels[a.id] ?? 0;
    if (level >= kind.maxLevel || (st.progress[a.id] ?? 0) < a.step * (level + 1)) fail('notEligible', STATUS.rule);
    st.levels[a.id] = level + 1;
    return withMessage({ id, level: level + 1 }, 'receiveSuccess');
  },
  // The offer runs week by week: it ends when the current week (Monday 00:00 UTC+8) ends.
  'GET /revenue/rechargeLevel/levelList': (c) => ({ rechargedAmount: c.user.rechargedCents / 100, endTime: isoAt(weekStart(c.now) + 7 * DAY_MS), rows: levelRows(c, c.user.rechargedCents, (l) => `v1:${l}`) }),
  'POST /revenue/rechargeLevel/receiveProduct': (c) => {
    const level = num(c, 'level');
    return receive(c, c.user.rechargedCents, `v1:${level}`, level);
  },
  'GET /revenue/rechargeLevel/levelListV2': (c) => {
    const current = weekStart(c.now);
    const weekDate = str(c, 'weekDate', '') || dateKey(current);
    if (weekDate !== dateKey(current) && weekDate !== dateKey(current - 7 * DAY_MS)) fail('notEventTime', STATUS.time);
    const cents = weekRecharge(c, weekDate);
    // Both weeks' levels can be received until this week ends.
    return {
      weekDate, currentWeekDate: dateKey(current), previousWeekDate: dateKey(current - 7 * DAY_MS), endTime: isoAt(current + 7 * DAY_MS),
      rechargedAmount: cents / 100, rows: levelRows(c, cents, (l) => `v2:${weekDate}:${l}`),
    };
  },
  'POST /revenue/rechargeLevel/receiveProductV2': (c) => {
    const level = num(c, 'level');
    const weekDate = str(c, 'weekDate');
    const current = weekStart(c.now);
    // This week's rewards, and last week's while they may still be received; no other week.
    if (weekDate !== dateKey(current) && weekDate !== dateKey(current - 7 * DAY_MS)) fail('notEventTime', STATUS.time);
    return receive(c, weekRecharge(c, weekDate), `v2:${weekDate}:${level}`, level);
  },
};
