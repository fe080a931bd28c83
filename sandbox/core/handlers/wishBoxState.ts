/** A user's wishing gift box: the wishes, the chosen boxes and their 5-minute window, the cards they collect. */
import { giftOrThrow } from '../catalog';
import type { Ctx } from '../context';
import { isoAt } from '../time';
import { domain, SEEDED_USERS, type UserState } from '../users';
import { sparkOf } from './sparkDraw';
import { requireWithin } from './window';
import { SECRET_GIFT_ID, WISH, WISH_END, WISH_GIFTS, WISH_START, type Round, type WishPrize, type WishState } from './wishBoxRules';

/** 10002 (the payer) starts with coins, 5 cards, 90 wishes toward the secret gift and one custom gift; others with nothing. */
export const wishOf = (u: UserState) =>
  domain<WishState>(u, 'wishBox', () => {
    const payer = u.userId === SEEDED_USERS.payer;
    return { coins: payer ? 50 : 0, sinceSecret: payer ? 90 : 0, toward: payer ? 10 : 0, cards: payer ? 5 : 0, customRights: payer ? 1 : 0, round: null, autoOpened: null, records: [], exchanges: [], customGifts: [], nextRound: 1 };
  });

export const asPrize = (id: number, secret = false): WishPrize => ({ ...giftOrThrow(id), giftId: id, secret });

/** One wish: the secret gift at the guarantee (or by luck), else the chosen gift or another of the pool. */
export function wishOne(c: Ctx, s: WishState, giftId: number): WishPrize {
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
export function collect(s: WishState, prize: WishPrize, now: number, auto: boolean): void {
  s.records.push({ prize, time: now, auto });
  s.toward += 1;
  if (s.toward >= WISH.giftsPerCard) {
    s.cards += Math.floor(s.toward / WISH.giftsPerCard);
    s.toward %= WISH.giftsPerCard;
  }
  if (prize.secret) s.customRights += 1;
}

/** Opens every box still closed, as the lapse of the window or leaving the page does. */
export function openRest(s: WishState, now: number): WishPrize[] {
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
export function settle(s: WishState, now: number): void {
  if (!s.round || now < s.round.deadline) return;
  const roundId = s.round.roundId;
  const prizes = openRest(s, s.round.deadline);
  s.autoOpened = { roundId, prizes };
}

/** The user's state, with boxes whose window lapsed already opened. */
export function stateOf(c: Ctx): WishState {
  const s = wishOf(c.user);
  settle(s, c.now);
  return s;
}

export const inTime = (c: Ctx): void => requireWithin(c.now, WISH_START, WISH_END);

export const roundView = (r: Round | null) =>
  r ? { roundId: r.roundId, giftId: r.giftId, deadline: isoAt(r.deadline), boxes: r.boxes.map((b) => ({ box: b.box, opened: b.opened, ...(b.opened ? { prize: b.prize } : {}) })) } : null;

export const counts = (c: Ctx, s: WishState) => ({
  coins: s.coins, sparkCount: sparkOf(c).sparks, wishes: s.sinceSecret, cards: s.cards, giftsTowardCard: s.toward, customRights: s.customRights,
});

/** Grants for tests and the development panel: wishing coins, and wishes toward the secret gift. */
export function grantWish(user: UserState, coins: number, wishes: number, customRights: number): void {
  const s = wishOf(user);
  s.coins += coins;
  s.sinceSecret = Math.min(WISH.secretWithin - 1, s.sinceSecret + wishes);
  s.customRights += customRights;
}
