/** Calendar helpers: the service's day starts at 00:00 in UTC+8. */
export const DAY_MS = 86_400_000;
const OFFSET_MS = 8 * 3_600_000;

/** The day number (days since epoch, UTC+8) of an instant. */
export function dayNumber(now: number): number {
  return Math.floor((now + OFFSET_MS) / DAY_MS);
}

/** The instant the day of `now` started (00:00 UTC+8). */
export function startOfDay(now: number): number {
  return dayNumber(now) * DAY_MS - OFFSET_MS;
}

/** The next 00:00 (UTC+8) after `now`. */
export function nextMidnight(now: number): number {
  return startOfDay(now) + DAY_MS;
}

/** YYYY-MM-DD in UTC+8. */
export function dateKey(now: number): string {
  return new Date(now + OFFSET_MS).toISOString().slice(0, 10);
}

/** ISO instant with the +08:00 offset, e.g. 2026-11-22T00:00:00+08:00. */
export function isoAt(ms: number): string {
  return `${new Date(ms + OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}
