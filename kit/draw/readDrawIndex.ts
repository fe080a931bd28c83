import { isRow, readNumber, type Row } from '../readField';

export interface DrawIndexBase {
  row: Row;
  /** The number the game cannot draw without (the price of a draw, the draws left). */
  amount: number;
  /** The batches the game offers (`batches`: the positive counts), or the game's own when the answer offers none. */
  batches: number[];
}

/** A game's index answer read as every batch game reads it, or undefined without the number named `key` (nothing to draw). */
export function readDrawIndex(answer: unknown, key: string, fallback: number[]): DrawIndexBase | undefined {
  if (!isRow(answer)) return undefined;
  const amount = readNumber(answer, key);
  if (amount === undefined) return undefined;
  const batches = Array.isArray(answer.batches) ? answer.batches.filter((n): n is number => typeof n === 'number' && n > 0) : [];
  return { row: answer, amount, batches: batches.length > 0 ? batches : fallback };
}
