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
