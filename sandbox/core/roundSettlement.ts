/**
 * The settlement of a round of a live betting game: the winning prize is drawn from the seed; the other people in
 * the room (seeded players) bet in every round too; winners are credited once, and a round's winners, its record
 * and today's income ranking all come from that one settlement.
 */
import { rankedUsers } from './catalog';
import { shared, userOf, type World } from './context';
import { mixSeed, mulberry32, randInt } from './prng';
import { actNoOf, cycleMs, roundsPerDay, roundStartOf, type RoundTiming } from './rounds';
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
export interface GameState {
  bets: Record<number, Bet[]>;
  results: Record<number, RoundResult>;
  lastPush: string;
  income: Record<string, { day: number; diamonds: number }>;
  /** The day's rounds settled in order so far: its first round's number, and the index of the next to look at. */
  settledUpTo?: { first: number; next: number };
}

export interface RoundGameConfig {
  key: string;
  actType: string;
  channelId: string;
  prizes: readonly PrizeConfig[];
  timing?: RoundTiming;
}

/** A game's state in the world: its bets, settled results, last push and today's income by user. */
export const gameStateOf = (cfg: RoundGameConfig) => (w: World) =>
  shared<GameState>(w, `round:${cfg.key}`, () => ({ bets: {}, results: {}, lastPush: '', income: {} }));

export function createSettlement(cfg: RoundGameConfig, timing: RoundTiming, state: (w: World) => GameState) {
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

  /** Settles every finished round with bets: its winners are paid as it ends, whatever call comes next. */
  function settleBets(w: World, now: number): void {
    const st = state(w);
    for (const actNo of Object.keys(st.bets).map(Number)) if (!st.results[actNo]) resultOf(w, actNo, now);
  }

  /**
   * Settles every finished round of the day of `now` (the records and today's income ranking read them all) and
   * any finished round with bets. The rounds of the day already settled in order are not looked at again.
   */
  function settleDue(w: World, now: number): void {
    const st = state(w);
    settleBets(w, now);
    // Round numbers of a day run on from its first (YYYYMMDD0001).
    const first = actNoOf(startOfDay(now), 0);
    let i = st.settledUpTo?.first === first ? st.settledUpTo.next : 0;
    for (const count = roundsPerDay(timing); i < count; i++) {
      const actNo = first + i;
      if (!st.results[actNo] && !resultOf(w, actNo, now)) break;
    }
    st.settledUpTo = { first, next: i };
  }

  return { settle, resultOf, settleBets, settleDue };
}
