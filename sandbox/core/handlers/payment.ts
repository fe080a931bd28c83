/** Third-party top-up: only whitelisted users (keyed by user id, giving a urlCode) pay here. */
import { shared, str, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { URL_CODE_OWNERS, type UserState } from '../users';
import { recharge } from '../wallet';
import { PRODUCTS } from './generic';

export const COUNTRIES = [
  { country: 'PH', name: 'Philippines', currency: 'PHP', rate: 56, payTypes: ['GCASH', 'MAYA', 'CARD'] },
  { country: 'MY', name: 'Malaysia', currency: 'MYR', rate: 4.5, payTypes: ['TNG', 'FPX', 'CARD'] },
  { country: 'TH', name: 'Thailand', currency: 'THB', rate: 35, payTypes: ['PROMPTPAY', 'TRUEMONEY', 'CARD'] },
  { country: 'VN', name: 'Vietnam', currency: 'VND', rate: 25000, payTypes: ['MOMO', 'ZALOPAY', 'CARD'] },
] as const;

const thirdProducts = () => PRODUCTS.map((p) => ({ ...p, productCode: `TP${p.count}`, count: Math.round(p.count * 1.1) }));

interface Order { sessionId: string; orderNo: string; userId: string; userCode: string; productCode: string; payChannel: string; country: string; status: 'PENDING' | 'SUCCESS' | 'FAILED' }

const orders = (c: Ctx) => shared<Record<string, Order>>(c.world, 'thirdOrders', () => ({}));

/** The whitelisted user a url code belongs to, whether or not that user has called yet; anyone else is refused. */
function payerOf(c: Ctx, userCode: string): UserState {
  const ownerId = Object.hasOwn(URL_CODE_OWNERS, userCode) ? URL_CODE_OWNERS[userCode] : undefined;
  if (!userCode || !ownerId) return fail('notWhitelisted', STATUS.forbidden);
  return c.userOf(ownerId);
}

const productOf = (code: string) => thirdProducts().find((p) => p.productCode === code) ?? fail('notFound', STATUS.notFound);
const countryOf = (code: string) => COUNTRIES.find((x) => x.country === code) ?? fail('badRequest', STATUS.badRequest);

export const paymentRoutes: Routes = {
  'GET /payment/whitelist/getByUserId': (c) => ({ userId: c.user.userId, whitelisted: !!c.user.urlCode, urlCode: c.user.urlCode ?? null }),
  'GET /payment/countryPaymentType/list': (c) => {
    const only = str(c, 'country', '');
    return COUNTRIES.filter((x) => !only || x.country === only).map((x) => ({ country: x.country, name: x.name, currency: x.currency, payTypes: x.payTypes.map((p) => ({ payChannel: p, name: p === 'CARD' ? 'Credit/Debit Card' : p })) }));
  },
  'GET /payment/thirdProduct/listRechargeProduct': (c) => {
    const payer = payerOf(c, str(c, 'userCode', c.user.urlCode ?? ''));
    const country = countryOf(str(c, 'country', payer.area));
    return { userCode: payer.urlCode, user: { userId: payer.userId, name: payer.name, icon: payer.icon }, currency: country.currency, rows: thirdProducts().map((p) => ({ ...p, localPrice: Math.round(p.price * country.rate * 100) / 100 })) };
  },
  'GET /payment/thirdProduct/getByCode': (c) => ({ ...productOf(str(c, 'productCode')), userCode: payerOf(c, str(c, 'userCode', c.user.urlCode ?? '')).urlCode }),
  'POST /payment/thirdOrder/create': (c) => {
    const userCode = str(c, 'userCode', c.user.urlCode ?? '');
    const payer = payerOf(c, userCode);
    const product = productOf(str(c, 'productCode'));
    const payChannel = str(c, 'payChannel');
    const country = countryOf(str(c, 'country', payer.area));
    if (!(country.payTypes as readonly string[]).includes(payChannel)) fail('badRequest', STATUS.badRequest);
    const all = orders(c);
    const n = Object.keys(all).length + 1;
    const order: Order = { sessionId: `S${c.now}${n}`, orderNo: `TO${c.now}${n}`, userId: payer.userId, userCode, productCode: product.productCode, payChannel, country: country.country, status: 'PENDING' };
    all[order.sessionId] = order;
    return { orderNo: order.orderNo, sessionId: order.sessionId, payUrl: `/vue/payments/checkout/${userCode}?sessionId=${order.sessionId}` };
  },
  'GET /payment/checkout/getPaymentParamInfo': (c) => {
    const o = orders(c)[str(c, 'sessionId')] ?? fail('notFound', STATUS.notFound);
    const p = productOf(o.productCode);
    const country = countryOf(o.country);
    return { ...o, product: p, amount: Math.round(p.price * country.rate * 100) / 100, currency: country.currency };
  },
  'POST /payment/checkout/createPrePayment': (c) => {
    const o = orders(c)[str(c, 'sessionId')] ?? fail('notFound', STATUS.notFound);
    if (o.status === 'PENDING') {
      o.status = str(c, 'simulate', '') === 'fail' ? 'FAILED' : 'SUCCESS';
      if (o.status === 'SUCCESS') { const p = productOf(o.productCode); recharge(c.userOf(o.userId), Math.round(p.price * 100), p.count); }
    }
    return { sessionId: o.sessionId, redirectUrl: `/vue/payments/checkout-result?sessionId=${o.sessionId}` };
  },
  'GET /payment/checkout/getBySessionId': (c) => {
    const o = orders(c)[str(c, 'sessionId')] ?? fail('notFound', STATUS.notFound);
    return { sessionId: o.sessionId, orderNo: o.orderNo, status: o.status, productCode: o.productCode, diamonds: productOf(o.productCode).count };
  },
};
