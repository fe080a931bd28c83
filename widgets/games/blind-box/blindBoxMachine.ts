/**
 * The blind box challenge, pure; its answers are read in ./blindBoxAnswers.ts.
 *
 * Acting: one action at a time. Opening a box needs a key; opening every box
 * left costs 10% less (rounded up); a refresh needs enough boxes opened and
 * its gems, and is confirmed first; an exchange needs a count entered, at most
 * the maximum shown. An opening that clears the board moves the page on to the
 * next board by itself (the board is read again and its number shown).
 */
import type { Board, BoxGift, OpenResult } from './blindBoxAnswers';

export * from './blindBoxAnswers';

export type Refusal = 'busy' | 'opened' | 'notEnoughKeys' | 'noneLeft' | 'refreshNotAllowed' | 'notEnoughGems' | 'enterCount' | 'exceedMax';
export type Check<T = object> = ({ ok: true } & T) | { ok: false; reason: Refusal; count?: number };

export function checkOpen(board: Board, index: number, busy: boolean): Check {
  if (busy) return { ok: false, reason: 'busy' };
  const box = board.boxes.find((b) => b.index === index);
  if (!box || box.opened) return { ok: false, reason: 'opened' };
  if (board.keys < 1) return { ok: false, reason: 'notEnoughKeys' };
  return { ok: true };
}

export function checkOpenAll(board: Board, busy: boolean): Check {
  if (busy) return { ok: false, reason: 'busy' };
  if (board.opened >= board.boxes.length) return { ok: false, reason: 'noneLeft' };
  if (board.keys < board.bulkCost) return { ok: false, reason: 'notEnoughKeys' };
  return { ok: true };
}

/** Allowed only once the opened boxes exceed the threshold (`count`: how many more), with the gems for it. */
export function checkRefresh(board: Board, busy: boolean): Check {
  if (busy) return { ok: false, reason: 'busy' };
  if (board.refreshNeedMore > 0) return { ok: false, reason: 'refreshNotAllowed', count: board.refreshNeedMore };
  if (board.gems < board.refreshCost) return { ok: false, reason: 'notEnoughGems' };
  return { ok: true };
}

/**
 * The exchange count must be entered first, a whole number from 1 to the maximum shown. A count over the board's
 * key limit is told the limit (the maximum shown), whatever the gems: more gems would not allow it.
 */
export function checkExchange(board: Board, entered: string, busy: boolean): Check<{ count: number; gems: number }> {
  if (busy) return { ok: false, reason: 'busy' };
  const text = entered.trim();
  if (!/^\d+$/.test(text) || Number(text) < 1) return { ok: false, reason: 'enterCount' };
  const count = Number(text);
  if (count > board.maxKeys - board.keysExchanged) return { ok: false, reason: 'exceedMax', count: board.exchangeMax };
  if (count * board.gemsPerKey > board.gems) return { ok: false, reason: 'notEnoughGems' };
  if (count > board.exchangeMax) return { ok: false, reason: 'exceedMax', count: board.exchangeMax };
  return { ok: true, count, gems: count * board.gemsPerKey };
}

export type BoxPhase = 'idle' | 'busy' | 'shown';

export interface BoxState {
  phase: BoxPhase;
  gifts: BoxGift[];
  /** The board the page moved on to after clearing one (shown until the next action). */
  advancedTo?: number;
}

export const initialBoxState: BoxState = { phase: 'idle', gifts: [] };

export type BoxEvent = { type: 'start' } | { type: 'opened'; result: OpenResult } | { type: 'done' } | { type: 'failed' } | { type: 'close' };

export function boxReducer(state: BoxState, event: BoxEvent): BoxState {
  switch (event.type) {
    case 'start':
      return state.phase === 'busy' ? state : { phase: 'busy', gifts: [] };
    case 'opened': {
      if (state.phase !== 'busy') return state;
      const { result } = event;
      const next: BoxState = { phase: result.gifts.length > 0 ? 'shown' : 'idle', gifts: result.gifts };
      return result.boardCleared && result.boardNo !== undefined ? { ...next, advancedTo: result.boardNo } : next;
    }
    case 'done':
    case 'failed':
      return state.phase === 'busy' ? { ...state, phase: 'idle' } : state;
    case 'close':
      return state.phase === 'shown' ? { ...state, phase: 'idle', gifts: [] } : state;
  }
}
