/**
 * The engine clock: one source of "now" for every widget. It ticks every
 * second, is re-synchronised with server time, and outside
 * production a preview instant moves it so operators can see every phase.
 *
 * Touches no browser global at import time (prerender-safe): the interval is
 * only started by `subscribe`.
 */
export interface Clock {
  now(): number;
  /**
   * Aligns the clock with the server's time (ignored while previewing). `precisionMs`: the reading was cut to
   * that precision (an HTTP Date header has whole seconds: the server's time is in [serverNowMs,
   * serverNowMs + precisionMs)). Readings that agree narrow the estimate and never move the clock back and
   * forth; one that disagrees with all before (the server's time moved) starts over from it.
   */
  sync(serverNowMs: number, precisionMs?: number): void;
  /** Called on every tick and after each sync; returns the unsubscribe function. */
  subscribe(cb: (now: number) => void): () => void;
  stop(): void;
  /** True when a preview instant moved the clock. */
  readonly previewing: boolean;
}

export interface ClockOptions {
  tickMs?: number;
  /** ISO instant to move the clock to; honoured only when `allowPreview` is true. */
  previewAt?: string;
  /** Pass `!production`: previews must never move the clock of real users. */
  allowPreview?: boolean;
  now?: () => number;
}

export const DEFAULT_TICK_MS = 1000;

/**
 * The instant of a preview value in epoch ms (NaN when it is not one). A link written as
 * `?at=2030-01-01T10:00:00+08:00` arrives with its `+` decoded as a space: a space before the offset reads as `+`.
 */
export function parsePreviewAt(previewAt: string): number {
  const value = previewAt.trim().replace(/(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?) (\d{2}(?::?\d{2})?)$/, '$1+$2');
  return Date.parse(value);
}

/** Why a preview instant (`?at=`) cannot move the clock, or undefined when it can (or none is given). */
export function previewAtProblem(previewAt: string | undefined): string | undefined {
  if (previewAt === undefined || !Number.isNaN(parsePreviewAt(previewAt))) return undefined;
  return `'${previewAt}' is not an instant: write ISO-8601 with an offset, e.g. 2030-01-01T10:00:00+08:00`;
}

export function createClock(opts: ClockOptions = {}): Clock {
  const base = opts.now ?? (() => Date.now());
  const tickMs = opts.tickMs ?? DEFAULT_TICK_MS;
  const previewMs = opts.previewAt !== undefined && opts.allowPreview ? parsePreviewAt(opts.previewAt) : Number.NaN;
  const previewing = !Number.isNaN(previewMs);
  let offset = previewing ? previewMs - base() : 0;
  /** What the readings so far allow the offset to be. */
  let bounds: { lo: number; hi: number } | undefined;
  const listeners = new Set<(now: number) => void>();
  let timer: ReturnType<typeof globalThis.setInterval> | undefined;

  const now = (): number => base() + offset;
  const emit = (): void => {
    const t = now();
    for (const cb of [...listeners]) cb(t);
  };
  const halt = (): void => {
    if (timer !== undefined) globalThis.clearInterval(timer);
    timer = undefined;
  };

  return {
    now,
    previewing,
    sync(serverNowMs, precisionMs = 0) {
      if (previewing || !Number.isFinite(serverNowMs)) return;
      const lo = serverNowMs - base();
      const hi = lo + Math.max(0, precisionMs);
      const meet = bounds && { lo: Math.max(bounds.lo, lo), hi: Math.min(bounds.hi, hi) };
      if (meet && meet.lo <= meet.hi) {
        bounds = meet;
        // Moved only as far as the readings demand: a clock already within them does not jump.
        offset = Math.min(Math.max(offset, meet.lo), meet.hi);
      } else {
        bounds = { lo, hi };
        offset = (lo + hi) / 2;
      }
      emit();
    },
    subscribe(cb) {
      listeners.add(cb);
      if (timer === undefined) timer = globalThis.setInterval(emit, tickMs);
      return () => {
        listeners.delete(cb);
        if (listeners.size === 0) halt();
      };
    },
    stop() {
      listeners.clear();
      halt();
    },
  };
}
