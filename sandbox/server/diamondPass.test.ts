// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@testing/sandbox/startHarness';

const post = (h: Harness, path: string, user: string, body?: Record<string, unknown>, lang = 'en') =>
  h.call(`/activity/diamondPass/${path}`, { method: 'POST', user, lang, ...(body ? { body } : {}) });
const progress = (h: Harness, user: string) => h.ok('/activity/diamondPass/progress', { user });
const wallet = async (h: Harness, user: string) => (await h.ok('/facade/wallet/get', { user })).diamond;

describe('Diamond Pass', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); });
  afterEach(() => h.close());

  it('free rewards need the EXP; premium rewards need the upgrade; after the upgrade both are claimable by current EXP', async () => {
    const user = '10001';
    for (const id of [1, 2, 3]) expect((await post(h, 'completeTask', user, { taskId: id })).status).toBe(0);
    for (let i = 0; i < 2; i++) await post(h, 'completeTask', user, { taskId: 5 });
    expect((await progress(h, user)).exp).toBe(150);
    expect((await post(h, 'receiveSingeReward', user, { level: 2, type: 'free' })).message).toBe('Not enough EXP for this reward.');
    expect((await post(h, 'receiveSingeReward', user, { level: 1, type: 'premium' })).message).toBe('Upgrade to premium to claim this reward.');
    expect((await post(h, 'receiveSingeReward', user, { level: 1, type: 'free' })).message).toBe('Reward received, it will be sent to your account.');
    expect((await post(h, 'receiveSingeReward', user, { level: 1, type: 'free' })).message).toBe('Reward already received.');

    expect((await post(h, 'buyCard', user, { subscriptionType: 1 })).status).toBe(0);
    const after = await progress(h, user);
    expect(after.premium).toBe(true);
    expect(after.rewards[0].premium.state).toBe('redeemable');
    expect(after.rewards[1].premium.state).toBe('locked');
    expect((await post(h, 'receiveSingeReward', user, { level: 1, type: 'premium' })).status).toBe(0);
  });

  it('receive-all with nothing to claim says how much EXP all free rewards need', async () => {
    const r = await post(h, 'receiveAllReward', '10007', undefined, 'th');
    expect(r.status).not.toBe(0);
    expect(r.message).toBe('คุณต้องมี 2000 EXP เพื่อรับรางวัลฟรีทั้งหมด');
    const premium = await post(h, 'receiveAllReward', '10003');
    expect(premium.content.received).toHaveLength(24);
    expect((await progress(h, '10003')).claimableCount).toBe(0);
  });

  it('blue tasks count once a day, again the next day', async () => {
    expect((await post(h, 'completeTask', '10002', { taskId: 2 })).status).toBe(0);
    const again = await post(h, 'completeTask', '10002', { taskId: 2 });
    expect(again.message).toBe('This task is already done for today.');
    h.setTime(Date.parse('2026-11-23T00:00:10+08:00'));
    expect((await post(h, 'completeTask', '10002', { taskId: 2 })).status).toBe(0);
  });

  it('purple tasks count up to 15 times', async () => {
    const before = (await progress(h, '10001')).exp;
    for (let i = 0; i < 15; i++) expect((await post(h, 'completeTask', '10001', { taskId: 4 })).status).toBe(0);
    const sixteenth = await post(h, 'completeTask', '10001', { taskId: 4 }, 'vi');
    expect(sixteenth.message).toBe('Nhiệm vụ này đã đạt giới hạn 15 lần.');
    expect((await progress(h, '10001')).exp).toBe(before + 15 * 30);
  });

  it('backpack gifts and big-gift purchases do not count toward tasks', async () => {
    const before = (await progress(h, '10001')).exp;
    for (const source of ['backpack', 'bigGift']) {
      const r = await post(h, 'completeTask', '10001', { taskId: 2, source });
      expect(r.content.counted).toBe(false);
    }
    expect((await progress(h, '10001')).exp).toBe(before);
    expect((await post(h, 'completeTask', '10001', { taskId: 2 })).content.counted).toBe(true);
  });

  it('owners of premium get 1000 diamonds instead of the premium task reward', async () => {
    const before = await wallet(h, '10003');
    const r = await post(h, 'completeTask', '10003', { taskId: 6 });
    expect(r.content.diamonds).toBe(1000);
    expect(await wallet(h, '10003')).toBe(before + 1000);
    const other = await post(h, 'completeTask', '10001', { taskId: 6 });
    expect(other.content.diamonds).toBe(0);
    expect((await progress(h, '10001')).premium).toBe(true);
  });

  it('the app pays natively: buyCard records the purchase and takes no diamonds, even from an empty wallet', async () => {
    const before = await wallet(h, '10002');
    const r = await post(h, 'buyCard', '10002', { subscriptionType: 2 });
    expect(r.status).toBe(0);
    expect(r.content).toMatchObject({ premium: true, subscriptionType: 2 });
    expect(await wallet(h, '10002')).toBe(before);
    expect((await progress(h, '10002')).subscriptionType).toBe(2);

    const emptyBefore = await wallet(h, '10007');
    expect((await post(h, 'buyCard', '10007', { subscriptionType: 3 })).status).toBe(0);
    expect((await progress(h, '10007')).premium).toBe(true);
    expect(await wallet(h, '10007')).toBe(emptyBefore);
  });

  it('in the last 10 minutes the progress asks for the warning, and a paid upgrade is still recorded', async () => {
    h.setTime(Date.parse('2026-11-30T23:55:00+08:00'));
    expect((await progress(h, '10004')).upgradeWarning).toBe(true);
    const late = await post(h, 'buyCard', '10004', { subscriptionType: 1 });
    expect(late.status).toBe(0);
    expect((await progress(h, '10004')).premium).toBe(true);
  });

  it('opening the pass is logging in: "Log in today" is done (1/1) with its EXP, counted once a day', async () => {
    h.setTime(Date.parse('2026-11-20T12:00:00+08:00'));
    const login = async () => (await h.ok('/activity/diamondPass/userTaskList', { user: '10001' })).find((t: { id: number }) => t.id === 1);
    expect(await login()).toMatchObject({ doneCount: 1, maxCount: 1, state: 'done' });
    expect((await progress(h, '10001')).exp).toBe(10);
    h.setTime(Date.parse('2026-11-21T12:00:00+08:00'));
    expect((await progress(h, '10001')).exp).toBe(20);
    expect(await login()).toMatchObject({ doneCount: 1, state: 'done' });
  });

  it('a new season starts over: nothing but the day\'s login (EXP, records), nothing received; the subscription carries on', async () => {
    h.setTime(Date.parse('2026-11-20T12:00:00+08:00'));
    expect((await post(h, 'buyCard', '10002', { subscriptionType: 2 })).status).toBe(0);
    for (let i = 0; i < 3; i++) await post(h, 'completeTask', '10002', { taskId: 4 });
    await post(h, 'receiveAllReward', '10002');
    const before = await progress(h, '10002');
    expect(before.exp).toBeGreaterThan(0);
    h.setTime(Date.parse('2026-12-01T00:00:01+08:00'));
    const after = await progress(h, '10002');
    expect(after).toMatchObject({ exp: 10, premium: true, subscriptionType: 2, seasonStart: '2026-12-01T00:00:00+08:00' });
    expect(after.rewards.every((r: { free: { state: string }; premium: { state: string } }) => r.free.state === 'locked' && r.premium.state === 'locked')).toBe(true);
    const tasks = await h.ok('/activity/diamondPass/userTaskList', { user: '10002' });
    expect(tasks.find((t: { id: number }) => t.id === 4).doneCount).toBe(0);
    expect(await h.ok('/activity/diamondPass/listExpRecord', { user: '10002' })).toMatchObject({ rows: [{ exp: 10, source: 'Log in today' }], total: 1 });
  });

  it('the next renewal is the end of the plan: a month, three months or a year of seasons', async () => {
    h.setTime(Date.parse('2026-11-20T12:00:00+08:00'));
    const renewal = async (user: string, type: number) => {
      await post(h, 'buyCard', user, { subscriptionType: type });
      return (await progress(h, user)).nextRenewalDate;
    };
    expect(await renewal('10002', 1)).toBe('2026-12-01T00:00:00+08:00');
    expect(await renewal('10004', 2)).toBe('2027-02-01T00:00:00+08:00');
    expect(await renewal('10005', 3)).toBe('2027-11-01T00:00:00+08:00');
    // Buying again while subscribed extends from the running end.
    expect(await renewal('10002', 1)).toBe('2027-01-01T00:00:00+08:00');
    // A monthly plan ends with its season: the next season is not premium.
    h.setTime(Date.parse('2027-01-01T00:00:01+08:00'));
    expect(await progress(h, '10002')).toMatchObject({ premium: false, nextRenewalDate: null, subscriptionType: null });
  });

  it('buyCard refuses an unknown subscription type', async () => {
    expect((await post(h, 'buyCard', '10001', { subscriptionType: 9 })).status).not.toBe(0);
    expect((await progress(h, '10001')).premium).toBe(false);
  });
});
