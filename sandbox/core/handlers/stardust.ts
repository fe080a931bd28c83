/**
 * The spark cycle and its stardust: a cycle runs from the 20th of a
 * month (00:00 UTC+8) to 22:59 on the 19th of the next; every spark lit
 * earns 10 stardust; what a cycle gathered is cleared when it ends, and
 * gathering restarts on the 20th. (The event rules give 22:59 or 23:59 for the
 * clearing; the sandbox clears with the draw's close at 22:59.)
 */
import type { Ctx } from '../context';
import { sparkOf, type SparkState } from './sparkDraw';

const OFFSET_MS = 8 * 3_600_000;
export const STARDUST_PER_SPARK = 10;
/** Day of the month a cycle starts on, and the hour and minute (UTC+8) of the 19th it ends at. */
export const CYCLE_START_DAY = 20;
export const CYCLE_END = { day: 19, hour: 22, minute: 59 } as const;

/** The cycle `now` falls in: from the 20th 00:00 to the next 19th 22:59 (UTC+8). Between 22:59 and 00:00 on the 19th it is the cycle just ended. */
export function cycle(now: number): { start: number; end: number } {
  const d = new Date(now + OFFSET_MS);
  const monthShift = d.getUTCDate() >= CYCLE_START_DAY ? 0 : -1;
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + monthShift, CYCLE_START_DAY) - OFFSET_MS;
  const end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + monthShift + 1, CYCLE_END.day, CYCLE_END.hour, CYCLE_END.minute) - OFFSET_MS;
  return { start, end };
}

/** Whether stardust can be gathered and spent now (inside a cycle, not in the hour after its clearing). */
export const inCycle = (now: number) => now < cycle(now).end;

/** The user's spark state with the stardust of an ended cycle cleared. */
export function stardustState(c: Ctx): SparkState {
  const s = sparkOf(c);
  const cy = cycle(c.now);
  if (s.stardustCycle === -1) s.stardustCycle = cy.start;
  if (s.stardustCycle !== cy.start || c.now >= cy.end) {
    if (s.stardust > 0) s.stardustLog.push({ name: 'Stardust cleared', amount: -s.stardust, time: Math.min(c.now, cycle(s.stardustCycle).end) });
    s.stardust = 0;
    s.stardustCycle = c.now >= cy.end ? -2 : cy.start;
  }
  return s;
}

/** The stardust the user has now. */
export const stardustOf = (c: Ctx): number => stardustState(c).stardust;

/** Credits what `sparks` lit sparks earn (10 each) to the current cycle. */
export function creditStardust(c: Ctx, sparks: number): number {
  const s = stardustState(c);
  s.stardust += STARDUST_PER_SPARK * sparks;
  s.stardustLog.push({ name: 'Lighten Sparks', amount: STARDUST_PER_SPARK * sparks, time: c.now });
  return s.stardust;
}

/** Adds (task rewards) or spends (the mall) stardust of the current cycle; the caller checks the balance first. */
export function moveStardust(c: Ctx, amount: number, name: string): number {
  const s = stardustState(c);
  s.stardust += amount;
  s.stardustLog.push({ name, amount, time: c.now });
  return s.stardust;
}

/** Sparks the user lit in the current cycle (their draw records). */
export const litThisCycle = (c: Ctx): number => {
  const start = cycle(c.now).start;
  return sparkOf(c).records.filter((r) => r.time >= start).length;
};
