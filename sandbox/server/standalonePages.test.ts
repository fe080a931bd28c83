// @vitest-environment node
// The speed king promotion, the farewell-to-a-star notice, the beta invitation and the big eater game's currency
// type, against the sandbox.
import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Json } from '@testing/sandbox/startHarness';

const at = (iso: string) => Date.parse(iso);
const wallet = (h: Harness, user: string) => h.ok('/facade/wallet/get', { user });

describe('speed king promotion (sandbox-defined calls)', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('Rapid King bets move the tasks and the personal and family rankings; a done task pays once, an ongoing one not', async () => {
    h = await startHarness(3, at('2026-11-28T10:00:05+08:00'));
    const claim = (taskId: number) => h.call('/activity/speedKing/claim', { method: 'POST', user: '10004', body: { taskId } });
    const before = (await h.ok('/activity/speedKing/ranking', { user: '10004', query: { type: 'family' } })).userRankNumber.diamond;
    expect((await claim(2)).message).toBe('Complete this task first.');
    const info = await h.ok('/lottery/bigEaterAct/indexInfo', { user: '10004', query: { actType: 'P10000', currentType: 1 } });
    for (let i = 0; i < 5; i += 1) await h.ok('/lottery/bigEaterAct/bet', { method: 'POST', user: '10004', body: { actNo: info.actNo, currentType: 1, medalConfigId: 2, prizeConfigId: 101 } });
    const tasks = (await h.ok('/activity/speedKing/tasks', { user: '10004' })).list;
    expect(tasks.map((t: Json) => [t.taskId, t.current, t.target, t.status])).toEqual([[1, 1, 1, 'done'], [2, 5, 5, 'done'], [3, 5000, 10000, 'ongoing']]);
    const diamonds = (await wallet(h, '10004')).diamond;
    expect((await claim(2)).content).toMatchObject({ taskId: 2, reward: 100, walletDiamond: diamonds + 100 });
    expect((await claim(2)).message).toBe('Reward already received.');
    expect((await claim(3)).message).toBe('Complete this task first.');
    const personal = await h.ok('/activity/speedKing/ranking', { user: '10004', query: { type: 'personal' } });
    expect(personal.list.find((r: Json) => r.userId === '10004').value).toBe(5000);
    expect(personal.userRankNumber.diamond).toBe(5000);
    expect((await h.ok('/activity/speedKing/ranking', { user: '10004', query: { type: 'family' } })).userRankNumber.diamond).toBe(before + 5000);
    expect((await h.ok('/activity/speedKing/tasks', { user: '10004', lang: 'th' })).list[1].name).toBe('วางเดิมพัน 5 ครั้งใน Rapid King');
  });

  it('tasks are claimed only while the promotion runs', async () => {
    h = await startHarness(3, at('2026-12-07T00:00:00+08:00'));
    expect((await h.call('/activity/speedKing/claim', { method: 'POST', body: { taskId: 1 } })).message).toBe('Event has ended.');
    h.setTime(at('2026-12-06T23:59:59+08:00'));
    expect((await h.call('/activity/speedKing/claim', { method: 'POST', body: { taskId: 1 } })).status).toBe(0);
  });
});

describe('farewell to a star (sandbox-defined call)', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('the star subscription is sold through 31 March, not from 1 April; a held subscription then stops renewing', async () => {
    h = await startHarness(3, at('2027-03-31T23:59:59+08:00'));
    const index = (user = '10003') => h.ok('/activity/starSubscription/index', { user });
    expect(await index()).toEqual({
      group: 'star', onSale: true, saleEndTime: '2027-03-31T23:59:59+08:00', lastSaleDay: '2027-03-31',
      subscription: { subscriptionType: 1, renews: true, nextRenewalDate: '2027-04-01T00:00:00+08:00', endDate: null, nextRenewalDay: '2027-04-01', endDay: null },
    });
    expect((await index('10002')).subscription).toBeNull();
    h.setTime(at('2027-04-01T00:00:00+08:00'));
    expect(await index()).toMatchObject({ onSale: false, subscription: { renews: false, nextRenewalDate: null, endDate: '2027-04-30T00:00:00+08:00', endDay: '2027-04-30' } });
  });
});

describe('beta invitation (sandbox-defined calls)', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('the code has 500 uses: each new user uses it once, the remaining uses count down, the 501st is refused', async () => {
    h = await startHarness(3, at('2026-11-28T12:00:00+08:00'));
    const redeem = (user: string, code = 'BETA-V4X9', lang = 'en') => h.call('/activity/betaInvite/redeem', { method: 'POST', user, lang, body: { code } });
    expect(await h.ok('/activity/betaInvite/index', { user: '10002' })).toMatchObject({ code: 'BETA-V4X9', maxUses: 500, used: 463, remaining: 37, joined: false });
    expect((await redeem('10002', 'BETA-0000')).message).toBe('This invitation code is not valid.');
    expect((await redeem('10003')).message).toBe('You have already joined the beta.');
    expect((await redeem('10002', ' beta-v4x9 ')).content).toMatchObject({ used: 464, remaining: 36, joined: true });
    expect((await redeem('10002')).message).toBe('You have already joined the beta.');
    for (let i = 0; i < 36; i += 1) expect((await redeem(String(60001 + i))).status).toBe(0);
    expect(await h.ok('/activity/betaInvite/index', { user: '10004' })).toMatchObject({ used: 500, remaining: 0, joined: false });
    const refused = await redeem('10004');
    expect([refused.status, refused.message]).toEqual([2004, 'This invitation code has been used 500 times: no uses are left.']);
    expect((await redeem('10005', 'BETA-V4X9', 'vi')).message).toBe('Mã mời này đã được dùng 500 lần: không còn lượt dùng nào.');
    expect((await h.ok('/activity/betaInvite/index')).used).toBe(500);
  });
});

describe('big eater currency type', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('currency type 3 bets spend golden beans; the medals and the prize\'s bet rise by the buy item\'s counts', async () => {
    h = await startHarness(3);
    const info = await h.ok('/lottery/bigEaterAct/indexInfo', { query: { actType: 'P10000', currentType: 3 } });
    expect(info.walletDiamond).toBe(5_000);
    const before = await wallet(h, '10002');
    const bet = await h.ok('/lottery/bigEaterAct/bet', { method: 'POST', body: { actNo: info.actNo, currentType: 3, medalConfigId: 2, prizeConfigId: 105 } });
    expect(bet).toMatchObject({ walletDiamond: 4_000, medalCount: 10, userPrizeBets: [{ prizeConfigId: 105, betDiamond: 1_000 }] });
    const after = await wallet(h, '10002');
    expect([after.goldenBean, after.diamond]).toEqual([before.goldenBean - 1_000, before.diamond]);
    expect(await h.ok('/marketing/medal/getUserMedal')).toEqual({ userId: '10002', medalCount: 10 });
  });
});
