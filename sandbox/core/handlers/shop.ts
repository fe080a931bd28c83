/** The coin mall of the slot games: gifts and frames bought with diamonds (the shop recommend list and aggregation buy). */
import { DECORATIONS, GIFTS } from '../catalog';
import { num, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { domain } from '../users';
import { debit } from '../wallet';

export const SHOP_PRODUCTS = [
  ...GIFTS.slice(3, 9).map((g) => ({ id: 500 + g.id, kind: 'gift', name: g.name, icon: g.icon, price: g.diamonds, limit: 10 })),
  ...DECORATIONS.map((d) => ({ id: 500 + d.id, kind: d.kind, name: d.name, icon: d.icon, price: 1_999, days: d.days, limit: 1 })),
];

const bought = (c: Ctx) => domain<Record<number, number>>(c.user, 'shop', () => ({}));

export const backpack = (c: Ctx) => domain<Array<{ id: number; name: string; count: number }>>(c.user, 'backpack', () => []);

export function addToBackpack(c: Ctx, id: number, name: string, count = 1): void {
  const bag = backpack(c);
  const row = bag.find((r) => r.id === id);
  if (row) row.count += count;
  else bag.push({ id, name, count });
}

export const shopRoutes: Routes = {
  'GET /shop/newProductRecommend/list': (c) => SHOP_PRODUCTS.map((p) => ({ ...p, bought: bought(c)[p.id] ?? 0, soldOut: (bought(c)[p.id] ?? 0) >= p.limit })),
  'POST /shop/aggregation/buy': (c) => {
    const product = SHOP_PRODUCTS.find((p) => p.id === num(c, 'productId', num(c, 'id', 0))) ?? fail('badRequest', STATUS.badRequest);
    const count = num(c, 'count', 1);
    if (!Number.isInteger(count) || count < 1) fail('badRequest', STATUS.badRequest);
    const done = bought(c)[product.id] ?? 0;
    if (done + count > product.limit) fail(done >= product.limit ? 'soldOut' : 'exceedLimit', STATUS.limit);
    debit(c.user, product.price * count);
    bought(c)[product.id] = done + count;
    addToBackpack(c, product.id, product.name, count);
    return withMessage({ productId: product.id, count, diamond: c.user.wallet.diamond }, 'buySuccess');
  },
};
