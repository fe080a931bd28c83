/**
 * Singer vote: the stage, the candidates best first, and votes: each user has 10 votes a day (they start again at
 * 00:00 UTC+8), one or more per tap, only while the event runs and only for a candidate of the stage.
 */
import { rankedUsers } from '../catalog';
import { num, pageOf, paging, shared, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { dayNumber } from '../time';
import { domain } from '../users';
import { eventWindow, requireRunning } from './window';

export const DAILY_VOTES = 10;
const candidates = (c: Ctx) => shared(c.world, 'singers', () => rankedUsers(c.world.seed, 'singers', 12, 40_000).map((r) => ({ userId: r.userId, name: r.name, icon: r.icon, votes: r.value })));
const votesLeft = (c: Ctx) => {
  const v = domain<{ day: number; used: number }>(c.user, 'singerVotes', () => ({ day: dayNumber(c.now), used: 0 }));
  if (v.day !== dayNumber(c.now)) Object.assign(v, { day: dayNumber(c.now), used: 0 });
  return v;
};
const sorted = (c: Ctx) => [...candidates(c)].sort((a, b) => b.votes - a.votes).map((s, i) => ({ ...s, rank: i + 1 }));

export const singerRoutes: Routes = {
  'GET /activity/singer/stage': (c) => ({ ...eventWindow(c), stage: 'final', top: sorted(c).slice(0, 3), dailyVotes: DAILY_VOTES, votesLeft: DAILY_VOTES - votesLeft(c).used }),
  'GET /activity/singer/voteUserList': (c) => pageOf(sorted(c), paging(c)),
  'POST /activity/singer/vote': (c) => {
    requireRunning(c);
    const id = str(c, 'userId', '').trim();
    const count = num(c, 'count', 1);
    const singer = candidates(c).find((s) => s.userId === id) ?? fail('invalidUserId', STATUS.badRequest);
    if (!Number.isInteger(count) || count < 1) fail('badRequest', STATUS.badRequest);
    const v = votesLeft(c);
    if (v.used + count > DAILY_VOTES) fail('noVotesLeft', STATUS.balance);
    v.used += count;
    singer.votes += count;
    return withMessage({ userId: singer.userId, votes: singer.votes, votesLeft: DAILY_VOTES - v.used }, 'voted');
  },
};
