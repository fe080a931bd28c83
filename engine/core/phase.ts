import type { Period, Phase } from './types';

/** Milliseconds of an ISO instant, NaN when it does not parse. */
export function instantMs(iso: string | undefined): number {
  return iso === undefined ? Number.NaN : Date.parse(iso);
}

/**
 * The event phase at `nowMs`: 'preheat' when preheat <= now < start,
 * 'notStarted' before that (or before start when there is no preheat),
 * 'running' when start <= now < end, 'ended' from end on.
 */
export function phaseAt(period: Period, nowMs: number): Phase {
  const start = instantMs(period.start);
  const end = instantMs(period.end);
  const preheat = instantMs(period.preheat);
  if (nowMs >= end) return 'ended';
  if (nowMs >= start) return 'running';
  if (!Number.isNaN(preheat) && nowMs >= preheat) return 'preheat';
  return 'notStarted';
}

/** The languages a preview links (vn reads vi, so it is not listed twice). */
export const PREVIEW_LANGUAGES = ['en', 'ms', 'th', 'ph', 'fil', 'vi'] as const;
const MINUTE_MS = 60_000;

/** An instant inside each phase of `period` (a minute into it; an hour before the first for notStarted). */
export function phaseInstants(period: Period): Array<{ phase: Phase; at: number }> {
  const start = instantMs(period.start);
  const end = instantMs(period.end);
  const preheat = instantMs(period.preheat);
  const first = Number.isNaN(preheat) ? start : preheat;
  const list: Array<{ phase: Phase; at: number }> = [{ phase: 'notStarted', at: first - 60 * MINUTE_MS }];
  if (!Number.isNaN(preheat)) list.push({ phase: 'preheat', at: preheat + MINUTE_MS });
  list.push({ phase: 'running', at: start + MINUTE_MS }, { phase: 'ended', at: end + MINUTE_MS });
  return list.filter((p) => Number.isFinite(p.at) && phaseAt(period, p.at) === p.phase);
}

