/** Fragment rows and the rules of a choice: exactly `gunSize` of one gift for a bubble gun, `puzzleSize` for its puzzle. */
import { isRow, readNumber, readText, type Row } from '@kit/readField';

export interface Fragment {
  giftId: number;
  name: string;
  icon?: string;
  owned: number;
}

export type Mode = 'gun' | 'puzzle';
/** Why a choice cannot be sent: nothing chosen, or not the number of one gift the mode needs. */
export type ChoiceProblem = 'choose' | Mode;

export function toFragments(rows: unknown[]): Fragment[] {
  return rows.filter(isRow).flatMap((row: Row) => {
    const giftId = readNumber(row, 'giftId', 'id');
    if (giftId === undefined) return [];
    return [{ giftId, name: readText(row, 'name', 'giftName') ?? '', icon: readText(row, 'icon', 'image'), owned: Math.max(0, Math.floor(readNumber(row, 'count', 'num', 'owned') ?? 0)) }];
  });
}

/** Pieces chosen per gift id. */
export type Choice = Record<number, number>;

export const chosenCount = (choice: Choice) => Object.values(choice).reduce((a, b) => a + b, 0);

/** The choice as the request carries it: one gift id per piece. */
export const piecesOf = (choice: Choice): number[] => Object.entries(choice).flatMap(([id, n]) => Array.from({ length: n }, () => Number(id)));

/** Undefined when the choice can be exchanged in this mode; otherwise why not. */
export function checkChoice(choice: Choice, mode: Mode, size: number): ChoiceProblem | undefined {
  const gifts = Object.entries(choice).filter(([, n]) => n > 0);
  if (gifts.length === 0) return 'choose';
  if (gifts.length !== 1 || gifts[0]![1] !== size) return mode;
  return undefined;
}

/** The choice with no more pieces of a gift than are owned (after an exchange the counts drop). */
export function clampChoice(choice: Choice, fragments: Fragment[]): Choice {
  const out: Choice = {};
  for (const f of fragments) {
    const n = Math.min(choice[f.giftId] ?? 0, f.owned);
    if (n > 0) out[f.giftId] = n;
  }
  return out;
}
