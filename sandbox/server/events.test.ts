// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@testing/sandbox/startHarness';

const cipher = (h: Harness, user: string, code: string, lang = 'en') => h.call('/activity/happy-independence-day/cipher', { method: 'POST', user, lang, body: { code } });

describe('event rules', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); });
  afterEach(() => h.close());

  it('the independence day secret code is required, must be right, and is claimed once per ID', async () => {
    expect((await cipher(h, '10002', '')).message).toBe('Please enter secret code');
    expect((await cipher(h, '10002', 'WRONG', 'vi')).message).toBe('Mã không đúng, vui lòng nhập lại');
    expect((await cipher(h, '10002', 'merdeka67')).status).toBe(0);
    expect((await cipher(h, '10002', 'MERDEKA67', 'ms')).message).toBe('ID ini sudah menuntut.');
    expect((await cipher(h, '10003', 'MERDEKA67')).status).toBe(0);
    expect((await h.ok('/activity/happy-independence-day/index', { user: '10002' })).cipherClaimed).toBe(true);
  });

  it('an independence day special sells up to its limit per ID, charged once each; the page reads what is left', async () => {
    await h.control({ grant: { userId: '10003', diamond: 5_000 } });
    const buy = (lang = 'en') => h.call('/activity/happy-independence-day/buy', { method: 'POST', user: '10003', lang, body: { productId: 2 } });
    const crown = async () => ((await h.ok('/activity/happy-independence-day/index', { user: '10003' })) as { products: Array<{ productId: number; name: string; stock: number; price: number }>; diamond: number });
    const first = await crown();
    expect(first.products.find((p) => p.productId === 2)).toMatchObject({ name: 'Crown', price: 699, stock: 1 });
    expect((await buy()).status).toBe(0);
    expect((await buy('ms')).message).toBe('Item telah habis dijual.');
    const after = await crown();
    expect(after.products.find((p) => p.productId === 2)?.stock).toBe(0);
    expect(after.diamond).toBe(first.diamond - 699);
  });

  it('event calls after the event window answer "Event has ended" in the caller\'s language', async () => {
    await h.ok('/activity/happy-independence-day/index');
    await h.control({ advanceMs: 12 * 86_400_000 });
    expect((await cipher(h, '10004', 'MERDEKA67', 'ms')).message).toBe('Event telah tamat');
    expect((await h.call('/activity/valentineday/signIn', { method: 'POST' })).message).toBe('Event has ended.');
  });

  it('the couple shop needs a CP and sells one product per user', async () => {
    expect((await h.call('/activity/valentineday/buyDiscountProduct', { method: 'POST', user: '10001', body: { productId: 1 } })).message).toBe('Please find your CP first');
    expect((await h.call('/activity/valentineday/buyDiscountProduct', { method: 'POST', user: '10005', body: { productId: 1 } })).status).toBe(0);
    expect((await h.call('/activity/valentineday/buyDiscountProduct', { method: 'POST', user: '10005', body: { productId: 2 } })).status).not.toBe(0);
  });

  it('composition needs enough materials', async () => {
    await h.ok('/marketing/giftCompose/compose', { method: 'POST', body: { configId: 1 } });
    const again = await h.call('/marketing/giftCompose/compose', { method: 'POST', body: { configId: 1 } });
    expect(again.message).toBe('Gift material not enough: Lollipop (1/3).');
    expect((await h.call('/marketing/giftCompose/compose', { method: 'POST', lang: 'th', body: { configId: 1 } })).message).toBe('วัตถุดิบของขวัญไม่พอ: อมยิ้ม (1/3)');
    expect((await h.call('/marketing/giftCompose/compose', { method: 'POST', body: { configId: 3 } })).message).toBe('Insufficient materials for crafting.');
  });

  it('Christmas 2024: 1 USD = 1 point, points expire at the end of the 15th day after the event, one mystery bag and one discount per user', async () => {
    const mall = await h.ok('/activity/scoreMall/index', { user: '10005' });
    expect(mall).toMatchObject({ points: 49, discount: null });
    expect(mall.pointsExpireAt).toMatch(/T23:59:59\+08:00$/);
    const kept = (Date.parse(mall.pointsExpireAt) - mall.end) / 86_400_000;
    expect(kept).toBeGreaterThan(15);
    expect(kept).toBeLessThan(16);
    const mystery = mall.products.find((p: { kind: string }) => p.kind === 'mystery');
    expect(mystery).toMatchObject({ name: 'Mystery Bag', gift: null, stock: 1 });
    expect((await h.call('/activity/scoreMall/buy', { method: 'POST', user: '10005', body: { productId: mystery.productId } })).message).toBe('Not enough points, please do the daily tasks.');
    expect((await h.call('/activity/scoreMall/buy', { method: 'POST', user: '10002', body: { productId: mystery.productId } })).status).toBe(0);
    expect((await h.call('/activity/scoreMall/buy', { method: 'POST', user: '10002', lang: 'vi', body: { productId: mystery.productId } })).message).toBe('Vượt quá giới hạn số lượng đổi.');
    expect((await h.ok('/activity/scoreMall/index', { user: '10002' })).products.find((p: { kind: string }) => p.kind === 'mystery').stock).toBe(0);
    expect((await h.call('/activity/scoreMall/buyDiscountProduct', { method: 'POST', user: '10002' })).message).toBe('You are not eligible for this purchase.');
    const drawn = await h.ok('/activity/scoreMall/drawSuperGiftDiscount', { method: 'POST', user: '10002' });
    expect((await h.call('/activity/scoreMall/drawSuperGiftDiscount', { method: 'POST', user: '10002' })).status).not.toBe(0);
    const before = (await h.ok('/facade/wallet/get', { user: '10002' })).diamond;
    expect((await h.call('/activity/scoreMall/buyDiscountProduct', { method: 'POST', user: '10002' })).status).toBe(0);
    expect((await h.call('/activity/scoreMall/buyDiscountProduct', { method: 'POST', user: '10002' })).status).not.toBe(0);
    expect((await h.ok('/facade/wallet/get', { user: '10002' })).diamond).toBe(before - drawn.price);
    expect((await h.ok('/activity/scoreMall/index', { user: '10002' })).discountPrice).toBe(drawn.price);
  });
});
