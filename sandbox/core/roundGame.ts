/**
 * A live betting game on the round timer: bets are taken while betting (20),
 * the winning prize is drawn from the seed, winners are credited when the
 * round shows its result (40), and each status change is pushed (8016).
 * The settlement of each round is in roundSettlement.
 */
import { personOf, type PushContent, type World } from './context';
import { createSettlement, gameStateOf, type Bet, type RoundGameConfig, type RoundResult } from './roundSettlement';
import { DEFAULT_TIMING, phaseAt, ROUND_STATUS, type RoundPhase } from './rounds';
import { dayNumber } from './time';

export type { Bet, PrizeConfig, RoundGameConfig, RoundResult, Winner } from './roundSettlement';

export function createRoundGame(cfg: RoundGameConfig) {
  const timing = cfg.timing ?? DEFAULT_TIMING;
  const state = gameStateOf(cfg);
  const { settle, resultOf, settleBets, settleDue } = createSettlement(cfg, timing, state);

  function extInfo(w: World, r: RoundResult) {
    const prize = cfg.prizes.find((p) => p.id === r.prizeConfigId);
    const top = r.winners.slice(0, 3).map((x) => ({ ...x, ...personOf(w, x.userId) }));
    return { actPrize: { ...prize, recordType: r.recordType }, prizeUsers: r.winners, top };
  }

  /**
   * Pays the rounds with bets that ended and pushes the current status once per change. The other rounds of the day
   * are settled when something reads them (records, rankings: settleDue), not on every call the sandbox answers.
   */
  function tick(w: World, now: number, push: (c: PushContent) => void): void {
    settleBets(w, now);
    const ph = phaseAt(now, timing);
    const key = `${ph.actNo}:${ph.status}`;
    const st = state(w);
    if (st.lastPush === key) return;
    st.lastPush = key;
    const content: PushContent = {
      type: 'update-slot-machine-status', actType: cfg.actType, channelId: cfg.channelId, actNo: ph.actNo, status: ph.status,
      sysTime: now, betLeftSeconds: ph.betLeftSeconds, resultViewLeftSeconds: ph.resultViewLeftSeconds,
    };
    if (ph.status === ROUND_STATUS.result) content.extInfo = extInfo(w, settle(w, ph.actNo));
    push(content);
  }

  return {
    cfg,
    timing,
    phase: (now: number): RoundPhase => phaseAt(now, timing),
    state,
    settle,
    resultOf,
    tick,
    extInfo,
    settleDue,
    todayIncome(w: World, userId: string, now: number): number {
      const inc = state(w).income[userId];
      return inc && inc.day === dayNumber(now) ? inc.diamonds : 0;
    },
    /** Everyone who won today (room players and sandbox users) with what they won, as settled. */
    todayWinners(w: World, now: number): Array<{ userId: string; diamonds: number }> {
      const day = dayNumber(now);
      return Object.entries(state(w).income).filter(([, inc]) => inc.day === day && inc.diamonds > 0).map(([userId, inc]) => ({ userId, diamonds: inc.diamonds }));
    },
    betsOf(w: World, actNo: number, userId?: string): Bet[] {
      const all = state(w).bets[actNo] ?? [];
      return userId ? all.filter((b) => b.userId === userId) : all;
    },
    addBet(w: World, actNo: number, bet: Bet): void {
      (state(w).bets[actNo] ??= []).push(bet);
    },
  };
}

export type RoundGame = ReturnType<typeof createRoundGame>;
