// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Json } from '../testing/startHarness';

const CARNIVAL = '/activity/carnival';

describe('carnival hub points and ranking', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); });
  afterEach(() => h.close());

  it('counts 1 carnival point per diamond of gifts a user sends, for that user only', async () => {
    expect((await h.ok(`${CARNIVAL}/points`, { user: '10001' })).points).toBe(0);
    await h.control({ grant: { userId: '10001', giftDiamonds: 1200 } });
    await h.control({ grant: { userId: '10001', giftDiamonds: 300 } });
    const points = await h.ok(`${CARNIVAL}/points`, { user: '10001' });
    expect(points).toMatchObject({ points: 1500, pointsPerDiamond: 1, running: true });
    expect((await h.ok(`${CARNIVAL}/points`, { user: '10002' })).points).toBe(0);
  });

  it("places a sender in the hub-wide ranking by their points, with the points they lack to the place above", async () => {
    const before = await h.ok(`${CARNIVAL}/ranking`, { user: '10002' });
    expect(before.list).toHaveLength(20);
    expect(before.userRankNumber.orderNumber).toBe(0);
    const second = before.list[1].value as number;
    await h.control({ grant: { userId: '10002', giftDiamonds: second + 10 } });
    const after = await h.ok(`${CARNIVAL}/ranking`, { user: '10002' });
    const own = after.list.find((r: Json) => r.userId === '10002');
    expect(own.rank).toBeLessThanOrEqual(2);
    expect(after.userRankNumber).toMatchObject({ orderNumber: own.rank, diamond: second + 10 });
    expect(after.list.map((r: Json) => r.value)).toEqual([...after.list.map((r: Json) => r.value)].sort((a, b) => b - a));
    if (own.rank > 1) expect(after.userRankNumber.distanceDiamond).toBe(after.list[own.rank - 2].value - own.value);
  });
});
