/**
 * The blind box challenge, pure (as widgets/slot-machine/roundMachine.ts).
 *
 * Reading: the board gives its number, the boxes (opened ones show their gift),
 * the keys, the board's max keys and how many were exchanged on it, the gems,
 * the gem cost of a refresh, how many more boxes must be opened before a
 * refresh is allowed (the threshold itself is not shown), and the bulk price.
 *
 * Acting: one action at a time. Opening a box needs a key; opening every box
 * left costs 10% less (rounded up); a refresh needs enough boxes opened and
 * its gems, and is confirmed first; an exchange needs a count entered, at most
 * the maximum shown. An opening that clears the board moves the page on to the
 * next board by itself (the board is read again and its number shown).
 */
import { isRow, readNumber as num } from '@kit/readField';

export const BULK_DISCOUNT = 0.1;

export interface BoxGift {
  id: number;
  name: string;
  icon?: string;
  diamonds?: number;
}

export interface Box {
  index: number;
  opened: boolean;
  gift?: BoxGift;
}

export interface Board {
  boardNo: number;
  boxCount: number;
  boxes: Box[];
  opened: number;
  keys: number;
  maxKeys: number;
  keysExchanged: number;
  gems: number;
  gemsPerKey: number;
  exchangeMax: number;
  refreshCost: number;
  refreshNeedMore: number;
  bulkCost: number;
  bulkFullCost: number;
}


export function readGift(v: unknown): BoxGift | undefined {
  if (!isRow(v)) return undefined;
  const id = num(v, 'id');
  if (id === undefined) return undefined;
  const diamonds = num(v, 'diamonds');
  return { id, name: typeof v.name === 'string' ? v.name : '', ...(typeof v.icon === 'string' ? { icon: v.icon } : {}), ...(diamonds !== undefined ? { diamonds } : {}) };
}

/** 10% off the keys of every box left, rounded up. */
export const bulkCost = (remaining: number): number => Math.ceil(remaining * (1 - BULK_DISCOUNT) - 1e-9);

export function readBoard(answer: unknown): Board | undefined {
  if (!isRow(answer) || !Array.isArray(answer.boxes)) return undefined;
  const boxes = answer.boxes.flatMap((row, i): Box[] => {
    if (!isRow(row)) return [];
    const gift = readGift(row.gift);
    return [{ index: num(row, 'index') ?? i, opened: row.opened === true, ...(gift ? { gift } : {}) }];
  });
  const opened = boxes.filter((b) => b.opened).length;
  const remaining = boxes.length - opened;
  const bulk = isRow(answer.bulk) ? answer.bulk : {};
  const keys = num(answer, 'keys') ?? 0;
  const maxKeys = num(answer, 'maxKeys') ?? 0;
  const keysExchanged = num(answer, 'keysExchanged') ?? 0;
  const gems = num(answer, 'gems') ?? 0;
  const gemsPerKey = Math.max(1, num(answer, 'gemsPerKey') ?? 1);
  return {
    boardNo: num(answer, 'boardNo') ?? 1,
    boxCount: num(answer, 'boxCount') ?? boxes.length,
    boxes,
    opened,
    keys,
    maxKeys,
    keysExchanged,
    gems,
    gemsPerKey,
    exchangeMax: num(answer, 'exchangeMax') ?? Math.max(0, Math.min(Math.floor(gems / gemsPerKey), maxKeys - keysExchanged)),
    refreshCost: num(answer, 'refreshCost') ?? 0,
    refreshNeedMore: Math.max(0, num(answer, 'refreshNeedMore') ?? 0),
    bulkCost: num(bulk, 'cost') ?? bulkCost(remaining),
    bulkFullCost: num(bulk, 'fullCost') ?? remaining,
  };
}

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

/** The exchange count must be entered first, a whole number from 1 to the maximum shown. */
export function checkExchange(board: Board, entered: string, busy: boolean): Check<{ count: number; gems: number }> {
  if (busy) return { ok: false, reason: 'busy' };
  const text = entered.trim();
  if (!/^\d+$/.test(text) || Number(text) < 1) return { ok: false, reason: 'enterCount' };
  const count = Number(text);
  if (count * board.gemsPerKey > board.gems) return { ok: false, reason: 'notEnoughGems' };
  if (count > board.exchangeMax) return { ok: false, reason: 'exceedMax', count: board.exchangeMax };
  return { ok: true, count, gems: count * board.gemsPerKey };
}

export interface OpenResult {
  gifts: BoxGift[];
  boardCleared: boolean;
  boardNo?: number;
}

export function readOpenResult(answer: unknown): OpenResult {
  if (!isRow(answer)) return { gifts: [], boardCleared: false };
  const gifts = (Array.isArray(answer.gifts) ? answer.gifts : []).map(readGift).filter((g): g is BoxGift => !!g);
  const boardNo = num(answer, 'boardNo');
  return { gifts, boardCleared: answer.boardCleared === true, ...(boardNo !== undefined ? { boardNo } : {}) };
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
