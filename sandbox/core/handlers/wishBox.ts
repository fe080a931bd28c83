/**
 * The wishing gift box (E§2 carnival 2023, E§4, E§5, E§9). The spec publishes no calls for it: these paths are
 * the sandbox's own (SANDBOX_DEFINED_CALLS).
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
import { giftOrThrow, itemIconUrl, type Gift } from '../catalog';
import { num, pageOf, paging, param, type Ctx, type Routes } from '../context';
import { uploadedBy } from './upload';
import { fail, STATUS, withMessage } from '../envelope';
import { isoAt } from '../time';
import { domain, SEEDED_USERS, type UserState } from '../users';
import { sparkOf } from './sparkDraw';

export const WISH = {
  /** Wishing coins a wish (one box) costs. */
  cost: 1,
  /** E§9: 10 sparks = 10 coins; coins are bought in tens. */
  coinsPerSpark: 1,
  coinBatch: 10,
  boxCount: 9,
  /** E§4: chosen boxes must be clicked within 5 minutes. */
  windowMs: 5 * 60_000,
  /** E§9: 14 gifts = 1 card. */
  giftsPerCard: 14,
  /** E§9: 100 wishes guarantee a secret gift. */
  secretWithin: 100,
  /** Odds that a box holds the chosen gift (the others hold another gift of the pool). */
  chosenOdds: 0.35,
  secretOdds: 0.002,
  /** E§5: the custom gift's text. */
  textMax: 30,
  directCounts: [1, 10] as const,
} as const;

/** The event's window (the campaign's period says the same). */
export const WISH_START = Date.parse('2026-11-20T00:00:00+08:00');
export const WISH_END = Date.parse('2099-12-31T23:59:59+08:00');

const WISH_GIFTS = [1003, 1004, 1005, 1006, 1007, 1013, 1014, 1008];
const SECRET_GIFT_ID = 1012;
/** E§9: the super mall's exchanges, in collection cards. */
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

