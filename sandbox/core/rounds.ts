/**
 * Live round timing: betting 20 -> settling 30, 35, 39 -> showing result
 * 40 -> the next round; game over 999 at the end of the day. Everything is
 * derived from the clock, so moving time moves the rounds.
 */
import { dateKey, startOfDay } from './time';

export const ROUND_STATUS = { betting: 20, settling: 30, settling2: 35, settling3: 39, result: 40, gameOver: 999 } as const;

export interface RoundTiming {
  bettingSec: number;
  /** Seconds in each settling status 30, 35, 39. */
  settlingSec: readonly [number, number, number];
  resultSec: number;
  /** Seconds after 00:00 (UTC+8) when the last round may start no later than; later is game over. */
  closeAfterSec: number;
}

export const DEFAULT_TIMING: RoundTiming = { bettingSec: 30, settlingSec: [2, 2, 1], resultSec: 10, closeAfterSec: 23 * 3600 + 55 * 60 };

export interface RoundPhase {
  actNo: number;
  status: number;
  roundStart: number;
  settleAt: number;
  resultAt: number;
  endAt: number;
  betLeftSeconds: number;
  resultViewLeftSeconds: number;
}

export const cycleMs = (t: RoundTiming): number => (t.bettingSec + t.settlingSec[0] + t.settlingSec[1] + t.settlingSec[2] + t.resultSec) * 1000;

/** Round number `YYYYMMDD` + 4-digit index, e.g. 202611220001. */
export function actNoOf(dayStart: number, index: number): number {
  return Number(`${dateKey(dayStart).replaceAll('-', '')}${String(index + 1).padStart(4, '0')}`);
}

/** The start instant of round `actNo` (the inverse of actNoOf). */
export function roundStartOf(actNo: number, t: RoundTiming): number {
  const s = String(actNo);
  const day = Date.parse(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T00:00:00+08:00`);
  return day + (Number(s.slice(8)) - 1) * cycleMs(t);
}

export function roundsPerDay(t: RoundTiming): number {
  return Math.floor((t.closeAfterSec * 1000) / cycleMs(t));
}

export function phaseAt(now: number, t: RoundTiming = DEFAULT_TIMING): RoundPhase {
  const dayStart = startOfDay(now);
  const cycle = cycleMs(t);
  const rawIndex = Math.floor((now - dayStart) / cycle);
  const over = rawIndex >= roundsPerDay(t);
  const index = over ? roundsPerDay(t) - 1 : rawIndex;
  const roundStart = dayStart + index * cycle;
  const settleAt = roundStart + t.bettingSec * 1000;
  const s35 = settleAt + t.settlingSec[0] * 1000;
  const s39 = s35 + t.settlingSec[1] * 1000;
  const resultAt = s39 + t.settlingSec[2] * 1000;
  const endAt = resultAt + t.resultSec * 1000;
  const actNo = actNoOf(dayStart, index);
  const base = { actNo, roundStart, settleAt, resultAt, endAt };
  if (over) return { ...base, status: ROUND_STATUS.gameOver, betLeftSeconds: 0, resultViewLeftSeconds: 0 };
  const left = (at: number) => Math.max(0, Math.ceil((at - now) / 1000));
  let status: number = ROUND_STATUS.result;
  if (now < settleAt) status = ROUND_STATUS.betting;
  else if (now < s35) status = ROUND_STATUS.settling;
  else if (now < s39) status = ROUND_STATUS.settling2;
  else if (now < resultAt) status = ROUND_STATUS.settling3;
  return {
    ...base,
    status,
    betLeftSeconds: status === ROUND_STATUS.betting ? left(settleAt) : 0,
    resultViewLeftSeconds: status === ROUND_STATUS.result ? left(endAt) : 0,
  };
}
