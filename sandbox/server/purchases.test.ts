// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@testing/sandbox/startHarness';

const buyBag = (h: Harness, user: string, packId: number, lang = 'en') => h.call('/marketing/giftPack/buyByDiamond', { method: 'POST', user, lang, query: { packId } });

describe('gift bags and third-party top-up', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); });
  afterEach(() => h.close());

  it('only never-recharged users buy the new-user gift bag', async () => {
    const role = await h.ok('/marketing/giftPack/checkUserRole', { method: 'POST', user: '10002', query: { packId: 101 } });
    expect(role).toMatchObject({ eligible: false, neverRecharged: false });
    const refused = await buyBag(h, '10002', 101, 'fil');
    expect(refused.status).not.toBe(0);
    expect(refused.message).toBe('Ang mga user lang na hindi pa nakapag-recharge ang puwedeng bumili ng gift bag na ito.');
    const ok = await buyBag(h, '10001', 101);
    expect(ok).toMatchObject({ status: 0, message: 'Purchase successful.' });
    expect((await h.ok('/facade/wallet/get', { user: '10001' })).diamond).toBe(300 - 99);
  });

  it('one bag type per user: after one new-user bag the other cannot be bought', async () => {
    expect((await buyBag(h, '10001', 102)).status).toBe(0);
    const second = await buyBag(h, '10001', 101);
    expect(second.message).toBe('You can buy only one gift bag type.');
    expect((await h.ok('/marketing/giftPack/getByPackId', { user: '10001', query: { packId: 101 } })).eligible).toBe(false);
    expect((await h.ok('/facade/wallet/get', { user: '10001' })).diamond).toBe(300 - 299);
  });

  it('third-party top-up needs the whitelist (keyed by user id, returning urlCode)', async () => {
    expect(await h.ok('/payment/whitelist/getByUserId', { user: '10002' })).toMatchObject({ whitelisted: true, urlCode: 'WL10002' });
    expect(await h.ok('/payment/whitelist/getByUserId', { user: '10001' })).toMatchObject({ whitelisted: false, urlCode: null });
    const refused = await h.call('/payment/thirdProduct/listRechargeProduct', { user: '10001', query: { userCode: 'NOPE' } });
    expect(refused.message).toBe('Top-up through this page is not available for your account.');
    const create = await h.call('/payment/thirdOrder/create', { method: 'POST', user: '10001', body: { userCode: 'NOPE', productCode: 'TP60', payChannel: 'GCASH' } });
    expect(create.status).not.toBe(0);
  });

  it('a whitelisted url code is accepted on a fresh start, as the first call, whoever calls first', async () => {
    const list = await h.call('/payment/thirdProduct/listRechargeProduct', { user: '55555', query: { userCode: 'WL10002', country: 'MY' } });
    expect(list).toMatchObject({ status: 0, content: { userCode: 'WL10002', user: { userId: '10002' }, currency: 'MYR' } });
    await h.control({ reset: true });
    const order = await h.call('/payment/thirdOrder/create', { method: 'POST', user: '55555', body: { userCode: 'WL10002', productCode: 'TP680', payChannel: 'FPX', country: 'MY' } });
    expect(order.status).toBe(0);
  });

  it('a paid third-party order credits its diamonds and counts as a recharge', async () => {
    const before = (await h.ok('/facade/wallet/get', { user: '10002' })).diamond;
    const order = await h.ok('/payment/thirdOrder/create', { method: 'POST', body: { userCode: 'WL10002', productCode: 'TP680', payChannel: 'FPX' } });
    expect(order.payUrl).toMatch(/^\/vue\/payments\/checkout\/WL10002\?sessionId=/);
    expect((await h.ok('/payment/checkout/getBySessionId', { query: { sessionId: order.sessionId } })).status).toBe('PENDING');
    const pre = await h.ok('/payment/checkout/createPrePayment', { method: 'POST', body: { sessionId: order.sessionId } });
    expect(pre.redirectUrl).toContain('/vue/payments/checkout-result');
    const done = await h.ok('/payment/checkout/getBySessionId', { query: { sessionId: order.sessionId } });
    expect(done.status).toBe('SUCCESS');
    expect((await h.ok('/facade/wallet/get')).diamond).toBe(before + done.diamonds);
  });

  it('the products answer holds rows with a recharge product (id, count, price, clientProductId, productIdentifier) and thirdRechargeUrl', async () => {
    const products = await h.ok('/marketing/product/v2/listProduct', { query: { productType: 22 } });
    expect(products.thirdRechargeUrl).toBe('/vue/payments/WL10002');
    expect(products.rows[0].product).toEqual({ id: 1, count: 60, price: 0.99, clientProductId: 'diamond_60', productIdentifier: 'com.sandbox.diamond.60', productCode: 'TP60' });
    expect((await h.call('/marketing/product/v2/listProduct', { query: { productType: 99 } })).status).not.toBe(0);
  });

  it('water-gun products (type 30) are bubble guns, 3 per USD, not diamonds', async () => {
    const guns = await h.ok('/marketing/product/v2/listProduct', { query: { productType: 30 } });
    expect(guns.rows.map((r: { product: { count: number; price: number } }) => [r.product.price, r.product.count])).toEqual([[0.99, 3], [4.99, 15], [9.99, 30], [29.99, 90], [49.99, 150], [99.99, 300]]);
    expect(guns.rows[0].product.clientProductId).toBe('water_gun_3');
  });

  it('the role check says why not in the caller\'s language, and that a bag is already bought', async () => {
    expect(await h.ok('/marketing/giftPack/checkUserRole', { method: 'POST', user: '10002', lang: 'th', query: { packId: 101 } })).toMatchObject({ eligible: false, reasonText: 'เฉพาะผู้ใช้ที่ไม่เคยเติมเงินเท่านั้นที่ซื้อถุงของขวัญนี้ได้' });
    await buyBag(h, '10001', 101);
    expect(await h.ok('/marketing/giftPack/checkUserRole', { method: 'POST', user: '10001', query: { packId: 101 } })).toMatchObject({ eligible: false, bought: true });
  });

  it('the weekly limited offer answers this week and last week only; a recharge moves this week\'s levels', async () => {
    const week = await h.ok('/revenue/rechargeLevel/levelListV2', { user: '10001', query: { weekDate: '' } });
    expect(week.weekDate).toBe(week.currentWeekDate);
    expect(week.rows[0]).toMatchObject({ level: 1, state: 'notYet', current: 0, target: 0.99, name: 'Top up 0.99 USD' });
    expect((await h.call('/revenue/rechargeLevel/levelListV2', { user: '10001', query: { weekDate: '2020-01-06' } })).message).toBe('It is not event time.');
    expect((await h.call('/revenue/rechargeLevel/receiveProductV2', { method: 'POST', user: '10001', query: { level: 1, weekDate: '2020-01-06' } })).status).not.toBe(0);
    expect((await h.call('/revenue/rechargeLevel/receiveProductV2', { method: 'POST', user: '10001', query: { level: 1, weekDate: week.weekDate } })).message).toBe('You are not eligible for this purchase.');
    await h.control({ grant: { userId: '10001', rechargeCents: 499 } });
    const after = await h.ok('/revenue/rechargeLevel/levelListV2', { user: '10001' });
    expect(after.rows.slice(0, 3).map((r: { state: string }) => r.state)).toEqual(['ready', 'ready', 'notYet']);
    expect((await h.call('/revenue/rechargeLevel/receiveProductV2', { method: 'POST', user: '10001', query: { level: 2, weekDate: week.weekDate } })).status).toBe(0);
    expect((await h.call('/revenue/rechargeLevel/receiveProductV2', { method: 'POST', user: '10001', query: { level: 2, weekDate: week.weekDate } })).status).not.toBe(0);
    expect((await h.ok('/revenue/rechargeLevel/levelListV2', { user: '10001', query: { weekDate: week.previousWeekDate } })).weekDate).toBe(week.previousWeekDate);
  });

  it('faults: a purchase whose answer is lost is made once; buying again is refused, not charged twice', async () => {
    await expect(h.call('/marketing/giftPack/buyByDiamond', { method: 'POST', user: '10001', query: { packId: 101, sandbox_fault: 'lost:/marketing/giftPack/buyByDiamond' } })).rejects.toThrow();
    expect((await h.ok('/facade/wallet/get', { user: '10001' })).diamond).toBe(300 - 99);
    expect((await buyBag(h, '10001', 101)).status).not.toBe(0);
    expect((await h.ok('/facade/wallet/get', { user: '10001' })).diamond).toBe(300 - 99);
  });
});
