/**
 * Independence day: a products page and a secret code ("cipher")
 * that each ID claims once. Sandbox path for the code: POST
 * /activity/happy-independence-day/cipher { code } (the real one is not published).
 */
import { giftOrThrow } from '../catalog';
import { num, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { domain } from '../users';
import { debit } from '../wallet';
import { addToBackpack } from './shop';
import { eventWindow, requireRunning } from './window';

export const CIPHER_CODES = ['MERDEKA67', 'SEHATI2024'];
const PRODUCTS = [
  { productId: 1, gift: 1005, price: 149, limit: 3 },
  { productId: 2, gift: 1007, price: 699, limit: 1 },
  { productId: 3, gift: 1009, price: 3_999, limit: 1 },
];

const stateOf = (c: Ctx) => domain<{ cipher: boolean; bought: Record<number, number> }>(c.user, 'indepDay', () => ({ cipher: false, bought: {} }));

export const independenceDayRoutes: Routes = {
  'GET /activity/happy-independence-day/index': (c) => ({
    ...eventWindow(c), cipherClaimed: stateOf(c).cipher, cipherReward: giftOrThrow(1006), diamond: c.user.wallet.diamond,
    // Rows as a mall lists them: name, icon, price in diamonds, and what the user may still buy of the product's limit.
    products: PRODUCTS.map((p) => {
      const gift = giftOrThrow(p.gift);
      const bought = stateOf(c).bought[p.productId] ?? 0;
      return { ...p, gift, name: gift.name, icon: gift.icon, originalPrice: gift.diamonds, bought, stock: Math.max(0, p.limit - bought) };
    }),
  }),
  'POST /activity/happy-independence-day/buy': (c) => {
    requireRunning(c);
    const p = PRODUCTS.find((x) => x.productId === num(c, 'productId', num(c, 'id', 0))) ?? fail('badRequest', STATUS.badRequest);
    const st = stateOf(c);
    if ((st.bought[p.productId] ?? 0) >= p.limit) fail('soldOut', STATUS.limit);
    debit(c.user, p.price);
    st.bought[p.productId] = (st.bought[p.productId] ?? 0) + 1;
    addToBackpack(c, p.gift, giftOrThrow(p.gift).name);
    return withMessage({ productId: p.productId, diamond: c.user.wallet.diamond }, 'buySuccess');
  },
  'POST /activity/happy-independence-day/cipher': (c) => {
    requireRunning(c);
    const code = str(c, 'code', '').trim();
    if (!code) fail('cipherEmpty', STATUS.badRequest);
    if (!CIPHER_CODES.includes(code.toUpperCase())) fail('cipherWrong', STATUS.rule);
    if (stateOf(c).cipher) fail('idClaimed', STATUS.limit);
    stateOf(c).cipher = true;
    addToBackpack(c, 1006, giftOrThrow(1006).name);
    return withMessage({ reward: giftOrThrow(1006) }, 'rewardSent');
  },
};
