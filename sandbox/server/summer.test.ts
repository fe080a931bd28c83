// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@testing/sandbox/startHarness';

const compose = (h: Harness, fragments: number[] | undefined, mode = 'gun', lang = 'en', user = '10002') =>
  h.call('/activity/summer-specials-mall/debrisComposeReward', { method: 'POST', user, lang, body: { mode, ...(fragments ? { fragments } : {}) } });
const exchange = (h: Harness, productId: number, user = '10002', lang = 'en') =>
  h.call('/activity/summer-specials-mall/exchange', { method: 'POST', user, lang, body: { productId } });
const index = (h: Harness, user = '10002') => h.ok('/activity/summer-specials-mall/index', { user });
const fragmentsOf = async (h: Harness, user = '10002') =>
  Object.fromEntries(((await index(h, user)).fragments as Array<{ giftId: number; count: number }>).map((f) => [f.giftId, f.count]));

describe('summer specials', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); });
  afterEach(() => h.close());

  it('3 bubble guns per 1 USD recharged', async () => {
    expect((await index(h, '10001')).bubbleGuns).toBe(0);
    await h.control({ grant: { userId: '10001', rechargeCents: 499 } });
    expect((await index(h, '10001')).bubbleGuns).toBe(12);
  });

  it('exactly three fragments of the same gift exchange for one bubble gun', async () => {
    const before = (await index(h)).bubbleGuns;
    const ok = await compose(h, [1005, 1005, 1005]);
    expect(ok).toMatchObject({ status: 0, message: 'Received successfully.' });
    expect((await index(h)).bubbleGuns).toBe(before + 1);
    expect((await fragmentsOf(h))[1005]).toBe(1);
  });

  it('none chosen, two, four or mixed fragments are refused with the message in the user language, and nothing is spent', async () => {
    expect((await compose(h, [])).message).toBe('Please choose a fragment first.');
    expect((await compose(h, undefined, 'gun', 'th')).message).toBe('กรุณาเลือกชิ้นส่วนก่อน');
    expect((await compose(h, [1008, 1008])).message).toBe('Exactly three fragments of the same gift exchange for a Bubble Gun.');
    expect((await compose(h, [1005, 1005, 1007], 'gun', 'ms')).message).toBe('Tepat tiga serpihan hadiah yang sama boleh ditukar dengan satu Pistol Buih.');
    expect((await compose(h, [1005, 1005, 1005, 1005], 'gun', 'fil')).message).toBe('Eksaktong tatlong fragment ng iisang regalo ang maipapalit sa isang Bubble Gun.');
    expect((await compose(h, [1007, 1007, 1007], 'puzzle', 'vi')).message).toBe('Bốn mảnh ghép của cùng một món quà hoàn thành một bức ghép hình.');
    expect(await fragmentsOf(h)).toEqual({ 1005: 4, 1007: 3, 1008: 2 });
  });

  it('four fragments of the same gift complete its puzzle; fragments the user lacks are refused', async () => {
    expect(await compose(h, [1005, 1005, 1005, 1005], 'puzzle')).toMatchObject({ status: 0, content: { puzzle: { id: 1005 } } });
    expect((await compose(h, [1007, 1007, 1007, 1007], 'puzzle')).message).toBe('Insufficient materials for crafting.');
    expect(await fragmentsOf(h)).toEqual({ 1005: 0, 1007: 3, 1008: 2 });
  });

  it('the mall refuses not enough bubble guns, sold out, over the limit and not eligible, in the user language', async () => {
    const poor = await exchange(h, 1, '10001', 'ms');
    expect(poor.message).toBe('Pistol Buih tidak mencukupi, sila tambah nilai atau tukar serpihan.');
    expect((await exchange(h, 3, '10001')).message).toBe('You are not eligible for this purchase.');
    expect((await exchange(h, 4, '10002', 'th')).message).toBe('สินค้าขายหมดแล้ว');
    const before = (await index(h)).bubbleGuns;
    expect((await exchange(h, 2)).status).toBe(0);
    expect((await exchange(h, 2)).status).toBe(0);
    expect((await exchange(h, 2, '10002', 'vi')).message).toBe('Vượt quá giới hạn số lượng đổi.');
    const after = await index(h);
    expect(after.bubbleGuns).toBe(before - 18);
    expect(after.products.find((p: { productId: number }) => p.productId === 2).stock).toBe(0);
  });

  it('outside the event window every action is "not event time"; the poster reward is received once', async () => {
    await index(h);
    expect((await h.call('/activity/summer-specials-mall-poster/receiveReward', { method: 'POST' })).status).toBe(0);
    expect((await h.call('/activity/summer-specials-mall-poster/receiveReward', { method: 'POST' })).message).toBe('Reward already received.');
    await h.control({ advanceMs: 12 * 86_400_000 });
    expect((await compose(h, [1005, 1005, 1005])).message).toBe('It is not event time.');
    expect((await exchange(h, 1, '10002', 'fil')).status).not.toBe(0);
    expect((await h.call('/activity/summer-specials-mall/bag/use', { method: 'POST', body: { type: 2, count: 1 } })).message).toBe('It is not event time.');
  });

  it('a shard used from the bag becomes a fragment and is recorded', async () => {
    const before = Object.values(await fragmentsOf(h)).reduce((a, b) => a + b, 0);
    expect((await h.call('/activity/summer-specials-mall/bag/use', { method: 'POST', body: { type: 2, count: 2 } })).status).toBe(0);
    expect(Object.values(await fragmentsOf(h)).reduce((a, b) => a + b, 0)).toBe(before + 2);
    const records = await h.ok('/activity/summer-specials-mall/bag/recordList');
    expect(records.rows[0]).toMatchObject({ name: 'Shard', count: 2 });
  });
});
