/**
 * Seasonal events run on a window around the day the sandbox state began
 * (3 days before to 11 days after), so their pages are live, and moving the
 * clock forward past the window shows them ended.
 */
import { shared, type Ctx } from '../context';
import { fail, STATUS } from '../envelope';
import { DAY_MS, isoAt, startOfDay } from '../time';

export const WINDOW_AFTER_DAYS = 11;

export function eventWindow(c: Ctx) {
  const epoch = shared(c.world, 'epoch', () => startOfDay(c.now));
  const start = epoch - 3 * DAY_MS;
  const end = epoch + WINDOW_AFTER_DAYS * DAY_MS;
  return { start, end, startTime: isoAt(start), endTime: isoAt(end), sysTime: c.now, running: c.now >= start && c.now < end };
}

/** Refuses outside [start, end): "Event has not started yet" before its start, "Event has ended" from its end. */
export function requireWithin(now: number, start: number, end: number): void {
  if (now < start) fail('notStarted', STATUS.time);
  if (now >= end) fail('ended', STATUS.time);
}

/** Refuses when the seasonal event is not running. */
export function requireRunning(c: Ctx): void {
  const w = eventWindow(c);
  requireWithin(c.now, w.start, w.end);
}
