// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@testing/sandbox/startHarness';

describe('carnival 2022: diamond rain wheel, lucky egg and mall', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(4); });
  afterEach(() => h.close());

  it('a spin costs 99 diamonds, ten 990; diamonds rained are credited at once and every prize is in the record', async () => {
    const before = await h.ok('/activity/diamondRainWheel/index', { user: '10003' });
    expect(before).toMatchObject({ spinCost: 99, batches: [{ count: 1, price: 99 }, { count: 10, price: 990 }], spins: 0 });
    const spun = await h.ok('/activity/diamondRainWheel/spin', { method: 'POST', user: '10003', body: { count: 10 } });
    const rained = spun.resultPrizes.reduce((n: number, p: { diamonds?: number; count: number }) => n + (p.diamonds ?? 0) * p.count, 0);
    expect(spun.diamonds).toBe(before.diamonds - 990 + rained);
    expect(spun.resultPrizes.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(10);
    expect((await h.ok('/activity/diamondRainWheel/records', { user: '10003' })).total).toBe(10);
    expect((await h.call('/activity/diamondRainWheel/spin', { method: 'POST', user: '10003', body: { count: 2 } })).status).not.toBe(0);
  });

  it('a user short of diamonds is told to top up, and nothing is taken', async () => {
    const none = await h.call('/activity/diamondRainWheel/spin', { method: 'POST', user: '10007', body: { count: 1 }, lang: 'th' });
    expect(none.status).toBe(2002);
    expect(none.message).toBeTruthy();
    expect((await h.call('/activity/diamondRainWheel/spin', { method: 'POST', user: '10007', body: { count: 1 } })).message).toBe('Not enough diamonds, please top up.');
    expect((await h.ok('/activity/diamondRainWheel/records', { user: '10007' })).total).toBe(0);
  });

  it('the lucky egg is the egg draw with its own points and records (5 points per 10 minutes in a room)', async () => {
    const golden = await h.ok('/activity/goldenEgg/index');
    const lucky = await h.ok('/activity/luckyEgg/index');
    expect(lucky.pointsPerSmash).toBe(100);
    expect(lucky.tasks[2].points).toBe(5);
    await h.ok('/activity/luckyEgg/smash', { method: 'POST' });
    expect((await h.ok('/activity/luckyEgg/index')).points).toBe(lucky.points - 100);
    expect((await h.ok('/activity/goldenEgg/index')).points).toBe(golden.points);
    expect((await h.ok('/activity/luckyEgg/records')).total).toBe(1);
    expect((await h.ok('/activity/goldenEgg/records')).total).toBe(0);
    await h.ok('/activity/luckyEgg/smash', { method: 'POST', user: '10001' });
    expect((await h.call('/activity/luckyEgg/smash', { method: 'POST', user: '10001' })).message).toBe('No chances left. Do the daily tasks to get more.');
  });

  it('the mall counts 1 carnival point per USD recharged (10 rich value); short of points it says so; exchanges are recorded', async () => {
    const mall = await h.ok('/activity/carnivalMall2022/index', { user: '10007' });
    expect(mall).toMatchObject({ points: 9, richValue: 90, pointsPerUsd: 1 });
    expect((await h.ok('/activity/carnivalMall2022/exchange', { method: 'POST', user: '10007', body: { productId: 1 } })).points).toBe(4);
    const short = await h.call('/activity/carnivalMall2022/exchange', { method: 'POST', user: '10007', body: { productId: 1 } });
    expect(short).toMatchObject({ status: 2002, message: 'Not enough carnival points: every 1 USD recharged gives 1 point.' });
    await h.control({ grant: { userId: '10007', rechargeCents: 100 } });
    expect((await h.ok('/activity/carnivalMall2022/index', { user: '10007' })).points).toBe(5);
    expect((await h.ok('/activity/carnivalMall2022/records', { user: '10007' })).rows).toEqual([expect.objectContaining({ name: 'Bubble Tea', count: 1 })]);
  });
});
