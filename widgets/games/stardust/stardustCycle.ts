/**
 * The stardust cycle of the spark events, pure and clock-driven.
 *
 * Every Spark lit earns 10 stardust. Stardust is gathered in cycles that run
 * from the 20th of a month, 00:00, to the 19th of the next month, 22:59, in
 * the service's time (UTC+8); what a cycle gathered is cleared at its end,
 * and gathering restarts on the 20th. (The event wording gives 22:59 or
 * 23:59 for the clearing; 22:59 is when the cycle's lightening closes, so
 * stardust can no longer be earned after it either.)
 *
 * Between the clearing and 00:00 on the 20th the page is in the "cleared"
 * hour: nothing is held, nothing can be gathered.
 */

/** UTC+8, the service's clock. */
const SERVICE_OFFSET_MS = 8 * 3_600_000;
export const STARDUST_PER_SPARK = 10;
export const CYCLE_START_DAY = 20;
export const CYCLE_CLEAR = { day: 19, hour: 22, minute: 59 } as const;

export interface StardustCycle {
  /** 00:00 on the 20th (UTC+8). */
  start: number;
  /** 22:59 on the next 19th (UTC+8): the stardust of the cycle is cleared. */
  end: number;
}

/** The cycle an instant falls in; in the cleared hour of the 19th, the cycle that just ended. */
export function stardustCycle(now: number): StardustCycle {
  const d = new Date(now + SERVICE_OFFSET_MS);
  const shift = d.getUTCDate() >= CYCLE_START_DAY ? 0 : -1;
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + shift;
  return {
    start: Date.UTC(year, month, CYCLE_START_DAY) - SERVICE_OFFSET_MS,
    end: Date.UTC(year, month + 1, CYCLE_CLEAR.day, CYCLE_CLEAR.hour, CYCLE_CLEAR.minute) - SERVICE_OFFSET_MS,
  };
}

export type StardustPhase = { phase: 'gathering'; cycle: StardustCycle } | { phase: 'cleared'; cycle: StardustCycle; restart: number };

/** Whether stardust is being gathered now (and until when), or was just cleared (and when gathering restarts). */
export function stardustPhase(now: number): StardustPhase {
  const cycle = stardustCycle(now);
  if (now < cycle.end) return { phase: 'gathering', cycle };
  return { phase: 'cleared', cycle, restart: stardustCycle(cycle.end + 2 * 3_600_000).start };
}

/** Stardust a number of lit Sparks earns. */
export const stardustFor = (sparks: number, perSpark = STARDUST_PER_SPARK) => Math.max(0, Math.floor(sparks)) * perSpark;

/** An instant as YYYY-MM-DD HH:mm in a time zone (the user's own when none is given), 24 hours. */
export function formatInZone(ms: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The offset of a time zone at an instant, as "GMT+7" (the user's own zone when none is given). */
export function zoneLabel(ms: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(ms);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
}
