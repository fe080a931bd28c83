/**
 * The wishing gift box (carnival 2023), pure and clock-driven
 * (as widgets/slot-machine/roundMachine.ts and widgets/spark-draw/drawMachine.ts).
 *
 * Choosing: the user picks a gift and, unless the direct-open switch is on, one or more boxes; both are needed
 * before opening. Each box (or each direct wish) costs the wish price in wishing coins.
 * Opening with boxes gives a round: the chosen boxes must be clicked within 5 minutes. A tick at or after
 * the deadline, or leaving the page, gives effect `openAll` (once): the boxes open by themselves, and the server
 * does the same when the window lapses. Opening directly skips the boxes: the prizes come back at once.
 * The prizes of a round (all clicked, or opened by themselves) and of a direct opening are shown together.
 */
import { DRAW_BATCHES, instant, pityLine, readPrize, type PityLine, type SparkPrize } from '../spark-draw/sparkPrize';

/** Chosen boxes must be clicked within 5 minutes. */
export const WINDOW_SECONDS = 300;
/** 14 gifts = 1 collection card; 100 wishes guarantee the secret gift. */
export const GIFTS_PER_CARD = 14;
export const SECRET_WITHIN = 100;
/** Direct opening comes in the spark draw's batches: 1 and 10. */
export const DIRECT_COUNTS = DRAW_BATCHES;

export interface WishPrize extends SparkPrize {
  giftId?: number;
}

export interface WishBoxSlot {
  box: number;
  opened: boolean;
  prize?: WishPrize;
}

export interface WishRound {
  roundId: number;
  giftId: number;
  /** Engine time (ms) by which the boxes must be clicked. */
  deadline: number;
  boxes: WishBoxSlot[];
}

export interface WishIndex {
  coins: number;
  sparkCount: number;
  wishCost: number;
  /** Coins are bought with sparks in batches (10 sparks = 10 coins). */
  coinBatch: number;
  sparksPerBatch: number;
  boxCount: number;
  windowSeconds: number;
  secretWithin: number;
  /** Wishes since the last secret gift. */
  wishes: number;
  giftsPerCard: number;
  cards: number;
  giftsTowardCard: number;
  customRights: number;
  gifts: WishPrize[];
  secretGift?: WishPrize;
  round: WishRound | null;
  /** A round whose boxes opened by themselves while the page was away. */
  autoOpened: { roundId: number; prizes: WishPrize[] } | null;
  actStart?: number;
  actEnd?: number;
}

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const n = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : fallback);

/** A prize row; the secret gift is the special one of the limited tier. */
export function readWishPrize(row: unknown, i: number): WishPrize | undefined {
  const p = readPrize(row, i);
  if (!p || !isRow(row)) return p;
  const secret = row.secret === true;
  const giftId = n(row.giftId ?? row.id, NaN);
  return { ...p, ...(secret ? { special: true, type: 3 as const } : {}), ...(Number.isFinite(giftId) ? { giftId } : {}) };
}

const readWishPrizes = (rows: unknown): WishPrize[] => (Array.isArray(rows) ? rows.map(readWishPrize).filter((p): p is WishPrize => !!p) : []);

export function readRound(v: unknown): WishRound | null {
  if (!isRow(v)) return null;
  const deadline = instant(v.deadline);
  const roundId = n(v.roundId, NaN);
  if (deadline === undefined || !Number.isFinite(roundId) || !Array.isArray(v.boxes)) return null;
  const boxes = v.boxes.filter(isRow).map((b, i): WishBoxSlot => {
    const prize = b.prize !== undefined ? readWishPrize(b.prize, i) : undefined;
    return { box: n(b.box, i + 1), opened: b.opened === true, ...(prize ? { prize } : {}) };
  });
  return { roundId, giftId: n(v.giftId, 0), deadline, boxes };
}

/** The counts an answer carries (index, open, click, buy), over the ones known before. */
export function readCounts(answer: unknown, before: WishIndex): WishIndex {
  if (!isRow(answer)) return before;
  return {
    ...before,
    coins: n(answer.coins, before.coins),
    sparkCount: n(answer.sparkCount, before.sparkCount),
    wishes: n(answer.wishes, before.wishes),
    cards: n(answer.cards, before.cards),
    giftsTowardCard: n(answer.giftsTowardCard, before.giftsTowardCard),
    customRights: n(answer.customRights, before.customRights),
  };
}

const EMPTY: WishIndex = {
  coins: 0, sparkCount: 0, wishCost: 1, coinBatch: 10, sparksPerBatch: 10, boxCount: 9, windowSeconds: WINDOW_SECONDS, secretWithin: SECRET_WITHIN,
  wishes: 0, giftsPerCard: GIFTS_PER_CARD, cards: 0, giftsTowardCard: 0, customRights: 0, gifts: [], round: null, autoOpened: null,
};

