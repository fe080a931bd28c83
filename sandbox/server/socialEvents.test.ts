// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Json } from '@testing/sandbox/startHarness';

const FH = '/activity/family-honor';

describe('family honor', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); });
  afterEach(() => h.close());

  it('answers the leader his own family rank and the diamonds it lacks to the place above', async () => {
    const final = await h.ok(`${FH}/familyRankList`, { user: '10004' });
    const own = final.list.find((f: Json) => f.familyId === '501');
    expect(final.ownFamily.familyId).toBe('501');
    expect(final.userRankNumber.orderNumber).toBe(own.rank);
    expect(final.userRankNumber.diamond).toBe(own.value);
    expect(final.userRankNumber.distanceDiamond).toBe(final.list[own.rank - 2].value - own.value);
    expect(final.list.slice(0, 5).map((f: Json) => f.pool)).toEqual([20_000, 15_000, 12_000, 9_000, 5_000]);
  });

  it('a user in no family is not ranked and has no members to show', async () => {
    const me = await h.ok(`${FH}/token`, { user: '10002' });
    expect(me.familyId).toBeNull();
    const today = await h.ok(`${FH}/familyRankDayList`, { user: '10002', query: { type: 0 } });
    expect(today.ownFamily).toBeNull();
    expect(today.userRankNumber.orderNumber).toBe(0);
    expect((await h.ok(`${FH}/userRankListByFamilyId`, { user: '10002' })).list).toEqual([]);
  });

  it("the family's top 10 senders share 100% of the pool (30, 20, 15, 10, 10, 3 each), the member included", async () => {
    const members = await h.ok(`${FH}/userRankListByFamilyId`, { user: '10004' });
    expect(members.familyId).toBe('501');
    expect(members.list.map((m: Json) => m.sharePercent)).toEqual([30, 20, 15, 10, 10, 3, 3, 3, 3, 3]);
    expect(members.list.some((m: Json) => m.userId === '10004')).toBe(true);
  });

  it("no family has more points on a day (today or yesterday) than for the whole event", async () => {
    const final = await h.ok(`${FH}/familyRankList`);
    const whole = new Map(final.list.map((f: Json) => [f.familyId, f.value]));
    for (const type of [0, 1]) {
      const day = await h.ok(`${FH}/familyRankDayList`, { query: { type } });
      expect(day.list.length).toBe(final.list.length);
      for (const f of day.list) expect(f.value).toBeLessThanOrEqual(whole.get(f.familyId) as number);
      expect(day.list.map((f: Json) => f.rank)).toEqual(day.list.map((_: Json, i: number) => i + 1));
    }
  });

  it("today's and yesterday's daily rankings differ and yesterday's is today's once a day has passed", async () => {
    const today = await h.ok(`${FH}/familyRankDayList`, { query: { type: 0 } });
    const yesterday = await h.ok(`${FH}/familyRankDayList`, { query: { type: 1 } });
    expect(today.list[0].value).not.toBe(yesterday.list[0].value);
    h.advance(24 * 3600 * 1000);
    expect((await h.ok(`${FH}/familyRankDayList`, { query: { type: 1 } })).list).toEqual(today.list);
  });
});

const VD = '/activity/valentineday';

