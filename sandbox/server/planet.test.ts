// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, T0, type Harness } from '@testing/sandbox/startHarness';

const at = (iso: string) => Date.parse(iso);
const draw = (h: Harness, user: string, drawNum: number) => h.call('/activity/spark/draw', { method: 'POST', user, body: { actConfigId: 701, drawNum } });
const stardust = async (h: Harness, user: string): Promise<number> => (await h.ok('/activity/sparkWish/index', { user })).stardust;

describe('Planet Project in the sandbox: stardust, its cycle, the mall, the idol', () => {
  let h: Harness;
  const started = startHarness(23).then((x) => (h = x));
  beforeEach(async () => {
    await started;
    h.setTime(T0);
  });
  afterAll(() => h.close());

  it('every spark lit earns 10 stardust, in the draw answer, the index and the mall', async () => {
    await h.control({ grant: { userId: '42001', sparks: 11 } });
    expect(await stardust(h, '42001')).toBe(0);
    const ten = await draw(h, '42001', 10);
    expect(ten.status).toBe(0);
    expect((ten.content as { stardust: number }).stardust).toBe(100);
    expect((await draw(h, '42001', 1)).status).toBe(0);
    expect(await stardust(h, '42001')).toBe(110);
    expect((await h.ok('/activity/sparkWish/getExchangeProducts', { user: '42001' })).stardust).toBe(110);
    const records = await h.ok('/activity/sparkWish/pageUserWishRecord', { user: '42001' });
    expect(records.rows.map((r: { amount: number }) => r.amount)).toEqual([10, 100]);
  });

  it('the cycle runs from the 20th to 22:59 on the 19th; its stardust is cleared then and gathering restarts on the 20th', async () => {
    h.setTime(at('2026-12-19T22:00:00+08:00'));
    await h.control({ grant: { userId: '42002', sparks: 3 } });
    expect((await draw(h, '42002', 1)).status).toBe(0);
    const index = await h.ok('/activity/sparkWish/index', { user: '42002' });
    expect(index).toMatchObject({ stardust: 10, start: '2026-11-20T00:00:00+08:00', stardustExpireAt: '2026-12-19T22:59:00+08:00' });
    h.setTime(at('2026-12-19T22:59:00+08:00'));
    expect(await stardust(h, '42002')).toBe(0);
    const refused = await h.call('/activity/sparkWish/exchangeProduct', { method: 'POST', user: '42002', body: { productId: 803 } });
    expect(refused.message).toBe('It is not event time.');
    h.setTime(at('2026-12-20T00:00:00+08:00'));
    expect(await stardust(h, '42002')).toBe(0);
    expect((await draw(h, '42002', 1)).status).toBe(0);
    const next = await h.ok('/activity/sparkWish/index', { user: '42002' });
    expect(next).toMatchObject({ stardust: 10, start: '2026-12-20T00:00:00+08:00', stardustExpireAt: '2027-01-19T22:59:00+08:00' });
    const records = await h.ok('/activity/sparkWish/pageUserWishRecord', { user: '42002' });
    expect(records.rows.map((r: { name: string; amount: number }) => [r.name, r.amount])).toEqual([['Lighten Sparks', 10], ['Stardust cleared', -10], ['Lighten Sparks', 10]]);
  });

  it('the stardust mall: an exchange spends the price once, counts against the per-cycle limit; short stardust is refused in the caller\'s language', async () => {
    const before = await h.ok('/activity/sparkWish/getExchangeProducts', { user: '10002' });
    expect(before.stardust).toBe(300);
    const cheap = before.products.find((p: { price: number }) => p.price <= 300);
    const got = await h.ok('/activity/sparkWish/exchangeProduct', { method: 'POST', user: '10002', body: { productId: cheap.productId, count: 1 } });
    expect(got.stardust).toBe(300 - cheap.price);
    const after = await h.ok('/activity/sparkWish/getExchangeProducts', { user: '10002' });
    expect(after.products.find((p: { productId: number }) => p.productId === cheap.productId).stock).toBe(cheap.stock - 1);
    const frame = after.products.find((p: { price: number }) => p.price > after.stardust);
    const poor = await h.call('/activity/sparkWish/exchangeProduct', { method: 'POST', user: '10002', lang: 'th', body: { productId: frame.productId } });
    expect(poor.status).toBe(2002);
    expect(poor.message).toBe('ละอองดาวไม่พอ จุด Spark เพื่อรับละอองดาว 10 ต่อครั้ง');
    expect(await stardust(h, '10002')).toBe(300 - cheap.price);
  });

  it('seeded: 10002 can draw, 10007 cannot (no sparks, nothing credited)', async () => {
    expect((await draw(h, '10002', 1)).status).toBe(0);
    const refused = await draw(h, '10007', 1);
    expect(refused.message).toBe('Not enough Sparks, please buy more.');
    expect(await stardust(h, '10007')).toBe(0);
  });

  it('10004, last period\'s idol, receives the spokesman gift pack once; anyone else is refused in every language', async () => {
    const pack = await h.ok('/activity/sparkWish/getSpokesGiftPack', { user: '10004' });
    expect(pack).toMatchObject({ eligible: true, received: false, title: 'Idol of the Planet', badge: { validityDays: 30 } });
    const first = await h.call('/activity/sparkWish/receiveSpGiftPack', { method: 'POST', user: '10004', query: { preActConfigId: pack.preActConfigId } });
    expect(first).toMatchObject({ status: 0, message: 'Reward received, it will be sent to your account.' });
    const again = await h.call('/activity/sparkWish/receiveSpGiftPack', { method: 'POST', user: '10004', query: { preActConfigId: pack.preActConfigId } });
    expect(again.message).toBe('Reward already received.');
    expect((await h.ok('/activity/sparkWish/getSpokesGiftPack', { user: '10004' })).received).toBe(true);
    const refusals = await Promise.all(['en', 'ms', 'th', 'fil', 'vi'].map((lang) => h.call('/activity/sparkWish/receiveSpGiftPack', { method: 'POST', user: '10002', lang, query: { preActConfigId: pack.preActConfigId } })));
    expect(refusals.map((r) => r.message)).toEqual([
      'Only the idol of the last period can receive this.',
      'Hanya idola tempoh lepas boleh menerima ini.',
      'เฉพาะไอดอลของรอบที่แล้วเท่านั้นที่รับได้',
      'Ang idol lang ng nakaraang period ang puwedeng tumanggap nito.',
      'Chỉ thần tượng của kỳ trước mới nhận được.',
    ]);
    expect((await h.ok('/activity/sparkWish/getSpokesGiftPack', { user: '10002' })).received).toBe(false);
  });

  it('idol-only stardust tasks: the idol sees and receives them, others neither see nor receive them', async () => {
    const idol = await h.ok('/activity/sparkWish/index', { user: '10004' });
    const task = idol.tasks.find((t: { idolOnly: boolean }) => t.idolOnly);
    expect(task.state).toBe('done');
    const before = idol.stardust;
    expect((await h.ok('/activity/sparkWish/receiveTaskReward', { method: 'POST', user: '10004', body: { taskId: task.taskId } })).stardust).toBe(before + 50);
    const fan = await h.ok('/activity/sparkWish/index', { user: '10003' });
    expect(fan.tasks.some((t: { idolOnly: boolean }) => t.idolOnly)).toBe(false);
    const refused = await h.call('/activity/sparkWish/receiveTaskReward', { method: 'POST', user: '10003', body: { taskId: task.taskId } });
    expect(refused.message).toBe('Only the idol of the last period can receive this.');
  });

  it('the planet ranking lists this period\'s lighters with the user\'s own place once they lit', async () => {
    await h.control({ grant: { userId: '42003', sparks: 10 } });
    expect((await h.ok('/activity/sparkWish/rankIndex', { user: '42003' })).own.orderNumber).toBe(0);
    await draw(h, '42003', 10);
    const r = await h.ok('/activity/sparkWish/rankIndex', { user: '42003' });
    expect(r.own).toMatchObject({ value: 10 });
    expect(r.list[r.own.orderNumber - 1]).toMatchObject({ userId: '42003', value: 10 });
  });
});
