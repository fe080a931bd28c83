/**
 * The golden egg draw, pure; its answers are read in ./goldenEggAnswers.ts.
 *
 * Smashing: one at a time, only with a chance (else the daily tasks are
 * suggested) and not while today's gifts are all out. A smash goes idle ->
 * smashing -> revealing (the animation, skippable; skipped at once with
 * reduced motion) -> shown; closing the result of a golden egg that needs a
 * choice opens the gift choice. The smash's answer carries the new chances and
 * guarantee count, which stand until the index is read again.
 */
import { answeredPhase, dropReported, revealed } from '@kit/draw/drawSteps';
import { isResultPhase } from '@kit/draw/resultPhase';
import type { EggGift, EggIndex, SmashResult } from './goldenEggAnswers';

export * from './goldenEggAnswers';

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
      return { phase: answeredPhase(event.reducedMotion), result, ...(counts ? { counts } : {}) };
    }
    case 'failed':
      return state.phase === 'smashing' ? { ...state, phase: 'idle' } : state;
    case 'revealed':
    case 'skip':
      return revealed(state);
    case 'close': {
      if (!isResultPhase(state.phase)) return state;
      const { result: _r, ...rest } = state;
      return state.result?.needChoice ? { ...rest, phase: 'choosing' } : { ...rest, phase: 'idle' };
    }
    case 'openChoice':
      return state.phase === 'idle' ? { ...state, phase: 'choosing' } : state;
    case 'chosen':
    case 'cancelChoice':
      return state.phase === 'choosing' ? { ...state, phase: 'idle' } : state;
    case 'indexLoaded':
      return dropReported(state, 'counts', state.phase === 'smashing');
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
