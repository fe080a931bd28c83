/**
 * The answers of the third-party top-up calls read into the shapes the
 * pages use, so that no answer can break a page. The answer as a whole must
 * be what the call returns (a list of countries, an object with `rows`...):
 * otherwise the read fails with an ApiError of kind 'empty' and the page
 * shows its error state with Retry. Within it, an entry that cannot be used
 * (a country without a code, a product without a code, count or price) is
 * left out, a missing list of methods of payment is an empty one, and an
 * optional field of another type is dropped. Readers never throw anything
 * but that ApiError.
 */
import * as z from 'zod/mini';
import { ApiError, EMPTY_RESPONSE_CODE } from '@engine/http/ApiError';
import type { CountryPayTypes, PaymentParamInfo, PayType, RechargeProducts, SessionResult, ThirdProduct } from './paymentTypes';

/** The read of an answer that is not what the call returns: the page says so and offers Retry. */
export function unreadableAnswer(path: string, answer: unknown): ApiError {
  return new ApiError(EMPTY_RESPONSE_CODE, `unreadable answer of ${path}`, { kind: 'empty', response: answer });
}

// Built on first use: the top-up pages are the only readers.
let built: ReturnType<typeof build> | undefined;
function build() {
  const code = z.string().check(z.minLength(1));
  const optText = z.catch(z.optional(z.string()), undefined);
  const num = z.pipe(z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]), z.transform(Number));
  const optNum = z.catch(z.optional(num), undefined);
  const list = z.catch(z.array(z.unknown()), []);
  const payType = z.object({ payChannel: code, name: optText });
  const country = z.object({ country: code, name: optText, currency: optText, payTypes: list });
  const product = z.object({ productCode: code, count: num, price: num, localPrice: optNum, clientProductId: optText, productIdentifier: optText });
  const user = z.catch(z.optional(z.object({ userId: optText, name: optText, icon: optText })), undefined);
  const products = z.object({ userCode: optText, user, currency: optText, rows: z.array(z.unknown()) });
  const paramInfo = z.object({
    sessionId: optText, orderNo: optText, userCode: optText, payChannel: optText, country: optText, status: optText,
    product: z.catch(z.optional(product), undefined), amount: optNum, currency: optText,
  });
  const session = z.object({ sessionId: optText, orderNo: optText, status: code, diamonds: optNum });
  return { payType, country, product, products, paramInfo, session };
}
const schemas = () => (built ??= build());

/** Drops the keys whose value is undefined (the page types use optional fields, not undefined ones). */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function payTypesOf(raw: unknown[]): PayType[] {
  const out: PayType[] = [];
  for (const item of raw) {
    const p = schemas().payType.safeParse(item);
    if (p.success && !out.some((o) => o.payChannel === p.data.payChannel)) out.push({ payChannel: p.data.payChannel, name: p.data.name ?? p.data.payChannel });
  }
  return out;
}

function productOf(item: unknown): ThirdProduct | undefined {
  const p = schemas().product.safeParse(item);
  return p.success ? defined(p.data) : undefined;
}

export const COUNTRIES_PATH = '/payment/countryPaymentType/list';
export const RECHARGE_PRODUCTS_PATH = '/payment/thirdProduct/listRechargeProduct';
export const PRODUCT_PATH = '/payment/thirdProduct/getByCode';
export const PAYMENT_PARAM_INFO_PATH = '/payment/checkout/getPaymentParamInfo';
export const SESSION_RESULT_PATH = '/payment/checkout/getBySessionId';

/** Countries and their methods of payment: a list, or the read fails. */
export function readCountries(answer: unknown): CountryPayTypes[] {
  if (!Array.isArray(answer)) throw unreadableAnswer(COUNTRIES_PATH, answer);
  const out: CountryPayTypes[] = [];
  const seen = new Set<string>();
  for (const item of answer) {
    const c = schemas().country.safeParse(item);
    if (!c.success || seen.has(c.data.country)) continue;
    seen.add(c.data.country);
    out.push(defined({ country: c.data.country, name: c.data.name ?? c.data.country, currency: c.data.currency, payTypes: payTypesOf(c.data.payTypes) }));
  }
  return out;
}

/** The top-up items of an account: an object with `rows`, or the read fails. */
export function readRechargeProducts(answer: unknown): RechargeProducts {
  const p = schemas().products.safeParse(answer);
  if (!p.success) throw unreadableAnswer(RECHARGE_PRODUCTS_PATH, answer);
  const rows: ThirdProduct[] = [];
  const seen = new Set<string>();
  for (const item of p.data.rows) {
    const row = productOf(item);
    if (row && !seen.has(row.productCode)) {
      seen.add(row.productCode);
      rows.push(row);
    }
  }
  const user = p.data.user ? defined(p.data.user) : undefined;
  return defined({ userCode: p.data.userCode, user, currency: p.data.currency, rows });
}

/** One top-up item: it needs its code, count and price, or the read fails. */
export function readProduct(answer: unknown): ThirdProduct {
  const product = productOf(answer);
  if (!product) throw unreadableAnswer(PRODUCT_PATH, answer);
  return product;
}

/** A checkout's order: an object (its fields optional), or the read fails. */
export function readPaymentParamInfo(answer: unknown): PaymentParamInfo {
  const p = schemas().paramInfo.safeParse(answer);
  if (!p.success) throw unreadableAnswer(PAYMENT_PARAM_INFO_PATH, answer);
  return defined({ ...p.data, sessionId: p.data.sessionId ?? '' });
}

/** A checkout's result: it needs a status, or the read fails (the page never guesses one). */
export function readSessionResult(answer: unknown): SessionResult {
  const p = schemas().session.safeParse(answer);
  if (!p.success) throw unreadableAnswer(SESSION_RESULT_PATH, answer);
  return defined({ ...p.data, sessionId: p.data.sessionId ?? '' });
}
