/**
 * Family honor: family ranking (final and daily: today 0, yesterday 1), members by family with their share of
 * the family's diamond pool, and the page token. Sandbox base path /activity/family-honor (not published).
 * Each ranking answers the user's own family as userRankNumber (orderNumber 0 = not ranked or no family) with the
 * diamonds it lacks to the place above.
 */
import { rankedUsers } from '../catalog';
import { num, str, type Ctx, type Routes } from '../context';
import { mixSeed, mulberry32, randInt } from '../prng';
import { dayNumber } from '../time';
import { eventWindow } from './window';

const BASE = '/activity/family-honor';
/** Family honor 2023: the diamond pools of families ranked 1 to 5. */
export const FAMILY_POOLS = [20_000, 15_000, 12_000, 9_000, 5_000];
/** The pool's share of the family's top 10 gift senders (percent): 30, 20, 15, 10, 10, then 3 each. */
export const MEMBER_SHARES = [30, 20, 15, 10, 10, 3, 3, 3, 3, 3];
const MOONLIGHT_INDEX = 3;

function families(c: Ctx, key: string) {
  return rankedUsers(c.world.seed, `family:${key}`, 20, 3_000_000).map((r, i) => ({
    rank: r.rank, familyId: i === MOONLIGHT_INDEX ? '501' : String(600 + i), name: i === MOONLIGHT_INDEX ? 'Moonlight' : `${r.name} Family`, icon: r.icon, value: r.value,
    pool: FAMILY_POOLS[i] ?? 0, leader: { userId: i === MOONLIGHT_INDEX ? '10004' : r.userId, name: i === MOONLIGHT_INDEX ? c.userOf('10004').name : r.name },
  }));
}

/** A day's family ranking: each family's points that day are a part (5% to 30%) of its points for the whole event, so a day never shows more than the event; ranked by them. */
function dayFamilies(c: Ctx, day: number) {
  const rng = mulberry32(mixSeed(c.world.seed, `family-day:${day}`));
  const list = families(c, 'final').map((f) => ({ ...f, value: Math.max(1, Math.floor((f.value * randInt(rng, 5, 30)) / 100)) }));
  return list.sort((a, b) => b.value - a.value).map((f, i) => ({ ...f, rank: i + 1, pool: FAMILY_POOLS[i] ?? 0 }));
}

function withOwn(c: Ctx, list: ReturnType<typeof families>) {
  const own = list.find((f) => f.familyId === c.user.familyId) ?? null;
  const above = own && own.rank > 1 ? list[own.rank - 2] : undefined;
  const userRankNumber = { orderNumber: own?.rank ?? 0, diamond: own?.value ?? 0, distanceDiamond: above && own ? above.value - own.value : 0 };
  return { ...eventWindow(c), list, ownFamily: own, userRankNumber };
}

export const familyHonorRoutes: Routes = {
  [`GET ${BASE}/token`]: (c) => ({ token: `fh-${c.user.userId}-${dayNumber(c.now)}`, userId: c.user.userId, familyId: c.user.familyId ?? null, familyLeader: c.user.familyLeader === true }),
  [`GET ${BASE}/familyRankList`]: (c) => withOwn(c, families(c, 'final')),
  [`GET ${BASE}/familyRankDayList`]: (c) => withOwn(c, dayFamilies(c, dayNumber(c.now) - num(c, 'type', 0))),
  // Without a familyId: the user's own family; a user in no family has no members to show.
  [`GET ${BASE}/userRankListByFamilyId`]: (c) => {
    const familyId = str(c, 'familyId', c.user.familyId ?? '').trim();
    if (!familyId) return { familyId: null, list: [] };
    const ranked = rankedUsers(c.world.seed, `members:${familyId}`, 10, 200_000);
    if (familyId === c.user.familyId) ranked[ranked.length - 1] = { ...ranked[ranked.length - 1]!, userId: c.user.userId, name: c.user.name, icon: c.user.icon };
    return { familyId, list: ranked.map((r, i) => ({ ...r, sharePercent: MEMBER_SHARES[i] ?? 0 })) };
  },
};
