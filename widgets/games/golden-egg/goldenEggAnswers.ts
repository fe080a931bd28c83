/**
 * The golden egg's answers, read defensively: the egg index (points, 100 a smash; chances; the free first smash of a
 * new user; the chosen gift with the smashes counted toward its guarantee, within 20; whether a gift may be chosen
 * now; the choosable gifts with today's stock; the 00:00 reset; the buy-everything offer) and a smash's answer
 * (the gift, golden or not, whether a choice is due, and the new counts).
 */
import { isRow, readNumber as num } from '@kit/readField';

export const POINTS_PER_SMASH = 100;
export const GUARANTEE_WITHIN = 20;
export const EQUIVALENT_VALUE = 399;

export interface EggGift {
  id: number;
  name: string;
  icon?: string;
  diamonds?: number;
}

export interface ChoosableGift extends EggGift {
  leftToday: number;
}

export interface EggIndex {
  points: number;
  chances: number;
  freeSmash: boolean;
  pointsPerSmash: number;
  /** A gift may be chosen (or changed) now. */
  canChoose: boolean;
  chosenGiftId?: number;
  chosenWon: boolean;
  /** Smashes counted toward the chosen gift, of `guaranteeWithin`. */
  toward: number;
  guaranteeWithin: number;
  choosable: ChoosableGift[];
  allGiftsOut: boolean;
  resetAt?: number;
  superBuy?: { priceUsd: number; gifts: EggGift[] };
}

export interface SmashResult {
  gift: EggGift;
  golden: boolean;
  needChoice: boolean;
  chosenWon: boolean;
  equivalent: boolean;
  chances?: number;
  toward?: number;
}

const instant = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  const t = typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isNaN(t) ? undefined : t;
};

export function readGift(v: unknown): EggGift | undefined {
  if (!isRow(v)) return undefined;
  const id = num(v, 'id') ?? num(v, 'giftId');
  if (id === undefined) return undefined;
  const icon = typeof v.icon === 'string' ? v.icon : undefined;
  const diamonds = num(v, 'diamonds');
  return { id, name: typeof v.name === 'string' ? v.name : '', ...(icon ? { icon } : {}), ...(diamonds !== undefined ? { diamonds } : {}) };
}

/** The egg index, or undefined for an answer that is not one. */
export function readEggIndex(answer: unknown): EggIndex | undefined {
  if (!isRow(answer)) return undefined;
  const points = num(answer, 'points');
  if (points === undefined) return undefined;
  const per = num(answer, 'pointsPerSmash') ?? POINTS_PER_SMASH;
  const freeSmash = answer.freeSmash === true;
  const chosen = num(answer, 'chosenGiftId');
  const choosable = (Array.isArray(answer.choosable) ? answer.choosable : []).flatMap((row): ChoosableGift[] => {
    const gift = isRow(row) ? readGift(row.gift ?? row) : undefined;
    return gift && isRow(row) ? [{ ...gift, leftToday: num(row, 'leftToday') ?? 0 }] : [];
  });
  const resetAt = instant(answer.resetAt);
  const sb = isRow(answer.superBuy) ? answer.superBuy : undefined;
  const price = sb ? num(sb, 'priceUsd') : undefined;
  return {
    points,
    chances: num(answer, 'chances') ?? Math.floor(points / per) + (freeSmash ? 1 : 0),
    freeSmash,
    pointsPerSmash: per,
    canChoose: answer.canChoose === true,
    ...(chosen !== undefined ? { chosenGiftId: chosen } : {}),
    chosenWon: answer.chosenWon === true,
    toward: num(answer, 'smashesTowardChosen') ?? 0,
    guaranteeWithin: num(answer, 'guaranteeWithin') ?? GUARANTEE_WITHIN,
    choosable,
    allGiftsOut: answer.allGiftsOut === true,
    ...(resetAt !== undefined ? { resetAt } : {}),
    ...(sb && price !== undefined ? { superBuy: { priceUsd: price, gifts: (Array.isArray(sb.gifts) ? sb.gifts : []).map(readGift).filter((g): g is EggGift => !!g) } } : {}),
  };
}

export function readSmashResult(answer: unknown): SmashResult | undefined {
  if (!isRow(answer)) return undefined;
  const gift = readGift(answer.gift);
  if (!gift) return undefined;
  const chances = num(answer, 'chances');
  const toward = num(answer, 'smashesTowardChosen');
  return {
    gift,
    golden: answer.golden === true,
    needChoice: answer.needChoice === true,
    chosenWon: answer.chosenWon === true,
    equivalent: answer.equivalent === true,
    ...(chances !== undefined ? { chances } : {}),
    ...(toward !== undefined ? { toward } : {}),
  };
}
