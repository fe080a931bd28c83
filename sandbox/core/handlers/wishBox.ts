/**
 * The wishing gift box's calls for wishing (sandbox paths, not in the published call list): the index, opening
 * (directly, or into chosen boxes), clicking a chosen box within its 5-minute window, and leaving the page, which
 * opens every chosen box still closed. The coins, the mall, the records and the custom gift are in wishBoxMall.
 */
import { num, param, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { isoAt } from '../time';
import { wishBoxMallRoutes } from './wishBoxMall';
import { SECRET_GIFT_ID, WISH, WISH_END, WISH_GIFTS, WISH_START } from './wishBoxRules';
import { asPrize, collect, counts, inTime, openRest, roundView, settle, stateOf, wishOf, wishOne } from './wishBoxState';

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
  ...wishBoxMallRoutes,
};
