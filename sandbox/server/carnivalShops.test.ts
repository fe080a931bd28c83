// @vitest-environment node
// The Christmas carousel and the mystery mall as the sandbox holds them: candy from top-ups paying the launches,
// the first prize at the latest on the 50th launch, crafting from 3 sent gifts, the lottery batches, tokens from
// recharges, points, the once-per-user mystery package and the investment expert ranking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@testing/sandbox/startHarness';

/** The Equal Heart: the gift whose sending is the carousel's crafting material. */
const MATERIAL = 1006;
const MS_LIMIT = 'Melebihi had kuantiti pertukaran.';
interface Launch { prizes: Array<{ name: string; first: boolean }>; candy: number; pity: { count: number; within: number; left: number } }
interface Mall { points: number; tokens: number; originalPriceUsd: number; tokensFrom: string; pointsFrom: string; pointsTo: string; pointsValidTo: string; mall: Array<{ productId: number; price: number; stock?: number }> }

describe('carnival shops', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(11); });
  afterAll(() => h.close());

  const carousel = (user: string) => h.ok<Launch>('/activity/christmasCarousel/index', { user });
  const launch = (user: string, count: number, lang = 'en') => h.call<Launch>('/activity/christmasCarousel/launch', { method: 'POST', user, lang, body: { count } });
  const craft = (user: string, lang = 'en') => h.call('/activity/christmasCarousel/craft', { method: 'POST', user, lang, body: { configId: 1 } });
  const lottery = (user: string, count: number) => h.call<{ resultPrizes: Array<{ count: number }>; tickets: number }>('/activity/christmasCarousel/lottery', { method: 'POST', user, body: { count } });
  const mall = (user: string) => h.ok<Mall>('/activity/mysteryMall/index', { user });

  it('launches go 1 or 10 at a time for 10 candy each; candy comes from top-ups (10 per whole USD); short of candy nothing is charged', async () => {
    const user = '71001';
    const start = await carousel(user);
    expect(start).toMatchObject({ candy: 200, price: 10, batches: [1, 10], pity: { count: 0, within: 50, left: 50 } });
    expect((await launch(user, 5)).status).toBe(1001);
    const ten = (await launch(user, 10)).content!;
    expect(ten.prizes).toHaveLength(10);
    expect(ten.candy).toBe(100);
    await h.control({ grant: { userId: user, rechargeCents: 499 } });
    expect((await carousel(user)).candy).toBe(140);
    for (let i = 0; i < 14; i += 1) expect((await launch(user, 1)).status).toBe(0);
    const short = await launch(user, 1, 'th');
    expect(short.message).toBe('ลูกอมไม่พอ กรุณาซื้อเพิ่ม');
    expect((await carousel(user)).candy).toBe(0);
  });

  it('the first prize comes at the latest on the 50th launch since the last one, and the counter starts again', async () => {
    const user = '10003';
    expect((await carousel(user)).pity).toEqual({ count: 45, within: 50, left: 5 });
    const { prizes, pity } = (await launch(user, 10)).content!;
    const firstAt = prizes.findIndex((p) => p.first);
    expect(firstAt).toBeGreaterThanOrEqual(0);
    expect(firstAt).toBeLessThan(5);
    expect(pity.count).toBe(9 - prizes.map((p) => p.first).lastIndexOf(true));
    // 60 more launches: the launches since the last first prize never reach 50, and the counter says how many.
    await h.control({ grant: { userId: user, rechargeCents: 100_000 } });
    let since = pity.count;
    for (let i = 0; i < 6; i += 1) {
      const run = (await launch(user, 10)).content!;
      for (const p of run.prizes) {
        since = p.first ? 0 : since + 1;
        expect(since).toBeLessThan(50);
      }
      expect(run.pity).toEqual({ count: since, within: 50, left: 50 - since });
    }
  });

  it('crafting needs 3 sent gifts ("insufficient materials for craft"); each craft is a lottery ticket; the lottery draws 1, 10 or 50', async () => {
    const user = '71002';
    expect((await craft(user)).message).toBe('Insufficient materials for crafting.');
    await h.control({ sendGift: { userId: user, giftId: MATERIAL, count: 2 } });
    const refused = await craft(user, 'vi');
    expect(refused).toMatchObject({ status: 2002, message: 'Không đủ nguyên liệu để chế tạo.' });
    await h.control({ sendGift: { userId: user, giftId: MATERIAL } });
    expect((await h.ok<{ list: Array<{ composable: boolean; materials: Array<{ owned: number; count: number }> }> }>('/activity/christmasCarousel/craft', { user })).list[0]).toMatchObject({ composable: true, materials: [{ owned: 3, count: 3 }] });
    expect((await craft(user)).status).toBe(0);
    expect((await craft(user)).status).toBe(2002);
    expect((await lottery(user, 10)).message).toBe('Not enough lottery tickets, craft more.');
    expect((await lottery(user, 5)).status).toBe(1001);
    const one = (await lottery(user, 1)).content!;
    expect(one.tickets).toBe(0);
    await h.control({ sendGift: { userId: user, giftId: MATERIAL, count: 150 } });
    for (let i = 0; i < 50; i += 1) await craft(user);
    const fifty = (await lottery(user, 50)).content!;
    expect(fifty.resultPrizes.reduce((n, p) => n + p.count, 0)).toBe(50);
    expect(fifty.tickets).toBe(0);
  });

  it('the mystery mall: 1 token per USD, points of 2023 valid to December 31, the 120 USD mystery package once; spending ranks the user', async () => {
    const user = '71003';
    await h.control({ grant: { userId: user, rechargeCents: 30_000 } });
    const before = await mall(user);
    expect(before).toMatchObject({ originalPriceUsd: 120, tokensFrom: '2023-12-01', pointsFrom: '2023-01-01', pointsTo: '2023-11-30', pointsValidTo: '2023-12-31' });
    await h.control({ grant: { userId: user, rechargeCents: 1_000 } });
    expect((await mall(user)).tokens).toBe(before.tokens + 10);
    const buy = (productId: number, lang = 'en') => h.call('/activity/mysteryMall/buy', { method: 'POST', user, lang, body: { productId } });
    expect((await buy(23)).status).toBe(0);
    expect(await buy(23, 'ms')).toMatchObject({ status: 2004, message: MS_LIMIT });
    const after = await mall(user);
    expect(after.tokens).toBe(before.tokens + 10 - 99);
    expect(after.mall.find((p) => p.productId === 23)?.stock).toBe(0);
    const ranking = await h.ok<{ list: Array<{ userId: string; tokens: number }>; userRankNumber: { diamond: number } }>('/activity/mysteryMall/ranking', { user });
    expect(ranking.userRankNumber.diamond).toBe(99);
    expect(ranking.list.length).toBe(20);
    const poor = '10007';
    expect((await h.call('/activity/mysteryMall/buy', { method: 'POST', user: poor, body: { productId: 22 } })).message).toBe('Not enough tokens, please top up.');
    const thanks = (u: string, productId: number) => h.call('/activity/mysteryMall/exchangeThanks', { method: 'POST', user: u, body: { productId } });
    expect((await thanks(user, 11)).status).toBe(0);
    expect((await mall(user)).points).toBe(before.points - 50);
    expect((await thanks(poor, 13)).status).toBe(2002);
  });
});
