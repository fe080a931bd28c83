/**
 * Timing of the number roller: it steps through a range (default 0-9,
 * step 1) every 40 ms. Stopping on a target keeps stepping, and the last steps
 * slow down: each of them takes 100 ms more than the one before, the very last
 * 200 ms more. When the target is too near for that slowdown a full lap is
 * added first.
 */
export interface RollerTiming {
  min: number;
  max: number;
  step: number;
  /** Delay of a normal step (ms). */
  intervalMs: number;
  /** How many final steps slow down. */
  slowSteps: number;
  /** Extra delay added per slowing step (ms). */
  slowdownMs: number;
  /** Extra delay of the last step over the one before it (ms). */
  lastStepExtraMs: number;
}

export const ROLLER_DEFAULTS: RollerTiming = { min: 0, max: 9, step: 1, intervalMs: 40, slowSteps: 3, slowdownMs: 100, lastStepExtraMs: 200 };

/** The values the roller shows, in order: min, min+step, ... up to max. */
export function rollerValues(min: number, max: number, step: number): number[] {
  if (!(step > 0) || max < min) return [min];
  const out: number[] = [];
  for (let v = min; v <= max + 1e-9 && out.length < 1000; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}

/** Index of the value closest to `target` (the roller can only stop on a value of its range). */
export function indexOfValue(values: readonly number[], target: number): number {
  let best = 0;
  values.forEach((v, i) => {
    if (Math.abs(v - target) < Math.abs((values[best] ?? v) - target)) best = i;
  });
  return best;
}

/**
 * The delays (ms) of the steps that bring the roller from index `from` to the
 * value `target`, one entry per step. Always at least `slowSteps + 1` steps:
 * a target nearer than that gets a full lap added.
 */
export function stopPlan(from: number, target: number, timing: RollerTiming = ROLLER_DEFAULTS): number[] {
  const values = rollerValues(timing.min, timing.max, timing.step);
  const count = values.length;
  let distance = (((indexOfValue(values, target) - from) % count) + count) % count;
  if (distance <= timing.slowSteps) distance += count;
  const delays: number[] = [];
  for (let k = 1; k <= distance; k++) {
    const left = distance - k + 1;
    if (left > timing.slowSteps) delays.push(timing.intervalMs);
    else if (left === 1) delays.push(timing.intervalMs + timing.slowdownMs * (timing.slowSteps - 1) + timing.lastStepExtraMs);
    else delays.push(timing.intervalMs + timing.slowdownMs * (timing.slowSteps - left + 1));
  }
  return delays;
}
