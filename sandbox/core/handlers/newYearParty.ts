/**
 * New year party (carnival 2023): the party night runs from 2023-12-31 20:00 to 2024-01-01 02:00 (UTC+8); the
 * users who send the most gifts in it rank, 1 diamond = 1 point, and the top 10 are rewarded. The spec names the
 * screen only: its times, rule and path are the sandbox's. Sandbox path: /activity/newYearParty/ranking.
 * Seeded senders' points grow with the night; the caller's points are the gifts they send in it (the carnival's
 * gift stand-in, carnivalGifts.ts).
 */
import { rankedUsers } from '../catalog';
import { type Ctx, type Routes } from '../context';
import { isoAt } from '../time';
import { giftsWithin } from '../gifts';
import { eventNow, progressOf, ranked } from './carnivalGifts';

export const PARTY_START = Date.parse('2023-12-31T20:00:00+08:00');
export const PARTY_END = Date.parse('2024-01-01T02:00:00+08:00');
export const PARTY_REWARDED = 10;
const SEEDED_SENDERS = 30;

function partyRanking(c: Ctx) {
  const now = eventNow(c);
  const share = progressOf(now, PARTY_START, PARTY_END);
  const sent = (userId: string) => giftsWithin(c.world, PARTY_START, PARTY_END, (g) => g.senderId === userId);
  const rows = rankedUsers(c.world.seed, 'newYearParty', SEEDED_SENDERS, 400_000).map((r) => ({
    userId: r.userId, name: r.name, icon: r.icon, value: Math.round(r.value * share) + sent(r.userId),
  }));
  const mine = sent(c.user.userId);
  if (mine > 0 && !rows.some((r) => r.userId === c.user.userId)) rows.push({ userId: c.user.userId, name: c.user.name, icon: c.user.icon, value: mine });
  // Nobody ranks before the first point: an empty ranking until the party starts.
  return ranked(rows.filter((r) => r.value > 0), (r) => r.userId === c.user.userId);
}

export const newYearPartyRoutes: Routes = {
  'GET /activity/newYearParty/ranking': (c) => ({ ...partyRanking(c), startTime: isoAt(PARTY_START), endTime: isoAt(PARTY_END), rewarded: PARTY_REWARDED }),
};
