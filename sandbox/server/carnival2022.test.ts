// @vitest-environment node
// The 2022 carnival as the sandbox holds it: carnival points from top-ups (1 USD = 10 rich value = 1 point), the
// top-50 ranking refreshed every 5 minutes, the sign-in, protect planet's HP shown 5 s late and its monster changing
// every 24 hours, the Christmas tree's 80 EXP lights with gifts sure at the 4th, 8th and 15th and its pieces claimed
// on 31 December, the Christmas lottery's paid draws, and cave mining's pickaxes (1 USD = 1) and ores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@testing/sandbox/startHarness';

const MINUTE = 60_000;

describe('carnival 2022', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(22); });
  afterAll(() => h.close());

  const post = (path: string, user: string, body: unknown = {}, lang = 'en', referer?: string) => h.call(path, { method: 'POST', user, lang, body, ...(referer ? { referer } : {}) });

  it('a top-up of 7,000 USD is 70,000 rich value and 7,000 carnival points; the ranking shows the top 50 and takes them in at its next 5-minute refresh', async () => {
    const user = '72001';
    expect(await h.ok('/activity/carnival2022/points', { user })).toMatchObject({ points: 0, richValue: 0, richPerUsd: 10, pointsPerUsd: 1 });
    const before = await h.ok('/activity/carnival2022/ranking', { user });
    expect(before.list).toHaveLength(50);
    expect(before.top).toBe(50);
    await h.control({ grant: { userId: user, rechargeCents: 700_000 } });
    expect(await h.ok('/activity/carnival2022/points', { user })).toMatchObject({ usd: 7000, richValue: 70_000, points: 7000 });
    const same = await h.ok('/activity/carnival2022/ranking', { user });
    expect(same.list).toEqual(before.list);
    expect(same.userRankNumber.orderNumber).toBe(0);
    h.setTime(Date.parse(before.nextRefreshAt));
    const after = await h.ok('/activity/carnival2022/ranking', { user });
    expect(after.list).toHaveLength(50);
    expect(after.list.find((r: { userId: string }) => r.userId === user)).toMatchObject({ value: 7000 });
    expect(after.userRankNumber.orderNumber).toBeGreaterThan(0);
    expect(Date.parse(after.nextRefreshAt) - Date.parse(after.refreshedAt)).toBe(5 * MINUTE);
  });

  it('signs in once a day: sign in, then signed in', async () => {
    const user = '72002';
    const start = await h.ok('/activity/carnival2022/signIn', { user });
    expect(start.days).toHaveLength(7);
    expect(start.signedToday).toBe(false);
    expect((await post('/activity/carnival2022/signIn', user)).status).toBe(0);
    const signed = await h.ok('/activity/carnival2022/signIn', { user });
    expect(signed.signedToday).toBe(true);
    expect(signed.days[signed.today - 1].signed).toBe(true);
    expect(await post('/activity/carnival2022/signIn', user, {}, 'ms')).toMatchObject({ status: 2004 });
  });

  it("protect planet: an attack's damage shows in the HP about 5 s later; 5 attacks a day; a new monster every 24 hours", async () => {
    const user = '72003';
    const start = await h.ok('/activity/protectPlanet/index', { user });
    const hit = (await post('/activity/protectPlanet/attack', user)).content;
    expect(hit.damage).toBeGreaterThan(0);
    expect((await h.ok('/activity/protectPlanet/index', { user })).monster.hp).toBe(start.monster.hp);
    h.advance(4_000);
    expect((await h.ok('/activity/protectPlanet/index', { user })).monster.hp).toBe(start.monster.hp);
    h.advance(1_000);
    const later = await h.ok('/activity/protectPlanet/index', { user });
    expect(later.monster.hp).toBe(start.monster.hp - hit.damage);
    expect(later).toMatchObject({ hpDelayMs: 5000, myDamage: hit.damage, attacksLeft: 4 });
    for (let i = 0; i < 4; i += 1) expect((await post('/activity/protectPlanet/attack', user)).status).toBe(0);
    expect(await post('/activity/protectPlanet/attack', user, {}, 'th')).toMatchObject({ status: 2004, message: 'วันนี้โจมตีครบแล้ว กลับมาใหม่พรุ่งนี้' });
    h.setTime(Date.parse(later.monster.changesAt) + 10_000);
    const next = await h.ok('/activity/protectPlanet/index', { user });
    expect(next.monster.id).toBe(later.monster.id + 1);
    expect(next.monster.name).not.toBe(later.monster.name);
    expect(next).toMatchObject({ attacksLeft: 5, myDamage: 0, monster: { hp: 1_000_000 } });
  });

  it('the Christmas tree: 80 EXP a light, a guaranteed gift at the 4th, 8th and 15th light; short of EXP nothing is used', async () => {
    const user = '72004';
    await h.control({ grant: { userId: user, treeExp: 80 * 15 - 160 } });
    const guaranteed: number[] = [];
    for (let n = 1; n <= 15; n += 1) {
      const lit = (await post('/activity/christmasTree/light', user)).content;
      expect(lit.light).toBe(n);
      if (lit.prize.guaranteed) guaranteed.push(n);
    }
    expect(guaranteed).toEqual([4, 8, 15]);
    const after = await h.ok('/activity/christmasTree/index', { user });
    expect(after).toMatchObject({ exp: 0, lights: 15, pieces: 15, nextGuaranteed: null });
    expect(await post('/activity/christmasTree/light', user, {}, 'fil')).toMatchObject({ status: 2002, message: 'Kulang ang EXP: 80 EXP ang pang-ilaw ng puno nang isang beses.' });
    await h.control({ grant: { userId: user, treeExp: 79 } });
    expect((await post('/activity/christmasTree/light', user)).status).toBe(2002);
    expect((await h.ok('/activity/christmasTree/index', { user })).exp).toBe(79);
  });

  it('tree pieces are claimed on 31 December only (the page instant counts), once', async () => {
    const user = '72005';
    expect((await post('/activity/christmasTree/light', user)).status).toBe(0);
    const dec30 = 'http://sandbox.test/vue/act/christmas-tree-2022?at=2026-12-30T12:00:00%2B08:00';
    const dec31 = 'http://sandbox.test/vue/act/christmas-tree-2022?at=2026-12-31T12:00:00%2B08:00';
    expect(await post('/activity/christmasTree/claimPieces', user, {}, 'en', dec30)).toMatchObject({ status: 2005, message: 'Tree pieces can be claimed on 31 December.' });
    expect((await h.call('/activity/christmasTree/index', { user, referer: dec31 })).content).toMatchObject({ claimable: true, claimDay: '2026-12-31' });
    expect(await post('/activity/christmasTree/claimPieces', user, {}, 'en', dec31)).toMatchObject({ status: 0, content: { claimed: 1, piecesClaimed: true } });
    expect((await post('/activity/christmasTree/claimPieces', user, {}, 'en', dec31)).status).toBe(2004);
  });

  it('the Christmas lottery draws only what was bought (0.99 USD a draw, 9.9 USD for ten), 1 or 10 at a time', async () => {
    const user = '72006';
    const start = await h.ok('/activity/christmasLottery/index', { user });
    expect(start.offers).toEqual([expect.objectContaining({ count: 1, priceUsd: 0.99 }), expect.objectContaining({ count: 10, priceUsd: 9.9 })]);
    expect(await post('/activity/christmasLottery/draw', user, { count: 1 })).toMatchObject({ status: 2002, message: 'No paid draws left: buy a draw (0.99 USD) or ten (9.9 USD).' });
    await h.control({ grant: { userId: user, lotteryDraws: 10 } });
    const ten = (await post('/activity/christmasLottery/draw', user, { count: 10 })).content;
    expect(ten.prizes).toHaveLength(10);
    expect(ten.draws).toBe(0);
    const records = await h.ok('/activity/christmasLottery/records', { user, query: { pageNum: 2, pageSize: 4 } });
    expect(records).toMatchObject({ total: 10, pageNum: 2, hasMore: true });
    expect(records.list).toEqual(ten.prizes.slice(0, 4).map(() => expect.objectContaining({ count: 1, time: expect.stringMatching(/^\d{4}-/) })));
    expect((await post('/activity/christmasLottery/draw', user, { count: 5 })).status).toBe(1001);
  });

  it('cave mining: 1 USD = 1 pickaxe; each dig uses one and gives an ore; short of pickaxes nothing is used and the message offers a top-up', async () => {
    const user = '72007';
    expect(await h.ok('/activity/caveMining/index', { user })).toMatchObject({ pickaxes: 3, pickaxesPerUsd: 1, batches: [1, 10] });
    expect(await post('/activity/caveMining/mine', user, { count: 10 }, 'vi')).toMatchObject({ status: 2002, message: 'Không đủ cuốc / rìu, vui lòng nạp thêm: 1 USD = 1 cuốc.' });
    await h.control({ grant: { userId: user, rechargeCents: 750 } });
    expect((await h.ok('/activity/caveMining/index', { user })).pickaxes).toBe(10);
    const dug = (await post('/activity/caveMining/mine', user, { count: 10 })).content;
    expect(dug.pickaxes).toBe(0);
    expect(dug.prizes.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(10);
    expect(dug.ores.reduce((n: number, o: { count: number }) => n + o.count, 0)).toBe(10);
    const mined = await h.ok('/activity/caveMining/records', { user });
    expect(mined.rows.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(10);
    expect(mined.rows.map((r: { name: string; count: number }) => [r.name, r.count]).sort()).toEqual(dug.prizes.map((p: { name: string; count: number }) => [p.name, p.count]).sort());
    expect(await post('/activity/caveMining/mine', user, { count: 1 })).toMatchObject({ status: 2002, message: 'Not enough pickaxes / axes, please top up: 1 USD = 1 pickaxe.' });
    expect((await h.ok('/activity/caveMining/products', { user })).rows[0].product).toMatchObject({ count: 1, price: 1 });
  });

  it('event calls are refused before the carnival (the page instant counts)', async () => {
    const early = 'http://sandbox.test/vue/act/cave-mining-2022?at=2026-11-15T12:00:00%2B08:00';
    expect(await post('/activity/caveMining/mine', '72008', { count: 1 }, 'en', early)).toMatchObject({ status: 2005 });
    expect(await post('/activity/protectPlanet/attack', '72008', {}, 'en', early)).toMatchObject({ status: 2005 });
  });
});
