/**
 * The wishing gift box's answers from the server (index, open, click, buy), read into what the page shows: the
 * gifts, the coins and counts, the round waiting for clicks, and a round whose boxes opened by themselves.
 */
import { instant, pityLine, readPrize, type PityLine, type SparkPrize } from '../spark-draw/sparkPrize';

/** Chosen boxes must be clicked within 5 minutes. */
export const WINDOW_SECONDS = 300;
/** 14 gifts = 1 collection card; 100 wishes guarantee the secret gift. */
export const GIFTS_PER_CARD = 14;
export const SECRET_WITHIN = 100;

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

/** An answer's object, or an empty one when it is not an object. */
export const rowOf = (v: unknown): Row => (isRow(v) ? v : {});
/** A list of prize rows; anything else is no prizes. */
export const readWishPrizes = (rows: unknown): WishPrize[] => (Array.isArray(rows) ? rows.map(readWishPrize).filter((p): p is WishPrize => !!p) : []);

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

/** Progress toward the secret gift (sure at the 100th wish) and toward the next card (14 gifts). */
export function progressOf(index: WishIndex): { secret: PityLine; card: PityLine } {
  return { secret: pityLine(index.wishes, index.secretWithin), card: pityLine(index.giftsTowardCard, index.giftsPerCard) };
}