interface Round {
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

/** 10002 (the payer) starts with coins, 5 cards, 90 wishes toward the secret gift and one custom gift; others with nothing. */
const wishOf = (u: UserState) =>
  domain<WishState>(u, 'wishBox', () => {
    const payer = u.userId === SEEDED_USERS.payer;
    return { coins: payer ? 50 : 0, sinceSecret: payer ? 90 : 0, toward: payer ? 10 : 0, cards: payer ? 5 : 0, customRights: payer ? 1 : 0, round: null, autoOpened: null, records: [], exchanges: [], customGifts: [], nextRound: 1 };
  });

const asPrize = (id: number, secret = false): WishPrize => ({ ...giftOrThrow(id), giftId: id, secret });


/** One wish: the secret gift at the guarantee (or by luck), else the chosen gift or another of the pool. */
function wishOne(c: Ctx, s: WishState, giftId: number): WishPrize {
  s.sinceSecret += 1;
  if (s.sinceSecret >= WISH.secretWithin || c.rng() < WISH.secretOdds) {
    s.sinceSecret = 0;
    return asPrize(SECRET_GIFT_ID, true);
  }
  if (c.rng() < WISH.chosenOdds) return asPrize(giftId);
  const others = WISH_GIFTS.filter((g) => g !== giftId);
  return asPrize(others[Math.floor(c.rng() * others.length)]!);
}

/** A prize is the user's: recorded, collected toward a card (14 gifts = 1 card); a secret gift gives a custom gift. */
function collect(s: WishState, prize: WishPrize, now: number, auto: boolean): void {
  s.records.push({ prize, time: now, auto });
  s.toward += 1;
  if (s.toward >= WISH.giftsPerCard) {
    s.cards += Math.floor(s.toward / WISH.giftsPerCard);
    s.toward %= WISH.giftsPerCard;
  }
  if (prize.secret) s.customRights += 1;
}

/** Opens every box still closed, as the lapse of the window or leaving the page does. */
function openRest(s: WishState, now: number): WishPrize[] {
  const round = s.round;
  if (!round) return [];
  const opened: WishPrize[] = [];
  for (const b of round.boxes) {
    if (b.opened) continue;
    b.opened = true;
    b.auto = true;
    collect(s, b.prize, now, true);
    opened.push(b.prize);
  }
  s.round = null;
  return opened;
}

/** The window lapsed: the boxes open by themselves, and the page is told once. */
function settle(s: WishState, now: number): void {
  if (!s.round || now < s.round.deadline) return;
  const roundId = s.round.roundId;
  const prizes = openRest(s, s.round.deadline);
  s.autoOpened = { roundId, prizes };
}

function stateOf(c: Ctx): WishState {
  const s = wishOf(c.user);
  settle(s, c.now);
  return s;
}

function inTime(c: Ctx): void {
  if (c.now < WISH_START) fail('notStarted', STATUS.time);
  if (c.now >= WISH_END) fail('ended', STATUS.time);
}

const roundView = (r: Round | null) =>
  r ? { roundId: r.roundId, giftId: r.giftId, deadline: isoAt(r.deadline), boxes: r.boxes.map((b) => ({ box: b.box, opened: b.opened, ...(b.opened ? { prize: b.prize } : {}) })) } : null;

const counts = (c: Ctx, s: WishState) => ({
  coins: s.coins, sparkCount: sparkOf(c).sparks, wishes: s.sinceSecret, cards: s.cards, giftsTowardCard: s.toward, customRights: s.customRights,
});

/** The custom gift's text: required, at most 30 characters (as people count them). */
export function customTextProblem(text: string): 'customTextEmpty' | 'customTextTooLong' | undefined {
  if (!text.trim()) return 'customTextEmpty';
  if ([...text.trim()].length > WISH.textMax) return 'customTextTooLong';
  return undefined;
}

export const wishBoxRoutes: Routes = {
  'GET /activity/wishBox/index': (c) => {
    const s = stateOf(c);
    const autoOpened = s.autoOpened;
    s.autoOpened = null;
    return {
      actStart: isoAt(WISH_START), actEnd: isoAt(WISH_END), sysTime: c.now,
      wishCost: WISH.cost, coinBatch: WISH.coinBatch, sparksPerBatch: WISH.coinBatch / WISH.coinsPerSpark, boxCount: WISH.boxCount,
      windowSeconds: WISH.windowMs / 1000, secretWithin: WISH.secretWithin, giftsPerCard: WISH.giftsPerCard,
      ...counts(c, s),
      gifts: WISH_GIFTS.map((id) => asPrize(id)), secretGift: asPrize(SECRET_GIFT_ID, true),
      round: roundView(s.round), autoOpened,
    };
  },
  'POST /activity/wishBox/open': (c) => {
    inTime(c);
    const s = stateOf(c);
    const giftId = num(c, 'giftId', 0);
    if (!WISH_GIFTS.includes(giftId)) fail('chooseGift', STATUS.badRequest);
    const direct = param(c, 'direct') === true || param(c, 'direct') === 'true';
    const rawBoxes = param(c, 'boxes');
    const boxes = direct ? [] : Array.isArray(rawBoxes) ? [...new Set(rawBoxes.map(Number))] : [];
    if (!direct && boxes.length === 0) fail('chooseBox', STATUS.badRequest);
    if (boxes.some((b) => !Number.isInteger(b) || b < 1 || b > WISH.boxCount)) fail('badRequest', STATUS.badRequest);
    const count = direct ? num(c, 'count', 1) : boxes.length;
    if (direct && !(WISH.directCounts as readonly number[]).includes(count)) fail('badRequest', STATUS.badRequest);
    if (!direct && s.round) fail('boxesPending', STATUS.rule);
    if (s.coins < count * WISH.cost) fail('notEnoughCoins', STATUS.balance);
    s.coins -= count * WISH.cost;
    if (direct) {
      const prizes = Array.from({ length: count }, () => wishOne(c, s, giftId));
      prizes.forEach((p) => collect(s, p, c.now, false));
      return { direct: true, prizes, ...counts(c, s) };
    }
    s.round = { roundId: s.nextRound++, giftId, deadline: c.now + WISH.windowMs, boxes: boxes.map((box) => ({ box, prize: wishOne(c, s, giftId), opened: false })) };
    return { direct: false, round: roundView(s.round), ...counts(c, s) };
  },
  // A click on a chosen box within the window; after it the boxes have already opened by themselves.
  'POST /activity/wishBox/click': (c) => {
    const s = wishOf(c.user);
    const roundId = num(c, 'roundId');
    const box = num(c, 'box');
    if (s.round && s.round.roundId === roundId && c.now < s.round.deadline) {
      const b = s.round.boxes.find((x) => x.box === box) ?? fail('badRequest', STATUS.badRequest);
      if (!b.opened) {
        b.opened = true;
        collect(s, b.prize, c.now, false);
      }
      const round = s.round;
      if (round.boxes.every((x) => x.opened)) s.round = null;
      return { box, prize: b.prize, round: roundView(s.round), ...counts(c, s) };
    }
    // Too late: the window lapsed and the boxes opened by themselves (their prizes are in the records).
    if (roundId < 1 || roundId >= s.nextRound) fail('badRequest', STATUS.badRequest);
    settle(s, c.now);
    const auto = s.autoOpened?.roundId === roundId ? s.autoOpened : null;
    if (auto) s.autoOpened = null;
    return withMessage({ box, autoOpened: auto, round: null, ...counts(c, s) }, 'boxesAutoOpened');
  },
  // Leaving the page (or the window ending on the page): every chosen box still closed opens by itself.
  'POST /activity/wishBox/openAll': (c) => {
    const s = wishOf(c.user);
    const roundId = num(c, 'roundId');
    if (s.round && s.round.roundId === roundId) {
      const prizes = openRest(s, Math.min(c.now, s.round.deadline));
      return { roundId, prizes, ...counts(c, s) };
    }
    settle(s, c.now);
    const auto = s.autoOpened?.roundId === roundId ? s.autoOpened : null;
    s.autoOpened = null;
    return { roundId, prizes: auto?.prizes ?? [], ...counts(c, s) };
  },
  // E§9: 10 sparks = 10 wishing coins, in tens.
  'POST /activity/wishBox/buyCoins': (c) => {
    inTime(c);
    const count = num(c, 'count', WISH.coinBatch);
    if (!Number.isInteger(count) || count <= 0 || count % WISH.coinBatch !== 0 || count > 1000) fail('badRequest', STATUS.badRequest);
    const spark = sparkOf(c);
    const sparks = count / WISH.coinsPerSpark;
    if (spark.sparks < sparks) fail('notEnoughSparks', STATUS.balance);
    spark.sparks -= sparks;
    const s = stateOf(c);
    s.coins += count;
    return withMessage(counts(c, s), 'buySuccess');
  },
  'GET /activity/wishBox/mall': (c) => {
    const s = stateOf(c);
    return { products: MALL.map((p) => ({ ...p, productId: p.id, icon: itemIconUrl(p.name) })), points: s.cards, cards: s.cards };
  },
  'POST /activity/wishBox/exchange': (c) => {
    inTime(c);
    const s = stateOf(c);
    const id = String(param(c, 'productId') ?? '');
    const product = MALL.find((p) => p.id === id) ?? fail('badRequest', STATUS.badRequest);
    if (s.cards < product.price) fail('notEnoughCards', STATUS.balance);
    s.cards -= product.price;
    s.exchanges.push({ productId: product.id, time: c.now });
    return withMessage({ productId: product.id, cards: s.cards }, 'rewardSent');
  },
  // Prizes of the user's wishes, newest first.
  'GET /activity/wishBox/records': (c) => {
    const rows = [...stateOf(c).records].reverse().map((r) => ({ prize: { name: r.prize.name, icon: r.prize.icon, count: 1 }, secret: r.prize.secret, autoOpened: r.auto, time: isoAt(r.time) }));
    return pageOf(rows, paging(c));
  },
  // E§5: text required (at most 30 characters) and exactly one picture, uploaded by this user to the signed host.
  'POST /activity/wishBox/customGift': (c) => {
    inTime(c);
    const s = stateOf(c);
    const text = String(param(c, 'text') ?? '');
    const problem = customTextProblem(text);
    if (problem) fail(problem, STATUS.badRequest);
    const raw = param(c, 'pictures');
    const pictures = Array.isArray(raw) ? raw.map(String).filter(Boolean) : [];
    if (pictures.length === 0) fail('customPictureRequired', STATUS.badRequest);
    if (pictures.length > 1) fail('customPictureOne', STATUS.badRequest);
    const picture = pictures[0]!;
    if (!uploadedBy(c.world, c.user.userId, picture)) fail('customPictureRequired', STATUS.badRequest);
    if (s.customRights < 1) fail('customNoRight', STATUS.rule);
    s.customRights -= 1;
    s.customGifts.push({ text: text.trim(), picture, time: c.now });
    return withMessage({ customRights: s.customRights, submitted: s.customGifts.length }, 'customSubmitted');
  },
};

/** Grants for tests and the development panel: wishing coins, and wishes toward the secret gift. */
export function grantWish(user: UserState, coins: number, wishes: number, customRights: number): void {
  const s = wishOf(user);
  s.coins += coins;
  s.sinceSecret = Math.min(WISH.secretWithin - 1, s.sinceSecret + wishes);
  s.customRights += customRights;
}
