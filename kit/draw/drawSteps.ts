/**
 * The steps every draw game's machine takes alike, pure. A draw goes idle -> drawing (its request) -> revealing
 * (the result animates; skippable) -> shown -> idle once the result is closed; with reduced motion, or nothing to
 * reveal, the result is shown at once. A refused or lost request goes back to idle. A new draw starts from any
 * phase but drawing. What an answer reported (counts, tools, the sky) stands over the index until the index is
 * read again.
 */
import { isResultPhase } from './resultPhase';

export type DrawPhase = 'idle' | 'drawing' | 'revealing' | 'shown';

export interface DrawState<P> {
  phase: DrawPhase;
  result: P[];
}

export type DrawEvent<P> =
  | { type: 'start' }
  | { type: 'answered'; prizes: P[]; reducedMotion: boolean }
  | { type: 'failed' }
  /** The animation ended, or the user skipped it. */
  | { type: 'revealed' }
  | { type: 'skip' }
  | { type: 'close' };

/** A game's machine before its first draw. */
export const drawStart: DrawState<never> = { phase: 'idle', result: [] };

/** The phase of an answered request: revealing, or shown at once with reduced motion or nothing to reveal. */
export const answeredPhase = (reducedMotion: boolean, count = 1): 'revealing' | 'shown' => (reducedMotion || count === 0 ? 'shown' : 'revealing');

/** The reveal ends (its animation ended or was skipped): the result is shown. */
export const revealed = <S extends { phase: string }>(s: S): S => (s.phase === 'revealing' ? { ...s, phase: 'shown' } : s);

export function drawStep<P, S extends DrawState<P>>(s: S, e: DrawEvent<P>): S {
  switch (e.type) {
    case 'start':
      return s.phase === 'drawing' ? s : { ...s, phase: 'drawing', result: [] };
    case 'answered':
      return s.phase === 'drawing' ? { ...s, phase: answeredPhase(e.reducedMotion, e.prizes.length), result: e.prizes } : s;
    case 'failed':
      return s.phase === 'drawing' ? { ...s, phase: 'idle' } : s;
    case 'revealed':
    case 'skip':
      return revealed(s);
    case 'close':
      return isResultPhase(s.phase) ? { ...s, phase: 'idle', result: [] } : s;
  }
}

/** The index was read again: what the last answer reported (`key`) is dropped, unless a request is under way. */
export function dropReported<S extends { phase: string }>(s: S, key: keyof S, busy = s.phase === 'drawing'): S {
  if (s[key] === undefined || busy) return s;
  const rest = { ...s };
  delete rest[key];
  return rest;
}

/** A draw request's steps on a game's machine: it starts, its answer becomes the machine's event (`answered`), or it goes back to idle. */
export function drawRequestSteps<E extends { type: string }>(dispatch: (e: E) => void, answered: (answer: unknown) => E) {
  return {
    start: () => dispatch({ type: 'start' } as E),
    answered: (answer: unknown) => dispatch(answered(answer)),
    failed: () => dispatch({ type: 'failed' } as E),
  };
}
