/**
 * Christmas points mall: 1 USD = 1 point; one discount and one
 * mystery bag per user; the super gift discount is drawn once.
 */
import { giftOrThrow, itemIconUrl } from '../catalog';
import { num, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { DAY_MS, isoAt, startOfDay } from '../time';
import { domain } from '../users';
import { debit } from '../wallet';
import { addToBackpack } from './shop';
import { eventWindow, requireRunning } from './window';

const DISCOUNTS = [50, 60, 70, 80, 90];
const PRODUCTS = [
  { productId: 1, gift: 1004, points: 5, kind: 'normal' }, { productId: 2, gift: 1007, points: 30, kind: 'normal' },
  { productId: 3, gift: 1008, points: 80, kind: 'normal' }, { productId: 4, gift: 1010, points: 120, kind: 'mystery' },
];
const SUPER_GIFT = { productId: 9, gift: 1012, price: 29_999 };
/** Points are kept this many days after the event ends, to the end of that day (23:59:59 UTC+8). */
const POINTS_KEPT_DAYS = 15;
const pointsExpireAt = (eventEnd: number) => isoAt(startOfDay(eventEnd + POINTS_KEPT_DAYS * DAY_MS) + DAY_MS - 1000);
const discountPrice = (discount: number) => Math.round((SUPER_GIFT.price * discount) / 100);

interface XmasState { points: number; discount: number | null; discountUsed: boolean; mystery: boolean }
const stateOf = (c: Ctx) => domain<XmasState>(c.user, 'christmas', () => ({ points: Math.floor(c.user.rechargedCents / 100), discount: null, discountUsed: false, mystery: false }));

export const christmasRoutes: Routes = {
  'GET /activity/scoreMall/index': (c) => {
    const s = stateOf(c);
    const superGift = giftOrThrow(SUPER_GIFT.gift);
    const window = eventWindow(c);
    return {
      ...window, points: s.points, pointsExpireAt: pointsExpireAt(window.end), discount: s.discount, discountUsed: s.discountUsed, mysteryBought: s.mystery,
      discountPrice: s.discount === null ? null : discountPrice(s.discount),
      superGift: { ...SUPER_GIFT, gift: superGift, name: superGift.name, icon: superGift.icon },
      // Rows as a mall lists them: name, icon and price in points; the mystery bag hides its gift and sells out once bought.
      products: PRODUCTS.map((p) => {
        const gift = giftOrThrow(p.gift);
        const mystery = p.kind === 'mystery';
        return { ...p, gift: mystery ? null : gift, name: mystery ? 'Mystery Bag' : gift.name, icon: mystery ? itemIconUrl('Mystery Bag') : gift.icon, price: p.points, ...(mystery ? { stock: s.mystery ? 0 : 1 } : {}) };
      }),
    };
  },
  'POST /activity/scoreMall/drawSuperGiftDiscount': (c) => {
    requireRunning(c);
    const s = stateOf(c);
    if (s.discount !== null) fail('alreadyReceived', STATUS.limit);
    s.discount = DISCOUNTS[Math.floor(c.rng() * DISCOUNTS.length)]!;
    return { discount: s.discount, price: discountPrice(s.discount) };
  },
  'POST /activity/scoreMall/buyDiscountProduct': (c) => {
    requireRunning(c);
    const s = stateOf(c);
    if (s.discount === null) fail('notEligible', STATUS.rule);
    if (s.discountUsed) fail('exceedLimit', STATUS.limit);
    debit(c.user, discountPrice(s.discount!));
    s.discountUsed = true;
    addToBackpack(c, SUPER_GIFT.gift, giftOrThrow(SUPER_GIFT.gift).name);
    return withMessage({ diamond: c.user.wallet.diamond }, 'buySuccess');
  },
  'POST /activity/scoreMall/buy': (c) => {
    requireRunning(c);
    const s = stateOf(c);
    const p = PRODUCTS.find((x) => x.productId === num(c, 'productId', num(c, 'id', 0))) ?? fail('badRequest', STATUS.badRequest);
    if (p.kind === 'mystery' && s.mystery) fail('exceedLimit', STATUS.limit);
    if (s.points < p.points) fail('notEnoughPoints', STATUS.balance);
    s.points -= p.points;
    if (p.kind === 'mystery') s.mystery = true;
    addToBackpack(c, p.gift, giftOrThrow(p.gift).name);
    return withMessage({ points: s.points }, 'buySuccess');
  },
};
