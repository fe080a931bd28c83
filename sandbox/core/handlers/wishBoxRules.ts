/**
 * The wishing gift box's rules and numbers (carnival 2023). No calls for it are in the published call list: its paths
 * are the sandbox's own (SANDBOX_DEFINED_CALLS).
 *
 * Rules held here as on the page:
 * - A wish costs 1 wishing coin; coins are bought with sparks, 10 sparks = 10 coins (in tens).
 * - Before opening, the user chooses a gift and (unless opening directly) the boxes; each box is one wish.
 * - Chosen boxes must be clicked within 5 minutes. Once that window lapses, the boxes open by themselves: any later
 *   call finds them opened (their prizes recorded and collected); leaving the page opens them at once (openAll).
 * - Opening directly skips the boxes: the prizes come back at once.
 * - Every 14 gifts collected make 1 collection card; the super mall exchanges cards (castle 5, spacecraft 4).
 * - The secret gift comes surely at the 100th wish since the last one; winning it gives a custom gift: a text
 *   (required, at most 30 characters) and exactly one picture, uploaded through the object-storage signing.
 */
import type { Gift } from '../catalog';

export const WISH = {
  /** Wishing coins a wish (one box) costs. */
  cost: 1,
  /** 10 sparks = 10 coins; coins are bought in tens. */
  coinsPerSpark: 1,
  coinBatch: 10,
  boxCount: 9,
  /** Chosen boxes must be clicked within 5 minutes. */
  windowMs: 5 * 60_000,
  /** 14 gifts = 1 card. */
  giftsPerCard: 14,
  /** 100 wishes guarantee a secret gift. */
  secretWithin: 100,
  /** Odds that a box holds the chosen gift (the others hold another gift of the pool). */
  chosenOdds: 0.35,
  secretOdds: 0.002,
  /** The custom gift's text: at most 30 characters. */
  textMax: 30,
  directCounts: [1, 10] as const,
} as const;

/** The event's window (the campaign's period says the same). */
export const WISH_START = Date.parse('2026-11-20T00:00:00+08:00');
export const WISH_END = Date.parse('2099-12-31T23:59:59+08:00');

export const WISH_GIFTS = [1003, 1004, 1005, 1006, 1007, 1013, 1014, 1008];
export const SECRET_GIFT_ID = 1012;
/** The super mall's exchanges, in collection cards: the castle takes 5, the spacecraft 4. */
export const MALL = [
  { id: 'castle', name: 'Dream Castle', price: 5, days: 7 },
  { id: 'spacecraft', name: 'Star Spacecraft', price: 4, days: 7 },
] as const;

export interface WishPrize extends Gift {
  giftId: number;
  secret: boolean;
}

interface Box {
  box: number;
  prize: WishPrize;
  opened: boolean;
  /** Opened by the lapse of the window or by leaving, not by a click. */
  auto?: boolean;
}

export interface Round {
  roundId: number;
  giftId: number;
  deadline: number;
  boxes: Box[];
}

export interface WishState {
  coins: number;
  /** Wishes since the last secret gift. */
  sinceSecret: number;
  /** Gifts collected toward the next card. */
  toward: number;
  cards: number;
  customRights: number;
  round: Round | null;
  /** The last round whose boxes opened by themselves, until the page has shown it. */
  autoOpened: { roundId: number; prizes: WishPrize[] } | null;
  records: Array<{ prize: WishPrize; time: number; auto: boolean }>;
  exchanges: Array<{ productId: string; time: number }>;
  customGifts: Array<{ text: string; picture: string; time: number }>;
  nextRound: number;
}

/** The custom gift's text: required, at most 30 characters (as people count them). */
export function customTextProblem(text: string): 'customTextEmpty' | 'customTextTooLong' | undefined {
  if (!text.trim()) return 'customTextEmpty';
  if ([...text.trim()].length > WISH.textMax) return 'customTextTooLong';
  return undefined;
}
