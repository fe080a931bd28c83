/**
 * The wishing gift box, pure and clock-driven; the server's answers (and the progress they show) are read in
 * ./wishBoxAnswers.ts.
 *
 * Choosing: the user picks a gift and, unless the direct-open switch is on, one or more boxes; both are needed
 * before opening, and the activity must be running. Each box (or each direct wish) costs the wish price in wishing
 * coins. Opening with boxes gives a round: the chosen boxes must be clicked within 5 minutes. A tick at or after
 * the deadline, or leaving the page, gives effect `openAll` (once): the boxes open by themselves, and the server
 * does the same when the window lapses. Opening directly skips the boxes: the prizes come back at once.
 * The prizes of a round (all clicked, or opened by themselves) and of a direct opening are shown together.
 */
import { DRAW_BATCHES } from '../spark-draw/sparkPrize';
import type { WishIndex, WishPrize, WishRound } from './wishBoxAnswers';

/** Direct opening comes in the spark draw's batches: 1 and 10. */
export const DIRECT_COUNTS = DRAW_BATCHES;

export type WishPhase = 'choosing' | 'opening' | 'clicking' | 'result';
/** Why a result shows: a direct opening, all boxes clicked, or boxes that opened by themselves as the window lapsed or the page was left. */
export type ResultReason = 'direct' | 'clicked' | AutoCause;
export type AutoCause = 'lapsed' | 'left';

export interface WishState {
  phase: WishPhase;
  giftId?: number;
  boxes: number[];
  direct: boolean;
  round?: WishRound;
  /** Boxes whose click is on its way. */
  clicking: number[];
  /** `openAll` was given for this round (once), and why: the window lapsed or the page was left. */
  openAllFor?: AutoCause | undefined;
  result: WishPrize[];
  reason?: ResultReason;
}

export const wishStart: WishState = { phase: 'choosing', boxes: [], direct: false, clicking: [], result: [] };

export type WishEvent =
  | { type: 'loaded'; index: WishIndex }
  | { type: 'pickGift'; giftId: number }
  | { type: 'toggleBox'; box: number; boxCount: number }
  | { type: 'setDirect'; on: boolean }
  | { type: 'send' }
  | { type: 'failed' }
  | { type: 'direct'; prizes: WishPrize[] }
  | { type: 'roundOpened'; round: WishRound }
  | { type: 'clickSent'; box: number }
  | { type: 'clickFailed'; box: number }
  | { type: 'boxOpened'; box: number; prize: WishPrize; round: WishRound | null }
  | { type: 'tick'; now: number }
  | { type: 'leave' }
  /** The rest of the round opened by itself (window over or page left): these prizes came out of it. */
  | { type: 'autoOpened'; roundId: number; prizes: WishPrize[] }
  | { type: 'close' };

/** `openAll`: ask the server to open the round's closed boxes now (the window lapsed, or the page is left). */
export type WishEffect = 'openAll';

export interface WishStep {
  state: WishState;
  effects: WishEffect[];
}

const same = (state: WishState): WishStep => ({ state, effects: [] });
const prizesOf = (round: WishRound): WishPrize[] => round.boxes.flatMap((b) => (b.prize ? [b.prize] : []));
const choosing = (state: WishState): WishState => {
  const { round: _r, reason: _x, ...rest } = state;
  return { ...rest, phase: 'choosing', boxes: [], clicking: [], openAllFor: undefined, result: [] };
};

