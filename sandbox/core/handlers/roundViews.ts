/** Views shared by the live games: my bets, previous results, today's income ranking. */
import { personOf, userOf, type Ctx } from '../context';
import type { RoundGame } from '../roundGame';
import { roundsPerDay, actNoOf, ROUND_STATUS } from '../rounds';
import { startOfDay } from '../time';

/** My bets of a round, summed per prize. */
export function myBets(c: Ctx, game: RoundGame, actNo: number) {
  const sums = new Map<number, { prizeConfigId: number; betDiamond: number; medalCount: number }>();
  for (const b of game.betsOf(c.world, actNo, c.user.userId)) {
    const row = sums.get(b.prizeConfigId) ?? { prizeConfigId: b.prizeConfigId, betDiamond: 0, medalCount: 0 };
    row.betDiamond += b.amount;
    row.medalCount += b.medals;
    sums.set(b.prizeConfigId, row);
  }
  return [...sums.values()];
}

/** The last `n` finished rounds of today (most recent first). */
export function previousResults(c: Ctx, game: RoundGame, n = 10) {
  const ph = game.phase(c.now);
  const dayStart = startOfDay(c.now);
  const current = ph.status === ROUND_STATUS.gameOver ? roundsPerDay(game.timing) : Number(String(ph.actNo).slice(8));
  const out = [];
  for (let i = current - (ph.status === ROUND_STATUS.result || ph.status === ROUND_STATUS.gameOver ? 0 : 1); i >= 1 && out.length < n; i--) {
    const r = game.resultOf(c.world, actNoOf(dayStart, i - 1), c.now);
    if (r) out.push({ actNo: r.actNo, prizeConfigId: r.prizeConfigId, recordType: r.recordType, winnerCount: r.winners.length });
  }
  return out;
}

/** My winnings in a settled round. */
export function userPrize(c: Ctx, game: RoundGame, actNo: number) {
  const r = game.resultOf(c.world, actNo, c.now);
  if (!r) return null;
  const mine = r.winners.find((w) => w.userId === c.user.userId);
  return { actNo, recordType: r.recordType, prizeDiamondCount: mine?.diamonds ?? 0, abCount: mine?.abCount ?? 0, bbCount: mine?.bbCount ?? 0 };
}

/** Today's income ranking: what today's settled rounds paid each winner (room players and sandbox users alike). */
export function incomeRanking(c: Ctx, game: RoundGame, size = 30) {
  game.settleDue(c.world, c.now);
  const rows = game.todayWinners(c.world, c.now)
    .map((r) => ({ ...personOf(c.world, r.userId), diamonds: r.diamonds }))
    .sort((a, b) => b.diamonds - a.diamonds || a.userId.localeCompare(b.userId))
    .map((r, i) => ({ ...r, rank: i + 1, abCount: 0, bbCount: 0 }));
  const mine = rows.findIndex((r) => r.userId === c.user.userId);
  const myDiamonds = game.todayIncome(c.world, c.user.userId, c.now);
  const above = mine > 0 ? rows[mine - 1] : mine === -1 ? rows[rows.length - 1] : undefined;
  return {
    rows: rows.slice(0, size),
    userRankNumber: { diamond: myDiamonds, orderNumber: mine === -1 ? 0 : mine + 1, distanceDiamond: above ? Math.max(0, above.diamonds - myDiamonds) : 0 },
    user: { userId: c.user.userId, name: userOf(c.world, c.user.userId).name, icon: c.user.icon },
  };
}
