// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Json } from '@testing/sandbox/startHarness';

const CARNIVAL = '/activity/carnival';

describe('carnival hub points and ranking', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); });
  afterEach(() => h.close());

  it('counts 1 carnival point per diamond of gifts a user sends, for that user only', async () => {
    expect((await h.ok(`${CARNIVAL}/points`, { user: '10001' })).points).toBe(0);
    await h.control({ sendGift: { userId: '10001', diamond: 1200 } });
    // Thirty lollipops, 10 diamonds each.
    await h.control({ sendGift: { userId: '10001', giftId: 1002, count: 30 } });
    const points = await h.ok(`${CARNIVAL}/points`, { user: '10001' });
    expect(points).toMatchObject({ points: 1500, pointsPerDiamond: 1, running: true });
    expect((await h.ok(`${CARNIVAL}/points`, { user: '10002' })).points).toBe(0);
  });

  it("places a sender in the hub-wide ranking by their points, with the points they lack to the place above", async () => {
    const before = await h.ok(`${CARNIVAL}/ranking`, { user: '10002' });
    expect(before.list).toHaveLength(20);
    expect(before.userRankNumber.orderNumber).toBe(0);
    const second = before.list[1].value as number;
    await h.control({ sendGift: { userId: '10002', diamond: second + 10 } });
    const after = await h.ok(`${CARNIVAL}/ranking`, { user: '10002' });
    const own = after.list.find((r: Json) => r.userId === '10002');
    expect(own.rank).toBeLessThanOrEqual(2);
    expect(after.userRankNumber).toMatchObject({ orderNumber: own.rank, diamond: second + 10 });
    expect(after.list.map((r: Json) => r.value)).toEqual([...after.list.map((r: Json) => r.value)].sort((a, b) => b - a));
    if (own.rank > 1) expect(after.userRankNumber.distanceDiamond).toBe(after.list[own.rank - 2].value - own.value);
  });

  it('one gift event: a gift sent counts at once for the carnival points, the sender\'s BFF team and the carousel\'s crafting material', async () => {
    h.setTime(Date.parse('2027-02-07T12:00:00+08:00'));
    await h.call('/activity/perfectBff/createTeam', { method: 'POST', user: '10005', body: { name: 'Gift Senders' } });
    // Three Equal Hearts (399 diamonds each) into a room.
    const sent = await h.call('/activity/carnival/sendGift', { method: 'POST', user: '10005', body: { roomId: '910002', giftId: 1006, count: 3 } });
    expect(sent).toMatchObject({ status: 0, content: { gift: { diamond: 1197, roomId: '910002' }, carnivalPoints: 1197, bff: { counted: true, points: 1197 }, carouselMaterial: 3 } });
    expect((await h.ok(`${CARNIVAL}/points`, { user: '10005' })).points).toBe(1197);
    expect((await h.ok('/activity/perfectBff/index', { user: '10005' })).team).toMatchObject({ qualifyingPoints: 1197 });
    expect((await h.ok<{ list: Array<{ materials: Array<{ owned: number }> }> }>('/activity/christmasCarousel/craft', { user: '10005' })).list[0]!.materials[0]!.owned).toBe(3);
  });

  it('refuses a gift with no worth, an unknown gift or a malformed room, and counts nothing for it', async () => {
    for (const body of [{}, { giftId: 999_999 }, { diamond: 100, roomId: 'room-1' }, { diamond: -5 }]) {
      expect((await h.call('/activity/carnival/sendGift', { method: 'POST', user: '10001', body })).status).not.toBe(0);
    }
    expect((await h.ok(`${CARNIVAL}/points`, { user: '10001' })).points).toBe(0);
  });
});
