/** Pure time helpers of the countdown. */
import type { Period, Phase } from '@engine';

export interface TimeParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left in `ms` (rounded up to the second, never negative). */
export function splitDuration(ms: number): TimeParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export const pad2 = (n: number) => String(n).padStart(2, '0');

/** hh:mm:ss of the parts (days are shown apart). */
export function clockText(p: TimeParts): string {
  return `${pad2(p.hours)}:${pad2(p.minutes)}:${pad2(p.seconds)}`;
}

/**
 * How far ahead a countdown still means something. Events run for days or weeks; a phase that ends more
 * than a year away has no real end in sight (an open-ended page), and "ends in 1129d" would mislead.
 */
export const COUNTDOWN_HORIZON_MS = 365 * 86_400_000;

/** Whether `remaining` ms is too far ahead to count down (the countdown then shows nothing). */
export const beyondHorizon = (remaining: number) => remaining > COUNTDOWN_HORIZON_MS;

/** Epoch ms of an ISO string or number; NaN when it does not parse. */
export function instantOf(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return /^\d+$/.test(v.trim()) ? Number(v) : Date.parse(v);
  return Number.NaN;
}

/** The instant the current phase ends: the start before the event, the end while it runs. */
export function phaseEndOf(period: Period | undefined, phase: Phase): number {
  if (!period) return Number.NaN;
  if (phase === 'running' || phase === 'ended') return instantOf(period.end);
  if (phase === 'preheat' || phase === 'notStarted') return instantOf(period.start);
  return Number.NaN;
}
