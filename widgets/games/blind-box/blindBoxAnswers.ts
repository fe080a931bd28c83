/**
 * The blind box's answers, read defensively: the board (its number, the boxes with the gifts of those opened, the
 * keys, the board's max keys and how many were exchanged on it, the gems, the gem cost of a refresh, how many more
 * boxes must be opened before a refresh is allowed, and the bulk price: 10% off, rounded down to a whole key) and an opening's gifts.
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

/** 10% off the keys of every box left, rounded down to a whole key (at least the 10% off), never less than one key. */
export const bulkCost = (remaining: number): number => Math.max(Math.min(remaining, 1), Math.floor(remaining * (1 - BULK_DISCOUNT) + 1e-9));

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