export function wishReducer(state: WishState, event: WishEvent): WishStep {
  switch (event.type) {
    case 'loaded': {
      const { index } = event;
      if (state.phase === 'opening' || state.phase === 'result') return same(state);
      // The server opens a round by itself only once its window lapsed (leaving the page asks it with openAll).
      if (index.autoOpened && index.autoOpened.prizes.length > 0) {
        return same({ ...choosing(state), phase: 'result', result: index.autoOpened.prizes, reason: 'lapsed' });
      }
      if (index.round) {
        const openAllFor = state.round?.roundId === index.round.roundId ? state.openAllFor : undefined;
        return same({ ...state, phase: 'clicking', round: index.round, giftId: index.round.giftId, openAllFor });
      }
      return state.phase === 'clicking' ? same(choosing(state)) : same(state);
    }
    case 'pickGift':
      return state.phase === 'choosing' ? same({ ...state, giftId: event.giftId }) : same(state);
    case 'toggleBox': {
      if (state.phase !== 'choosing' || state.direct || event.box < 1 || event.box > event.boxCount) return same(state);
      const has = state.boxes.includes(event.box);
      return same({ ...state, boxes: has ? state.boxes.filter((b) => b !== event.box) : [...state.boxes, event.box].sort((a, b) => a - b) });
    }
    case 'setDirect':
      return state.phase === 'choosing' ? same({ ...state, direct: event.on, boxes: event.on ? [] : state.boxes }) : same(state);
    case 'send':
      return state.phase === 'choosing' ? same({ ...state, phase: 'opening' }) : same(state);
    case 'failed':
      return state.phase === 'opening' ? same({ ...state, phase: 'choosing' }) : same(state);
    case 'direct':
      return state.phase === 'opening' ? same({ ...choosing(state), phase: 'result', result: event.prizes, reason: 'direct' }) : same(state);
    case 'roundOpened':
      return state.phase === 'opening' || state.phase === 'choosing' ? same({ ...choosing(state), phase: 'clicking', round: event.round }) : same(state);
    case 'clickSent':
      return state.phase === 'clicking' && !state.clicking.includes(event.box) ? same({ ...state, clicking: [...state.clicking, event.box] }) : same(state);
    case 'clickFailed':
      return same({ ...state, clicking: state.clicking.filter((b) => b !== event.box) });
    case 'boxOpened': {
      if (state.phase !== 'clicking' || !state.round) return same(state);
      const clicking = state.clicking.filter((b) => b !== event.box);
      const round: WishRound = { ...state.round, boxes: state.round.boxes.map((b) => (b.box === event.box ? { ...b, opened: true, prize: event.prize } : b)) };
      // The last box: the round's prizes show together.
      if (event.round === null || round.boxes.every((b) => b.opened)) return same({ ...choosing(state), phase: 'result', result: prizesOf(round), reason: 'clicked' });
      return same({ ...state, round, clicking });
    }
    case 'tick':
      if (state.phase === 'clicking' && state.round && event.now >= state.round.deadline && !state.openAllFor) return { state: { ...state, openAllFor: 'lapsed' }, effects: ['openAll'] };
      return same(state);
    case 'leave':
      return state.phase === 'clicking' && !state.openAllFor ? { state: { ...state, openAllFor: 'left' }, effects: ['openAll'] } : same(state);
    case 'autoOpened': {
      if (!state.round || state.round.roundId !== event.roundId) return same(state);
      const all = [...prizesOf(state.round), ...event.prizes];
      // Nothing to show (the prizes were shown already): back to choosing. Unasked, they opened as the window lapsed.
      return same(all.length > 0 ? { ...choosing(state), phase: 'result', result: all, reason: state.openAllFor ?? 'lapsed' } : choosing(state));
    }
    case 'close':
      return state.phase === 'result' ? same(choosing(state)) : same(state);
  }
}

export type OpenCheck = { ok: true; count: number } | { ok: false; reason: 'busy' | 'pending' | 'noGift' | 'noBox' | 'noCoins' | 'notStarted' | 'ended' };

/** Whether an opening of `directCount` (direct) or of the chosen boxes may be sent now: not while one is on its way or a round waits, only while the activity runs, with a gift, a box (or a direct count) and the coins for them. */
export function checkOpen(state: WishState, index: WishIndex, now: number, directCount = 1): OpenCheck {
  if (state.phase === 'opening') return { ok: false, reason: 'busy' };
  if (state.phase === 'clicking') return { ok: false, reason: 'pending' };
  if (index.actStart !== undefined && now < index.actStart) return { ok: false, reason: 'notStarted' };
  if (index.actEnd !== undefined && now >= index.actEnd) return { ok: false, reason: 'ended' };
  if (state.giftId === undefined || !index.gifts.some((g) => g.giftId === state.giftId)) return { ok: false, reason: 'noGift' };
  const count = state.direct ? directCount : state.boxes.length;
  if (count === 0) return { ok: false, reason: 'noBox' };
  if (index.coins < count * index.wishCost) return { ok: false, reason: 'noCoins' };
  return { ok: true, count };
}

/** Whole seconds left to click the chosen boxes (0 once the window is over). */
export function secondsLeft(round: WishRound | undefined, now: number): number {
  return round ? Math.max(0, Math.ceil((round.deadline - now) / 1000)) : 0;
}
