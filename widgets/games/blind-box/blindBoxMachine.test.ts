import { describe, expect, it } from 'vitest';
import { boxReducer, bulkCost, checkExchange, checkOpen, checkOpenAll, checkRefresh, initialBoxState, readBoard, readOpenResult, type Board } from './blindBoxMachine';

const rose = { id: 1001, name: 'Rose', diamonds: 1 };
const answer = {
  boardNo: 3, boxCount: 9, opened: 2,
  boxes: Array.from({ length: 9 }, (_, i) => ({ index: i, opened: i < 2, ...(i < 2 ? { gift: rose } : {}) })),
  keys: 6, maxKeys: 12, keysExchanged: 4, gems: 500, gemsPerKey: 20, exchangeMax: 8, refreshCost: 300, refreshNeedMore: 3, canRefresh: false,
  bulk: { remaining: 7, cost: 7, fullCost: 7 },
};
const board = readBoard(answer) as Board;

describe('reading the board', () => {
  it('reads the box count, opened boxes with their gifts, keys, max keys, gems, refresh cost and how many more to open', () => {
    expect(board).toMatchObject({ boardNo: 3, boxCount: 9, opened: 2, keys: 6, maxKeys: 12, keysExchanged: 4, gems: 500, exchangeMax: 8, refreshCost: 300, refreshNeedMore: 3, bulkCost: 7, bulkFullCost: 7 });
    expect(board.boxes[0]).toEqual({ index: 0, opened: true, gift: rose });
    expect(board.boxes[5]).toEqual({ index: 5, opened: false });
  });
  it('an answer without boxes is no board; missing numbers are worked out', () => {
    expect(readBoard({ keys: 3 })).toBeUndefined();
    expect(readBoard({ boxes: [{ opened: false }, { opened: false }], gems: 100, gemsPerKey: 20, maxKeys: 3 })).toMatchObject({ boxCount: 2, exchangeMax: 3, bulkCost: 1, bulkFullCost: 2 });
  });
});

describe('bulk opening at 10% off', () => {
  it('costs at least 10% less than a key per box, rounded down to a whole key, never less than one key', () => {
    expect([0, 1, 2, 5, 7, 9, 10, 20].map(bulkCost)).toEqual([0, 1, 1, 4, 6, 8, 9, 18]);
  });
  it('needs the keys and a box left', () => {
    expect(checkOpenAll({ ...board, keys: 7 }, false)).toEqual({ ok: true });
    expect(checkOpenAll({ ...board, keys: 6, bulkCost: 7 }, false)).toEqual({ ok: false, reason: 'notEnoughKeys' });
    expect(checkOpenAll({ ...board, opened: 9 }, false)).toEqual({ ok: false, reason: 'noneLeft' });
  });
});

describe('opening a box', () => {
  it('needs a key and a closed box, one at a time', () => {
    expect(checkOpen(board, 4, false)).toEqual({ ok: true });
    expect(checkOpen(board, 0, false)).toEqual({ ok: false, reason: 'opened' });
    expect(checkOpen({ ...board, keys: 0 }, 4, false)).toEqual({ ok: false, reason: 'notEnoughKeys' });
    expect(checkOpen(board, 4, true)).toEqual({ ok: false, reason: 'busy' });
  });
  it('shows the gifts; clearing the board moves on to the next one by itself', () => {
    const busy = boxReducer(initialBoxState, { type: 'start' });
    expect(boxReducer(busy, { type: 'start' })).toBe(busy);
    const one = boxReducer(busy, { type: 'opened', result: readOpenResult({ gifts: [rose], boardCleared: false, boardNo: 3 }) });
    expect(one).toEqual({ phase: 'shown', gifts: [rose] });
    const cleared = boxReducer(busy, { type: 'opened', result: readOpenResult({ gifts: [rose, rose], boardCleared: true, boardNo: 4 }) });
    expect(cleared).toEqual({ phase: 'shown', gifts: [rose, rose], advancedTo: 4 });
    expect(boxReducer(cleared, { type: 'close' })).toEqual({ phase: 'idle', gifts: [], advancedTo: 4 });
    expect(boxReducer(busy, { type: 'failed' }).phase).toBe('idle');
  });
});

describe('the paid refresh', () => {
  it('is refused until the opened boxes exceed the threshold, saying how many more', () => {
    expect(checkRefresh(board, false)).toEqual({ ok: false, reason: 'refreshNotAllowed', count: 3 });
  });
  it('then needs the gems of its cost', () => {
    expect(checkRefresh({ ...board, refreshNeedMore: 0 }, false)).toEqual({ ok: true });
    expect(checkRefresh({ ...board, refreshNeedMore: 0, gems: 299 }, false)).toEqual({ ok: false, reason: 'notEnoughGems' });
  });
});

describe('the key exchange', () => {
  it('needs a count entered first, a whole number of at least 1', () => {
    for (const text of ['', ' ', '0', '-1', '1.5', 'abc']) expect(checkExchange(board, text, false)).toEqual({ ok: false, reason: 'enterCount' });
  });
  it('at most the maximum shown, and the gems for it', () => {
    expect(checkExchange(board, '8', false)).toEqual({ ok: true, count: 8, gems: 160 });
    expect(checkExchange(board, '9', false)).toEqual({ ok: false, reason: 'exceedMax', count: 8 });
    expect(checkExchange({ ...board, gems: 30 }, '2', false)).toEqual({ ok: false, reason: 'notEnoughGems' });
  });
  it('over the board\'s key limit says the limit, even when the gems would not cover the count either', () => {
    expect(checkExchange({ ...board, gems: 100, exchangeMax: 5 }, '50', false)).toEqual({ ok: false, reason: 'exceedMax', count: 5 });
    expect(checkExchange(board, '9', false)).toEqual({ ok: false, reason: 'exceedMax', count: 8 });
  });
});
