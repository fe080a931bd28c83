/**
 * The rules of the Christmas lottery draw game, pure: the draw kit (kit/draw) runs the flow around them.
 * Reading: the index gives the batches, the paid draws waiting (`draws`) and what the app sells them for (`offers`:
 * a draw for 0.99 USD, ten for 9.9 USD); a draw's answer gives its prizes. A batch whose draws are not bought yet
 * is bought through the app's pay instead (from that tap). Drawing: idle -> drawing -> revealing (skippable; skipped at once with reduced motion) -> shown ->
 * idle when the result is closed; a refused or lost draw goes back to idle. A draw is refused while another is
 * under way, and when fewer draws are paid than the batch holds (the batch is bought instead).
 */
import type { DrawState } from '@kit/draw/drawSteps';
import { readDrawIndex } from '@kit/draw/readDrawIndex';
import { isRow, readNumber as num } from '@kit/readField';

/** A prize as the kit's result shows it (kit/draw/DrawResult.tsx), card tier normal 1 or high 2; the rules stand alone. */
export type ChristmasLotteryPrize = { key: string; name: string; icon?: string; value?: number; type: number; special: boolean };

/** What the app sells a batch of draws for. */
export interface LotteryOffer {
  count: number;
  priceUsd: number;
  clientProductId: string;
  productIdentifier: string;
}

export interface ChristmasLotteryIndex {
  price: number;
  batches: number[];
  balance: number;
  offers: LotteryOffer[];
}

export type ChristmasLotteryState = DrawState<ChristmasLotteryPrize>;

/** The index, or undefined without a price (nothing to draw). */
export function readIndex(answer: unknown): ChristmasLotteryIndex | undefined {
  const base = readDrawIndex(answer, 'price', [1, 10]);
  return base && { price: base.amount, batches: base.batches, balance: num(base.row, 'draws') ?? 0, offers: readOffers(base.row.offers) };
}

function readOffers(rows: unknown): LotteryOffer[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    if (!isRow(row)) return [];
    const count = num(row, 'count');
    const priceUsd = num(row, 'priceUsd');
    const { clientProductId: id, productIdentifier: ident } = row;
    return count !== undefined && priceUsd !== undefined && typeof id === 'string' && typeof ident === 'string' ? [{ count, priceUsd, clientProductId: id, productIdentifier: ident }] : [];
  });
}

/** The offer that buys a batch of draws, if the app sells it. */
export const offerFor = (index: ChristmasLotteryIndex, count: number): LotteryOffer | undefined => index.offers.find((o) => o.count === count);

/** The prizes of a draw's answer (`prizes`); rows without a name are left out. */
export function readPrizes(answer: unknown): ChristmasLotteryPrize[] {
  const rows = isRow(answer) && Array.isArray(answer.prizes) ? answer.prizes : [];
  return rows.flatMap((row: unknown, i: number) => {
    if (!isRow(row) || typeof row.name !== 'string') return [];
    const value = num(row, 'value');
    return [{ key: `${String(row.id ?? row.name)}-${i}`, name: row.name, type: value !== undefined && value >= 999 ? 2 : 1, special: false, ...(typeof row.icon === 'string' ? { icon: row.icon } : {}), ...(value !== undefined ? { value } : {}) }];
  });
}

/** Whether a draw of `count` may be sent now. */
export function checkDraw(index: ChristmasLotteryIndex, s: ChristmasLotteryState, count: number): { ok: true } | { ok: false; reason: 'busy' | 'notPaid' } {
  if (s.phase !== 'idle') return { ok: false, reason: 'busy' };
  return index.balance < index.price * count ? { ok: false, reason: 'notPaid' } : { ok: true };
}