describe('valentine', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); });
  afterEach(() => h.close());

  it("numbers the event's days, marks today, and signs today once for that day's gift", async () => {
    const info = await h.ok(`${VD}/signInInfo`, { user: '10005' });
    expect(info.today).toBeGreaterThan(0);
    const today = info.days[info.today - 1];
    expect(today).toMatchObject({ day: info.today, today: true, signed: false });
    expect(today.reward).toEqual(expect.any(String));
    const signed = await h.call(`${VD}/signIn`, { method: 'POST', user: '10005' });
    expect(signed.status).toBe(0);
    expect((signed.content as Json).reward).toBe(today.reward);
    expect((await h.call(`${VD}/signIn`, { method: 'POST', user: '10005' })).status).not.toBe(0);
    const after = await h.ok(`${VD}/signInInfo`, { user: '10005' });
    expect(after.days[info.today - 1].signed).toBe(true);
    expect(after.signedToday).toBe(true);
    h.advance(24 * 3600 * 1000);
    const next = await h.ok(`${VD}/signInInfo`, { user: '10005' });
    expect(next.today).toBe(info.today + 1);
    expect(next.signedToday).toBe(false);
  });

  it('the shop: a couple buys one discounted gift, then it is bought and the others are over their limit (not sold out)', async () => {
    const before = await h.ok(`${VD}/coupleRank/index`, { user: '10005' });
    expect(before.myCouple.partnerName).toEqual(expect.any(String));
    expect(before.products.every((p: Json) => p.soldOut === undefined && p.bought === undefined && p.limitReached === undefined && p.price < p.worth)).toBe(true);
    const wallet = await h.ok('/facade/wallet/get', { user: '10005' });
    expect((await h.call(`${VD}/buyDiscountProduct`, { method: 'POST', user: '10005', body: { productId: 2 } })).status).toBe(0);
    expect((await h.ok('/facade/wallet/get', { user: '10005' })).diamond).toBe(wallet.diamond - before.products[1].price);
    const after = await h.ok(`${VD}/coupleRank/index`, { user: '10005' });
    expect(after.products.map((p: Json) => [p.bought ?? false, p.limitReached ?? false, p.soldOut ?? false])).toEqual(
      before.products.map((_: Json, i: number) => (i === 1 ? [true, false, false] : [false, true, false])),
    );
    expect(after.boughtName).toBe(before.products[1].name);
    expect((await h.ok(`${VD}/coupleRank/index`, { user: '10006' })).bought).toBeNull();
  });

  it('a user without a CP has no couple and cannot buy', async () => {
    expect((await h.ok(`${VD}/coupleRank/index`, { user: '10002' })).myCouple).toBeNull();
    expect((await h.call(`${VD}/buyDiscountProduct`, { method: 'POST', user: '10002', body: { productId: 1 } })).message).toBe('Please find your CP first');
  });

  it('ranks pairs under both names, by couple points', async () => {
    const all = await h.ok(`${VD}/coupleRank/listByAll`);
    const rows = all.list ?? all.rows;
    expect(rows[0].coupleName).toBe(`${rows[0].users[0].name} & ${rows[0].users[1].name}`);
    expect(rows[0].points).toBeGreaterThanOrEqual(rows[1].points);
    expect(all.userRankNumber).toBeUndefined();
  });

  it('ranks pairs of best friends (BFF) under both names, by points, apart from the couples', async () => {
    const bff = await h.ok(`${VD}/bffRank/listByAll`);
    const rows = bff.list ?? bff.rows;
    expect(rows[0].coupleName).toBe(`${rows[0].users[0].name} & ${rows[0].users[1].name}`);
    expect(rows[0].points).toBeGreaterThanOrEqual(rows[1].points);
    const couples = await h.ok(`${VD}/coupleRank/listByAll`);
    expect(rows[0].coupleName).not.toBe((couples.list ?? couples.rows)[0].coupleName);
  });

  it("answers a couple's own points and place in today's and the whole event's ranking", async () => {
    const index = await h.ok(`${VD}/coupleRank/index`, { user: '10006' });
    const all = await h.ok(`${VD}/coupleRank/listByAll`, { user: '10006', query: { size: 30 } });
    expect(all.userRankNumber.diamond).toBe(index.myCouple.points);
    const places = [...all.rows.map((r: Json) => r.points), all.userRankNumber.diamond].sort((a: number, b: number) => b - a);
    const expected = places.indexOf(all.userRankNumber.diamond) + 1;
    expect(all.userRankNumber.orderNumber).toBe(expected > all.total ? 0 : expected);
    const today = await h.ok(`${VD}/coupleRank/listByDay`, { user: '10006' });
    expect(today.userRankNumber.diamond).toBe(index.myCouple.todayPoints);
  });
});

describe('singer vote', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); });
  afterEach(() => h.close());
  const vote = (userId: string, user = '10002', lang = 'en') => h.call('/activity/singer/vote', { method: 'POST', user, lang, body: { userId, count: 1 } });

  it('10 votes a day per user, each counted for the singer; the 11th is refused until the next day', async () => {
    const list = await h.ok('/activity/singer/voteUserList', { query: { size: 50 } });
    const third = list.rows[2];
    for (let i = 0; i < 10; i++) expect((await vote(third.userId)).status).toBe(0);
    const refused = await vote(third.userId, '10002', 'th');
    expect(refused.status).not.toBe(0);
    expect(refused.message).toBe('วันนี้ไม่มีสิทธิ์โหวตเหลือแล้ว กลับมาโหวตอีกครั้งพรุ่งนี้');
    const stage = await h.ok('/activity/singer/stage');
    expect(stage).toMatchObject({ votesLeft: 0, dailyVotes: 10 });
    const after = await h.ok('/activity/singer/voteUserList', { query: { size: 50 } });
    expect(after.rows.find((s: Json) => s.userId === third.userId).votes).toBe(third.votes + 10);
    expect((await h.ok('/activity/singer/stage', { user: '10003' })).votesLeft).toBe(10);
    h.advance(24 * 3600 * 1000);
    expect((await h.ok('/activity/singer/stage')).votesLeft).toBe(10);
  });

  it('refuses a singer not on the stage and votes once the event has ended', async () => {
    expect((await vote('99999999')).message).toBe('Please enter a valid user id');
    const { rows } = await h.ok('/activity/singer/voteUserList');
    h.advance(30 * 24 * 3600 * 1000);
    expect((await vote(rows[0].userId)).message).toBe('Event has ended.');
  });
});
