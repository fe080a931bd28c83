/**
 * A live betting game on the round timer: bets are taken while betting (20),
 * the winning prize is drawn from the seed, winners are credited when the
 * round shows its result (40), and each status change is pushed (8016).
 * The other people in the room (seeded players) bet in every round too; a
 * round's winners, its record and today's income ranking all come from the
 * one settlement of that round.
 */
import { rankedUsers } from './catalog';
import { personOf, shared, userOf, type PushContent, type World } from './context';
import { mixSeed, mulberry32, randInt } from './prng';
import { actNoOf, DEFAULT_TIMING, phaseAt, ROUND_STATUS, roundsPerDay, roundStartOf, cycleMs, type RoundPhase, type RoundTiming } from './rounds';
import { dayNumber, startOfDay } from './time';
import { credit, type Currency } from './wallet';

export interface PrizeConfig {
  id: number;
  name: string;
  icon: string;
  multiple: number;
  weight: number;
}

export interface Bet {
  userId: string;
  prizeConfigId: number;
  amount: number;
  currency: Currency;
  medals: number;
}

export interface Winner {
  userId: string;
  diamonds: number;
  abCount: number;
  bbCount: number;
}

export interface RoundResult {
  actNo: number;
  prizeConfigId: number;
  /** Record types: normal 1, P_1234 2, P_5678 3, double 4, three 5, floor 6. */
  recordType: number;
  winners: Winner[];
}

interface GameState {
  bets: Record<number, Bet[]>;
  results: Record<number, RoundResult>;
  lastPush: string;
  income: Record<string, { day: number; diamonds: number }>;
}

export interface RoundGameConfig {
  key: string;
  actType: string;
  channelId: string;
  prizes: readonly PrizeConfig[];
  timing?: RoundTiming;
}

export function createRoundGame(cfg: RoundGameConfig) {
  const timing = cfg.timing ?? DEFAULT_TIMING;
  const state = (w: World) => shared<GameState>(w, `round:${cfg.key}`, () => ({ bets: {}, results: {}, lastPush: '', income: {} }));

  function draw(w: World, actNo: number): Omit<RoundResult, 'winners'> {
    const rng = mulberry32(mixSeed(w.seed, `${cfg.key}:${actNo}`));
    const total = cfg.prizes.reduce((s, p) => s + p.weight, 0);
    let r = rng() * total;
    const prize = cfg.prizes.find((p) => (r -= p.weight) < 0) ?? cfg.prizes[0]!;
    const special = rng();
    return { actNo, prizeConfigId: prize.id, recordType: special < 0.04 ? 2 : special < 0.08 ? 3 : 1 };
  }

  /** The seeded players in the room, the same for a seed. */
  const roomBySeed = new Map<number, string[]>();
  function room(w: World): string[] {
    let ids = roomBySeed.get(w.seed);
    if (!ids) roomBySeed.set(w.seed, (ids = [...new Set(rankedUsers(w.seed, `room:${cfg.key}`, 24, 1).map((r) => r.userId))]));
    return ids;
  }

  /** The room's bets of a round, drawn from the seed (they have no wallet here: nothing is debited or credited). */
  function roomBets(w: World, actNo: number): Bet[] {
    const ids = room(w);
    const rng = mulberry32(mixSeed(w.seed, `${cfg.key}:room:${actNo}`));
    return Array.from({ length: randInt(rng, 3, 9) }, () => ({
      userId: ids[randInt(rng, 0, ids.length - 1)]!,
      prizeConfigId: cfg.prizes[randInt(rng, 0, cfg.prizes.length - 1)]!.id,
      amount: [100, 1_000, 10_000][randInt(rng, 0, 2)]!,
      currency: 'diamond' as Currency,
      medals: 0,
    }));
  }

  function settle(w: World, actNo: number): RoundResult {
    const st = state(w);
    const done = st.results[actNo];
    if (done) return done;
    const base = draw(w, actNo);
    const prize = cfg.prizes.find((p) => p.id === base.prizeConfigId)!;
    const byUser = new Map<string, Winner>();
    const day = dayNumber(roundStartOf(actNo, timing));
    const tally = (bet: Bet, paid: boolean) => {
      const row = byUser.get(bet.userId) ?? { userId: bet.userId, diamonds: 0, abCount: 0, bbCount: 0 };
      row.bbCount += 1;
      if (bet.prizeConfigId === prize.id) {
        const won = bet.amount * prize.multiple;
        row.diamonds += won;
        row.abCount += 1;
        if (paid) credit(userOf(w, bet.userId), won, bet.currency);
        const inc = st.income[bet.userId];
        st.income[bet.userId] = { day, diamonds: (inc && inc.day === day ? inc.diamonds : 0) + won };
      }
      byUser.set(bet.userId, row);
    };
    for (const bet of roomBets(w, actNo)) tally(bet, false);
    for (const bet of st.bets[actNo] ?? []) tally(bet, true);
    const result = { ...base, winners: [...byUser.values()].filter((r) => r.diamonds > 0).sort((a, b) => b.diamonds - a.diamonds) };
    st.results[actNo] = result;
    return result;
  }

  /** The result of a finished round (settled lazily), or undefined while it is still running. */
  function resultOf(w: World, actNo: number, now: number): RoundResult | undefined {
    const resultAt = roundStartOf(actNo, timing) + cycleMs(timing) - timing.resultSec * 1000;
    return now >= resultAt ? settle(w, actNo) : undefined;
  }

  /** Settles every finished round of the day of `now` and any finished round with bets. */
  function settleDue(w: World, now: number): void {
    const st = state(w);
    for (const actNo of Object.keys(st.bets).map(Number)) if (!st.results[actNo]) resultOf(w, actNo, now);
    const dayStart = startOfDay(now);
    for (let i = 0; i < roundsPerDay(timing); i++) {
      const actNo = actNoOf(dayStart, i);
      if (!st.results[actNo] && !resultOf(w, actNo, now)) break;
    }
  }

  function extInfo(w: World, r: RoundResult) {
    const prize = cfg.prizes.find((p) => p.id === r.prizeConfigId);
    const top = r.winners.slice(0, 3).map((x) => ({ ...x, ...personOf(w, x.userId) }));
    return { actPrize: { ...prize, recordType: r.recordType }, prizeUsers: r.winners, top };
  }

  /** Settles due rounds and pushes the current status once per change. */
  function tick(w: World, now: number, push: (c: PushContent) => void): void {
    settleDue(w, now);
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
