/**
 * The lucky box with a paid trial (one module for every theme), pure (as widgets/slot-machine/roundMachine.ts).
 *
 * Reading: the index of a theme gives the price of one draw (diamonds), the lottery batches (1, 10, 50),
 * the prizes, the diamond balance, whether the day's free trial is available and the trial prize waiting
 * for an answer (kept across reloads by the server).
 *
 * The trial: idle -> trying -> offer. An offer is kept only by paying (offer -> paying -> shown, the
 * prize is the user's); giving it up asks first (offer -> confirmDrop) and then loses it (dropping -> idle);
 * answering "no" to the question goes back to the offer. A failed payment (e.g. not enough diamonds) leaves
 * the offer as it was. Lottery draws (idle -> drawing -> revealing -> shown) wait while an offer is open.
 * One request at a time: every step that sends one is refused while another is under way.
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

export type LuckyPhase = 'idle' | 'trying' | 'offer' | 'confirmDrop' | 'paying' | 'dropping' | 'drawing' | 'revealing' | 'shown';

export interface LuckyState {
  phase: LuckyPhase;
  trial: Trial | null;
  /** What the result dialog shows: the kept trial prize or the lottery's prizes. */
  result: LuckyPrize[];
  /** Set while the result is the kept trial prize. */
  kept: boolean;
}

export const luckyStart: LuckyState = { phase: 'idle', trial: null, result: [], kept: false };

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
      return s.phase === 'idle' && e.pending ? { ...s, phase: 'offer', trial: e.pending } : s;
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
      return s.phase === 'paying' && s.trial ? { phase: e.reducedMotion ? 'shown' : 'revealing', trial: null, result: [s.trial.prize], kept: true } : s;
    case 'dropStart':
      return s.phase === 'confirmDrop' ? { ...s, phase: 'dropping' } : s;
    case 'dropped':
      return s.phase === 'dropping' ? luckyStart : s;
    case 'drawStart':
      return s.phase === 'idle' ? { ...s, phase: 'drawing', result: [] } : s;
    case 'drawn':
      return s.phase === 'drawing' ? { ...s, phase: e.reducedMotion || e.prizes.length === 0 ? 'shown' : 'revealing', result: e.prizes, kept: false } : s;
    case 'revealed':
      return s.phase === 'revealing' ? { ...s, phase: 'shown' } : s;
    case 'close':
      return s.phase === 'revealing' || s.phase === 'shown' ? luckyStart : s;
  }
}

export type LuckyCheck = { ok: true } | { ok: false; reason: 'busy' | 'trialWaiting' | 'noTrial' | 'noDiamonds' };

/** Whether a lottery draw of `count` may be sent: not while busy or while a trial prize waits; diamonds enough. */
export function checkDraw(index: LuckyIndex, s: LuckyState, count: number): LuckyCheck {
  if (s.phase !== 'idle') return { ok: false, reason: isBusy(s) ? 'busy' : 'trialWaiting' };
  if (index.pendingTrial) return { ok: false, reason: 'trialWaiting' };
  if (index.diamond < index.price * count) return { ok: false, reason: 'noDiamonds' };
  return { ok: true };
}

/** Whether the free trial may be asked for now. */
export function checkTrial(index: LuckyIndex, s: LuckyState): LuckyCheck {
  if (s.phase !== 'idle') return { ok: false, reason: isBusy(s) ? 'busy' : 'trialWaiting' };
  if (!index.trialAvailable) return { ok: false, reason: 'noTrial' };
  return { ok: true };
}
