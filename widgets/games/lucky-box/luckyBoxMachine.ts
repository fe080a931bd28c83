/**
 * The lucky box with a paid trial (one module for every theme), pure; its answers are read in ./luckyBoxAnswers.ts.
 *
 * The trial: idle -> trying -> offer. An offer is kept only by paying (offer -> paying -> shown, the
 * prize is the user's); giving it up asks first (offer -> confirmDrop) and then loses it (dropping -> idle);
 * answering "no" to the question goes back to the offer. A failed payment (e.g. not enough diamonds) leaves
 * the offer as it was. Lottery draws (idle -> drawing -> revealing -> shown) wait while an offer is open.
 * One request at a time: every step that sends one is refused while another is under way.
 */
import { answeredPhase, revealed } from '@kit/draw/drawSteps';
import { isResultPhase } from '@kit/draw/resultPhase';
import type { LuckyIndex, LuckyPrize, Trial } from './luckyBoxAnswers';

export * from './luckyBoxAnswers';

export type LuckyPhase = 'idle' | 'trying' | 'offer' | 'confirmDrop' | 'paying' | 'dropping' | 'drawing' | 'revealing' | 'shown';

export interface LuckyState {
  phase: LuckyPhase;
  trial: Trial | null;
  /** What the result dialog shows: the kept trial prize or the lottery's prizes. */
  result: LuckyPrize[];
  /** Set while the result is the kept trial prize. */
  kept: boolean;
  /** Trials kept or given up on this page: an index read before the server knew is not offered again. */
  settled: readonly number[];
}

export const luckyStart: LuckyState = { phase: 'idle', trial: null, result: [], kept: false, settled: [] };

/** Whether the index's waiting trial still waits (not kept or given up on this page). */
export const trialWaits = (index: LuckyIndex, s: LuckyState) => index.pendingTrial !== null && !s.settled.includes(index.pendingTrial.trialId);

export type LuckyEvent =
  /** The index says a trial prize waits (after a reload): it is offered again. */
  | { type: 'loaded'; pending: Trial | null }
  | { type: 'tryStart' }
  | { type: 'tried'; trial: Trial }
  | { type: 'failed' }
  | { type: 'askDrop' }
  | { type: 'keepOffer' }
  | { type: 'payStart' }
  | { type: 'paid'; reducedMotion: boolean }
  | { type: 'dropStart' }
  | { type: 'dropped' }
  | { type: 'drawStart' }
  | { type: 'drawn'; prizes: LuckyPrize[]; reducedMotion: boolean }
  | { type: 'revealed' }
  | { type: 'close' };

const BUSY: readonly LuckyPhase[] = ['trying', 'paying', 'dropping', 'drawing'];
/** Whether a request is under way (every other request waits). */
export const isBusy = (s: LuckyState) => BUSY.includes(s.phase);

export function luckyReducer(s: LuckyState, e: LuckyEvent): LuckyState {
  switch (e.type) {
    case 'loaded':
      return s.phase === 'idle' && e.pending && !s.settled.includes(e.pending.trialId) ? { ...s, phase: 'offer', trial: e.pending } : s;
    case 'tryStart':
      return s.phase === 'idle' ? { ...s, phase: 'trying' } : s;
    case 'tried':
      return s.phase === 'trying' ? { ...s, phase: 'offer', trial: e.trial } : s;
    case 'failed':
      if (s.phase === 'trying' || s.phase === 'drawing') return { ...s, phase: 'idle' };
      // A refused payment or give-up leaves the offer as it was.
      if (s.phase === 'paying' || s.phase === 'dropping') return { ...s, phase: 'offer' };
      return s;
    case 'askDrop':
      return s.phase === 'offer' ? { ...s, phase: 'confirmDrop' } : s;
    case 'keepOffer':
      return s.phase === 'confirmDrop' ? { ...s, phase: 'offer' } : s;
    case 'payStart':
      return s.phase === 'offer' ? { ...s, phase: 'paying' } : s;
    case 'paid':
      return s.phase === 'paying' && s.trial ? { phase: answeredPhase(e.reducedMotion), trial: null, result: [s.trial.prize], kept: true, settled: [...s.settled, s.trial.trialId] } : s;
    case 'dropStart':
      return s.phase === 'confirmDrop' ? { ...s, phase: 'dropping' } : s;
    case 'dropped':
      return s.phase === 'dropping' ? { ...luckyStart, settled: s.trial ? [...s.settled, s.trial.trialId] : s.settled } : s;
    case 'drawStart':
      return s.phase === 'idle' ? { ...s, phase: 'drawing', result: [] } : s;
    case 'drawn':
      return s.phase === 'drawing' ? { ...s, phase: answeredPhase(e.reducedMotion, e.prizes.length), result: e.prizes, kept: false } : s;
    case 'revealed':
      return revealed(s);
    case 'close':
      return isResultPhase(s.phase) ? { ...luckyStart, settled: s.settled } : s;
  }
}

export type LuckyCheck = { ok: true } | { ok: false; reason: 'busy' | 'trialWaiting' | 'noTrial' | 'noDiamonds' };

/** Whether a lottery draw of `count` may be sent: not while busy or while a trial prize waits; diamonds enough. */
export function checkDraw(index: LuckyIndex, s: LuckyState, count: number): LuckyCheck {
  if (s.phase !== 'idle') return { ok: false, reason: isBusy(s) ? 'busy' : 'trialWaiting' };
  if (trialWaits(index, s)) return { ok: false, reason: 'trialWaiting' };
  if (index.diamond < index.price * count) return { ok: false, reason: 'noDiamonds' };
  return { ok: true };
}

/** Whether the free trial may be asked for now. */
export function checkTrial(index: LuckyIndex, s: LuckyState): LuckyCheck {
  if (s.phase !== 'idle') return { ok: false, reason: isBusy(s) ? 'busy' : 'trialWaiting' };
  if (!index.trialAvailable) return { ok: false, reason: 'noTrial' };
  return { ok: true };
}
