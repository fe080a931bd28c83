/**
 * The rules of the Christmas carousel's launches, pure: the draw kit (kit/draw) runs the flow around them.
 * Reading: the index gives the price of one launch in candy, the batches (1 and 10), the candy and the guarantee
 * counter (launches since the last first prize, out of the 50 within which it is sure); a launch's answer gives its
 * prizes, the first prize marked. Launching: idle -> launching -> revealing (skippable; skipped at once with reduced
 * motion) -> shown -> idle when the result is closed; a refused or lost launch goes back to idle. A launch is
 * refused while another is under way, and when the candy is short of its price.
 */
import type { DrawPrize } from '@kit/draw/DrawResult';
import type { DrawState } from '@kit/draw/drawSteps';
import { readDrawIndex } from '@kit/draw/readDrawIndex';
import { isRow, readNumber as num } from '@kit/readField';

/** A prize as the result shows it: the first prize is the special card of tier 2, the others tier 1. */
export type CarouselLaunchPrize = DrawPrize;

export interface CarouselLaunchIndex {
  price: number;
  batches: number[];
  balance: number;
  /** Launches since the last first prize, and the launch by which it is sure. */
  pity?: { count: number; within: number };
  firstPrize?: string;
}

export type CarouselLaunchState = DrawState<CarouselLaunchPrize>;

/** The guarantee counter, or undefined when the answer has none that makes sense (count within 0..within). */
function readPity(v: unknown): CarouselLaunchIndex['pity'] {
  if (!isRow(v)) return undefined;
  const count = num(v, 'count');
  const within = num(v, 'within');
  return count !== undefined && within !== undefined && within > 0 && count >= 0 && count <= within ? { count, within } : undefined;
}

/** The index, or undefined without a price (nothing to launch). */
export function readIndex(answer: unknown): CarouselLaunchIndex | undefined {
  const base = readDrawIndex(answer, 'price', [1, 10]);
  if (!base) return undefined;
  const { row } = base;
  const pity = readPity(row.pity);
  const firstPrize = isRow(row.firstPrize) && typeof row.firstPrize.name === 'string' ? row.firstPrize.name : undefined;
  return { price: base.amount, batches: base.batches, balance: num(row, 'candy') ?? 0, ...(pity ? { pity } : {}), ...(firstPrize ? { firstPrize } : {}) };
}

/** The prizes of a launch's answer (`prizes`); rows without a name are left out; the first prize is the special card. */
export function readPrizes(answer: unknown): CarouselLaunchPrize[] {
  const rows = isRow(answer) && Array.isArray(answer.prizes) ? answer.prizes : [];
  return rows.flatMap((row: unknown, i: number) => {
    if (!isRow(row) || typeof row.name !== 'string') return [];
    const value = num(row, 'value');
    const first = row.first === true;
    return [{ key: `${String(row.id ?? row.name)}-${i}`, name: row.name, type: first ? 2 : 1, special: first, ...(typeof row.icon === 'string' ? { icon: row.icon } : {}), ...(value !== undefined ? { value } : {}) }];
  });
}

export type CarouselLaunchCheck = { ok: true } | { ok: false; reason: 'busy' | 'short' };

/** Whether a launch of `count` may be sent now. */
export function checkLaunch(index: CarouselLaunchIndex, s: CarouselLaunchState, count: number): CarouselLaunchCheck {
  if (s.phase !== 'idle') return { ok: false, reason: 'busy' };
  return index.balance < index.price * count ? { ok: false, reason: 'short' } : { ok: true };
}
