/**
 * The golden egg draw, pure (as widgets/slot-machine/roundMachine.ts).
 *
 * Reading: the egg index gives the points (100 a smash), the chances, the free
 * first smash of a new user, the chosen gift with the smashes counted toward its
 * guarantee (within 20), whether a gift may be chosen now (after a golden egg,
 * or once the chosen one was won), the choosable gifts with today's stock, the
 * 00:00 reset and the buy-everything offer.
 *
 * Smashing: one at a time, only with a chance (else the daily tasks are
 * suggested) and not while today's gifts are all out. A smash goes idle ->
 * smashing -> revealing (the animation, skippable; skipped at once with
 * reduced motion) -> shown; closing the result of a golden egg that needs a
 * choice opens the gift choice. The smash's answer carries the new chances and
 * guarantee count, which stand until the index is read again.
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

export type EggPhase = 'idle' | 'smashing' | 'revealing' | 'shown' | 'choosing';

export interface EggState {
  phase: EggPhase;
  result?: SmashResult;
  /** Counts from the last smash's answer; they stand until the index is read again. */
  counts?: { chances: number; toward: number };
}

export const initialEggState: EggState = { phase: 'idle' };

export type EggEvent =
  | { type: 'start' }
  | { type: 'answered'; result: SmashResult; reducedMotion: boolean }
  | { type: 'failed' }
  /** The animation ended, or the user skipped it. */
  | { type: 'revealed' }
  | { type: 'skip' }
  | { type: 'close' }
  /** The user opens the gift choice (allowed when the index says a gift may be chosen). */
  | { type: 'openChoice' }
  | { type: 'chosen' }
  | { type: 'cancelChoice' }
  | { type: 'indexLoaded' };

export function eggReducer(state: EggState, event: EggEvent): EggState {
  switch (event.type) {
    case 'start':
      return state.phase === 'idle' ? { ...state, phase: 'smashing' } : state;
    case 'answered': {
      if (state.phase !== 'smashing') return state;
      const { result } = event;
      const counts = result.chances !== undefined ? { chances: result.chances, toward: result.toward ?? 0 } : state.counts;
      return { phase: event.reducedMotion ? 'shown' : 'revealing', result, ...(counts ? { counts } : {}) };
    }
    case 'failed':
      return state.phase === 'smashing' ? { ...state, phase: 'idle' } : state;
    case 'revealed':
    case 'skip':
      return state.phase === 'revealing' ? { ...state, phase: 'shown' } : state;
    case 'close': {
      if (state.phase !== 'revealing' && state.phase !== 'shown') return state;
      const { result: _r, ...rest } = state;
      return state.result?.needChoice ? { ...rest, phase: 'choosing' } : { ...rest, phase: 'idle' };
    }
    case 'openChoice':
      return state.phase === 'idle' ? { ...state, phase: 'choosing' } : state;
    case 'chosen':
    case 'cancelChoice':
      return state.phase === 'choosing' ? { ...state, phase: 'idle' } : state;
    case 'indexLoaded': {
      if (!state.counts || state.phase === 'smashing') return state;
      const { counts: _c, ...rest } = state;
      return rest;
    }
  }
}

/** The chances and guarantee count shown: the last smash's answer over the index. */
export function currentCounts(index: EggIndex, state: EggState): { chances: number; toward: number } {
  return state.counts ?? { chances: index.chances, toward: index.toward };
}

export type SmashCheck = { ok: true } | { ok: false; reason: 'busy' | 'noChance' | 'allGiftsOut' };

/** One smash at a time, with a chance, while today's gifts are not all out. */
export function checkSmash(index: EggIndex, state: EggState): SmashCheck {
  if (state.phase !== 'idle') return { ok: false, reason: 'busy' };
  if (index.allGiftsOut) return { ok: false, reason: 'allGiftsOut' };
  if (currentCounts(index, state).chances <= 0) return { ok: false, reason: 'noChance' };
  return { ok: true };
}

export interface Guarantee {
  gift?: EggGift;
  count: number;
  within: number;
  /** Smashes left until the chosen gift is sure (the last of them gives it). */
  left: number;
}

/** The guarantee progress of the chosen gift; none before a gift is chosen or once it was won. */
export function guarantee(index: EggIndex, state: EggState): Guarantee | undefined {
  if (index.chosenGiftId === undefined || index.chosenWon) return undefined;
  const within = Math.max(1, index.guaranteeWithin);
  const count = Math.min(Math.max(0, currentCounts(index, state).toward), within - 1);
  const gift = index.choosable.find((g) => g.id === index.chosenGiftId);
  return { ...(gift ? { gift } : {}), count, within, left: within - count };
}

/** The chosen gift is locked until it was won; a golden egg's first choice and a won gift's change are open. */
export type ChoiceStatus = 'none' | 'locked' | 'open';
export function choiceStatus(index: EggIndex): ChoiceStatus {
  if (index.canChoose) return 'open';
  return index.chosenGiftId !== undefined && !index.chosenWon ? 'locked' : 'none';
}
