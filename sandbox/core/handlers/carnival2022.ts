/**
 * The 2022 carnival hub (sandbox base path /activity/carnival2022, not published): top-ups during the carnival
 * earn carnival points, 1 USD = 10 rich value = 1 carnival point. The carnival ranking shows the top 50 by points
 * and is worked out again every 5 minutes: points earned in between show at the next refresh. The daily sign-in
 * runs over a 7-day calendar (sign in, then signed in). Event calls take the page's previewed instant (`?at=`).
 */
import { giftOrThrow, rankedUsers } from '../catalog';
import { shared, type Ctx, type Routes, type World } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { createUser, domain, type UserState } from '../users';
import { dayNumber, isoAt } from '../time';
import { eventNow } from './carnivalGifts';
import { addToBackpack } from './shop';
import { requireWithin } from './window';

const BASE = '/activity/carnival2022';
export const CARNIVAL_2022 = { start: Date.parse('2026-11-20T00:00:00+08:00'), end: Date.parse('2099-12-31T23:59:59+08:00') };
export const RICH_PER_USD = 10;
export const POINTS_PER_USD = 1;
export const RANKING_REFRESH_MS = 5 * 60_000;
export const RANKING_TOP = 50;
const SIGN_IN_DAYS = 7;
const SIGN_IN_GIFTS = [1001, 1002, 1003, 1001, 1004, 1002, 1005] as const;

/** Refuses a carnival call outside the carnival (at the page's instant). */
export function requireCarnival(c: Ctx): number {
  const now = eventNow(c);
  requireWithin(now, CARNIVAL_2022.start, CARNIVAL_2022.end);
  return now;
}

export const carnivalWindow = (c: Ctx) => ({ startTime: isoAt(CARNIVAL_2022.start), endTime: isoAt(CARNIVAL_2022.end), sysTime: isoAt(eventNow(c)) });

/** Whole USD a user topped up since the sandbox first knew them (seeded top-ups do not count). */
export function usdToppedUp(world: World, user: UserState): number {
  return Math.max(0, Math.floor((user.rechargedCents - createUser(world.seed, user.userId).rechargedCents) / 100));
}

const pointsOf = (world: World, user: UserState) => usdToppedUp(world, user) * POINTS_PER_USD;

interface Snapshot {
  at: number;
  rows: Array<{ rank: number; userId: string; name: string; icon: string; value: number }>;
}

/** The ranking as of the last 5-minute refresh: worked out once per refresh, then served as it was. */
function snapshot(c: Ctx): Snapshot {
  const at = Math.floor(eventNow(c) / RANKING_REFRESH_MS) * RANKING_REFRESH_MS;
  const cache = shared(c.world, 'carnival2022Ranking', () => ({ at: -1, rows: [] }) as Snapshot);
  if (cache.at === at) return cache;
  const own = [...c.world.users.values()].map((u) => ({ rank: 0, userId: u.userId, name: u.name, icon: u.icon, value: pointsOf(c.world, u) })).filter((r) => r.value > 0);
  const seeded = rankedUsers(c.world.seed, 'carnival2022', RANKING_TOP, 40_000).filter((r) => !own.some((o) => o.userId === r.userId));
  const rows = [...seeded, ...own].sort((a, b) => b.value - a.value).slice(0, RANKING_TOP).map((r, i) => ({ ...r, rank: i + 1 }));
  Object.assign(cache, { at, rows });
  return cache;
}

const signInOf = (user: UserState) => domain<{ signed: number[] }>(user, 'carnival2022SignIn', () => ({ signed: [] }));

/** The sign-in week of an instant: its first day and today's place in it (1 to 7). */
function signInWeek(now: number) {
  const offset = dayNumber(now) - dayNumber(CARNIVAL_2022.start);
  const first = dayNumber(now) - (offset % SIGN_IN_DAYS);
  return { first, today: (offset % SIGN_IN_DAYS) + 1 };
}

export const carnival2022Routes: Routes = {
  [`GET ${BASE}/points`]: (c) => {
    const usd = usdToppedUp(c.world, c.user);
    return { ...carnivalWindow(c), usd, richValue: usd * RICH_PER_USD, points: pointsOf(c.world, c.user), richPerUsd: RICH_PER_USD, pointsPerUsd: POINTS_PER_USD };
  },
  [`GET ${BASE}/ranking`]: (c) => {
    const { at, rows } = snapshot(c);
    const own = rows.find((r) => r.userId === c.user.userId);
    return { ...carnivalWindow(c), list: rows, top: RANKING_TOP, refreshedAt: isoAt(at), nextRefreshAt: isoAt(at + RANKING_REFRESH_MS), userRankNumber: { orderNumber: own?.rank ?? 0, diamond: own?.value ?? 0 } };
  },
  [`GET ${BASE}/signIn`]: (c) => {
    const now = eventNow(c);
    const running = now >= CARNIVAL_2022.start && now < CARNIVAL_2022.end;
    const { first, today } = signInWeek(now);
    const signed = signInOf(c.user).signed;
    return {
      ...carnivalWindow(c), today: running ? today : 0, signedToday: signed.includes(dayNumber(now)),
      days: SIGN_IN_GIFTS.map((id, i) => {
        const gift = giftOrThrow(id);
        return { day: i + 1, reward: gift.name, icon: gift.icon, signed: signed.includes(first + i), today: running && i + 1 === today };
      }),
    };
  },
  [`POST ${BASE}/signIn`]: (c) => {
    const now = requireCarnival(c);
    const s = signInOf(c.user);
    if (s.signed.includes(dayNumber(now))) fail('alreadyReceived', STATUS.limit);
    s.signed.push(dayNumber(now));
    const gift = giftOrThrow(SIGN_IN_GIFTS[signInWeek(now).today - 1]!);
    addToBackpack(c, gift.id, gift.name);
    return withMessage({ signedDays: s.signed.length, reward: gift.name }, 'receiveSuccess');
  },
};
