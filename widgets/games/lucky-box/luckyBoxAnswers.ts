/**
 * The lucky box's answers, read defensively: the index of a theme (the price of one draw in diamonds, the lottery
 * batches 1, 10, 50, the prizes, the diamond balance, whether the day's free trial is available and the trial prize
 * waiting for an answer, kept across reloads by the server), a trial's prize and a batch's prizes.
 */
import type { DrawPrize } from '@kit/draw/DrawResult';
import { isRow, readNumber as num } from '@kit/readField';

export const LOTTERY_BATCHES = [1, 10, 50] as const;

/** A prize as the draw kit shows it (worth in diamonds); tier: normal 1, high 2 (worth 999 or more), limited 3 (9999 or more). */
export interface LuckyPrize extends DrawPrize {
  type: 1 | 2 | 3;
  /** Odds in percent, when the index gives them. */
  rate?: number;
}

export interface Trial {
  trialId: number;
  prize: LuckyPrize;
  price: number;
}

export interface LuckyIndex {
  price: number;
  batches: number[];
  prizes: LuckyPrize[];
  diamond: number;
  trialAvailable: boolean;
  pendingTrial: Trial | null;
}

/** The card tier of a prize by its worth (tiers: common, rare, limited). */
export const tierOf = (value: number | undefined): 1 | 2 | 3 => (value === undefined ? 1 : value >= 9999 ? 3 : value >= 999 ? 2 : 1);

export function readPrize(row: unknown, i = 0): LuckyPrize | undefined {
  if (!isRow(row)) return undefined;
  const name = typeof row.name === 'string' ? row.name : typeof row.prizeName === 'string' ? row.prizeName : undefined;
  if (name === undefined) return undefined;
  const value = num(row, 'diamonds', 'value', 'worth');
  const rate = num(row, 'rate');
  return {
    key: `${String(row.id ?? row.prizeId ?? name)}-${i}`,
    name,
    type: tierOf(value),
    special: false,
    ...(typeof row.icon === 'string' ? { icon: row.icon } : {}),
    ...(value !== undefined ? { value } : {}),
    ...(rate !== undefined ? { rate } : {}),
  };
}

export const readPrizes = (rows: unknown): LuckyPrize[] => (Array.isArray(rows) ? rows.map(readPrize).filter((p): p is LuckyPrize => !!p) : []);

export function readTrial(v: unknown): Trial | null {
  if (!isRow(v)) return null;
  const trialId = num(v, 'trialId');
  const price = num(v, 'price');
  const prize = readPrize(v.prize);
  return trialId !== undefined && price !== undefined && prize ? { trialId, price, prize } : null;
}

/** A theme's index, or undefined when it has no price (nothing to draw). */
export function readIndex(answer: unknown): LuckyIndex | undefined {
  if (!isRow(answer)) return undefined;
  const price = num(answer, 'price');
  if (price === undefined) return undefined;
  const batches = Array.isArray(answer.batches) ? answer.batches.filter((n): n is number => typeof n === 'number' && n > 0) : [];
  return {
    price,
    batches: batches.length > 0 ? batches : [...LOTTERY_BATCHES],
    prizes: readPrizes(answer.prizes),
    diamond: num(answer, 'diamond') ?? 0,
    trialAvailable: answer.trialAvailable === true,
    pendingTrial: readTrial(answer.pendingTrial),
  };
}