/** The index answer, or undefined when it is not one (the page shows its error state). */
export function readIndex(answer: unknown): WishIndex | undefined {
  if (!isRow(answer) || !Array.isArray(answer.gifts)) return undefined;
  const base = readCounts(answer, EMPTY);
  const secretGift = isRow(answer.secretGift) ? readWishPrize({ ...answer.secretGift, secret: true }, 0) : undefined;
  const actStart = instant(answer.actStart);
  const actEnd = instant(answer.actEnd);
  const auto = isRow(answer.autoOpened) ? { roundId: n(answer.autoOpened.roundId, 0), prizes: readWishPrizes(answer.autoOpened.prizes) } : null;
  return {
    ...base,
    wishCost: Math.max(1, n(answer.wishCost, 1)),
    coinBatch: Math.max(1, n(answer.coinBatch, 10)),
    sparksPerBatch: Math.max(1, n(answer.sparksPerBatch, 10)),
    boxCount: Math.min(12, Math.max(1, n(answer.boxCount, 9))),
    windowSeconds: Math.max(1, n(answer.windowSeconds, WINDOW_SECONDS)),
    secretWithin: Math.max(1, n(answer.secretWithin, SECRET_WITHIN)),
    giftsPerCard: Math.max(1, n(answer.giftsPerCard, GIFTS_PER_CARD)),
    gifts: readWishPrizes(answer.gifts),
    ...(secretGift ? { secretGift } : {}),
    round: readRound(answer.round),
    autoOpened: auto,
    ...(actStart !== undefined ? { actStart } : {}),
    ...(actEnd !== undefined ? { actEnd } : {}),
  };
}

export type WishPhase = 'choosing' | 'opening' | 'clicking' | 'result';
/** Why a result shows: a direct opening, all boxes clicked, or boxes that opened by themselves. */
export type ResultReason = 'direct' | 'clicked' | 'auto';

export interface WishState {
  phase: WishPhase;
  giftId?: number;
  boxes: number[];
  direct: boolean;
  round?: WishRound;
  /** Boxes whose click is on its way. */
  clicking: number[];
  /** `openAll` was given for this round (once). */
  openAllAsked: boolean;
  result: WishPrize[];
  reason?: ResultReason;
}

export const wishStart: WishState = { phase: 'choosing', boxes: [], direct: false, clicking: [], openAllAsked: false, result: [] };

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
  return { ...rest, phase: 'choosing', boxes: [], clicking: [], openAllAsked: false, result: [] };
};

export function wishReducer(state: WishState, event: WishEvent): WishStep {
  switch (event.type) {
    case 'loaded': {
      const { index } = event;
      if (state.phase === 'opening' || state.phase === 'result') return same(state);
      if (index.autoOpened && index.autoOpened.prizes.length > 0) {
        return same({ ...choosing(state), phase: 'result', result: index.autoOpened.prizes, reason: 'auto' });
      }
      if (index.round) {
        const keepAsked = state.round?.roundId === index.round.roundId && state.openAllAsked;
        return same({ ...state, phase: 'clicking', round: index.round, giftId: index.round.giftId, openAllAsked: keepAsked });
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
      return state.phase === 'opening' || state.phase === 'choosing' ? same({ ...state, phase: 'clicking', round: event.round, boxes: [], clicking: [], openAllAsked: false }) : same(state);
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
      if (state.phase === 'clicking' && state.round && event.now >= state.round.deadline && !state.openAllAsked) return { state: { ...state, openAllAsked: true }, effects: ['openAll'] };
      return same(state);
    case 'leave':
      return state.phase === 'clicking' && !state.openAllAsked ? { state: { ...state, openAllAsked: true }, effects: ['openAll'] } : same(state);
    case 'autoOpened': {
      if (!state.round || state.round.roundId !== event.roundId) return same(state);
      const all = [...prizesOf(state.round), ...event.prizes];
      // Nothing to show (the prizes were shown already): back to choosing.
      return same(all.length > 0 ? { ...choosing(state), phase: 'result', result: all, reason: 'auto' } : choosing(state));
    }
    case 'close':
      return state.phase === 'result' ? same(choosing(state)) : same(state);
  }
}

export type OpenCheck = { ok: true; count: number } | { ok: false; reason: 'busy' | 'pending' | 'noGift' | 'noBox' | 'noCoins' | 'notStarted' | 'ended' };

/** Whether an opening of `directCount` (direct) or of the chosen boxes may be sent now. */
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

/** Progress toward the secret gift (sure at the 100th wish) and toward the next card (14 gifts). */
export function progressOf(index: WishIndex): { secret: PityLine; card: PityLine } {
  return { secret: pityLine(index.wishes, index.secretWithin), card: pityLine(index.giftsTowardCard, index.giftsPerCard) };
}
