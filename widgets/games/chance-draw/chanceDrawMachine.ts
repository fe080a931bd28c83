/**
 * The rules of the chance draw, pure: a draw paid with draws left (a daily free draw, card draws), not with money.
 * The draw kit (kit/draw) runs the flow around them. Reading: the index gives the draws left (`chances`) and the
 * batches offered; a draw's answer gives its prizes. Drawing follows the kit's steps (idle -> drawing -> revealing
 * -> shown -> idle). A draw is refused while another is under way, and when fewer draws are left than the batch
 * takes (saying how many are left).
 */
import type { DrawState } from '@kit/draw/drawSteps';
import { readDrawIndex } from '@kit/draw/readDrawIndex';
import { isRow, readNumber, readText } from '@kit/readField';

/** A prize as the kit's result shows it (kit/draw/DrawResult.tsx), card tier normal 1 or high 2. */
export type ChanceDrawPrize = { key: string; name: string; icon?: string; value?: number; type: number; special: boolean };

export interface ChanceDrawIndex {
  chances: number;
  batches: number[];
}

export type ChanceDrawState = DrawState<ChanceDrawPrize>;

/** The index, or undefined without a number of draws left (nothing to draw with). */
export function readIndex(answer: unknown): ChanceDrawIndex | undefined {
  const base = readDrawIndex(answer, 'chances', [1]);
  return base && { chances: base.amount, batches: base.batches };
}

/** The prizes of a draw's answer (`prizes`); rows without a name are left out; a rare prize shows as the high tier. */
export function readPrizes(answer: unknown): ChanceDrawPrize[] {
  const rows = isRow(answer) && Array.isArray(answer.prizes) ? answer.prizes : [];
  return rows.flatMap((row: unknown, i: number) => {
    const name = isRow(row) ? readText(row, 'name') : undefined;
    if (!isRow(row) || !name) return [];
    const value = readNumber(row, 'count');
    const icon = readText(row, 'icon');
    return [{ key: `${readText(row, 'id') ?? name}-${i}`, name, type: row.rare === true ? 2 : 1, special: false, ...(icon ? { icon } : {}), ...(value !== undefined ? { value } : {}) }];
  });
}

/** Whether a draw of `count` may be sent now. */
export function checkDraw(index: ChanceDrawIndex, s: ChanceDrawState, count: number): { ok: true } | { ok: false; reason: 'busy' | 'noChances'; count?: number } {
  if (s.phase === 'drawing') return { ok: false, reason: 'busy' };
  return index.chances < count ? { ok: false, reason: 'noChances', count: index.chances } : { ok: true };
}
