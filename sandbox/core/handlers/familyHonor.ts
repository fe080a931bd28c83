/**
 * Family honor (E§9): family ranking (final and daily), members by family, and
 * the page token. Sandbox base path /activity/family-honor (not published).
 */
import { rankedUsers } from '../catalog';
import { num, str, type Ctx, type Routes } from '../context';
import { dayNumber } from '../time';
import { eventWindow } from './window';

const BASE = '/activity/family-honor';
export const FAMILY_POOLS = [20_000, 15_000, 12_000, 9_000, 5_000];
const SHARES = [30, 20, 15, 10, 10, 3, 3, 3, 3, 3];

function families(c: Ctx, key: string) {
  return rankedUsers(c.world.seed, `family:${key}`, 20, 3_000_000).map((r, i) => ({
    rank: r.rank, familyId: i === 3 ? '501' : String(600 + i), name: i === 3 ? 'Moonlight' : `${r.name} Family`, icon: r.icon, value: r.value,
    pool: FAMILY_POOLS[i] ?? 0, leader: { userId: i === 3 ? '10004' : r.userId, name: i === 3 ? c.userOf('10004').name : r.name },
  }));
}

function withOwn(c: Ctx, list: ReturnType<typeof families>) {
  const own = list.find((f) => f.familyId === c.user.familyId) ?? null;
  return { ...eventWindow(c), list, ownFamily: own };
}

export const familyHonorRoutes: Routes = {
  [`GET ${BASE}/token`]: (c) => ({ token: `fh-${c.user.userId}-${dayNumber(c.now)}`, userId: c.user.userId, familyId: c.user.familyId ?? null }),
  [`GET ${BASE}/familyRankList`]: (c) => withOwn(c, families(c, 'final')),
  [`GET ${BASE}/familyRankDayList`]: (c) => withOwn(c, families(c, `day:${dayNumber(c.now) - num(c, 'type', 0)}`)),
  [`GET ${BASE}/userRankListByFamilyId`]: (c) => {
    const familyId = str(c, 'familyId', c.user.familyId ?? '501');
    const list = rankedUsers(c.world.seed, `members:${familyId}`, 10, 200_000).map((r, i) => ({ ...r, sharePercent: SHARES[i] ?? 0 }));
    return { familyId, list };
  },
};
