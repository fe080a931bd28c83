// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Json } from '@testing/sandbox/startHarness';

const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;
const send = (h: Harness, user: string, body: Record<string, unknown>) => h.ok('/activity/roomContribution/sendGift', { method: 'POST', user, body });
const ranking = (h: Harness, user: string, query: Record<string, string | number>) => h.ok<{ list: Json[]; rewarded: boolean; rewardTime: string | null }>('/activity/roomContribution/ranking', { user, query });
const myRoom = (h: Harness, user: string, query: Record<string, string | number> = { type: 'total' }) => h.ok<{ list: Json[] }>('/activity/roomContribution/myRoom', { user, query });

describe('room contribution (sandbox-defined calls)', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('a gift counts +20% in a local-server room, +10% in a room of more than 20 people, -40% sent to oneself', async () => {
    h = await startHarness(3, at('2026-11-28T12:00:00+08:00'));
    // 910002: a Malaysian room of 8 people; 910004: a Thai room of 26 people. 10003 is in the Philippines.
    expect((await send(h, '10003', { roomId: '910002', diamond: 1000 })).contribution).toBe(1000);
    expect((await send(h, '10002', { roomId: '910002', diamond: 1000, toUserId: '10004' })).contribution).toBe(1200);
    expect((await send(h, '10002', { roomId: '910002', diamond: 1000, toUserId: '10002' })).contribution).toBe(800);
    expect((await send(h, '10003', { roomId: '910004', diamond: 1000 })).contribution).toBe(1100);
    expect((await send(h, '10004', { roomId: '910004', diamond: 1000, toUserId: '10002' })).contribution).toBe(1300);
    expect((await send(h, '10004', { roomId: '910004', diamond: 1000, toUserId: '10004' })).contribution).toBe(900);
    // The room's score is the sum of the contributions, not of the diamonds.
    expect((await myRoom(h, '10004')).list).toEqual([expect.objectContaining({ roomId: '910004', value: 3300, area: 'TH', people: 26 })]);
    expect((await myRoom(h, '10002', { type: 'daily', day: 0 })).list[0].value).toBe(3000);
  });

  it('a lucky gift returns up to 88 times its diamonds to the sender, and never more', async () => {
    h = await startHarness(3, at('2026-11-28T12:00:00+08:00'));
    const before = (await h.ok('/facade/wallet/get', { user: '10003' })).diamond;
    const times: number[] = [];
    let returned = 0;
    for (let i = 0; i < 200; i += 1) {
      const r = await send(h, '10003', { roomId: '910002', diamond: 10, gift: 'lucky' });
      expect(r.returned).toBe(10 * r.luckyTimes);
      times.push(r.luckyTimes);
      returned += r.returned;
    }
    expect(Math.max(...times)).toBe(88);
    expect(times.every((t) => Number.isInteger(t) && t >= 0 && t <= 88)).toBe(true);
    expect((await h.ok('/facade/wallet/get', { user: '10003' })).diamond).toBe(before + returned);
    const plain = await send(h, '10003', { roomId: '910002', diamond: 10 });
    expect([plain.luckyTimes, plain.returned]).toEqual([0, 0]);
  });

  it('black gold gives at most 3 super rewards in any 30 days', async () => {
    h = await startHarness(3, at('2026-11-21T10:00:00+08:00'));
    const black = () => send(h, '10002', { roomId: '910004', diamond: 1000, gift: 'blackGold' });
    expect((await black()).superReward).toBe(true);
    h.setTime(at('2026-11-25T10:00:00+08:00'));
    expect((await black()).superReward).toBe(true);
    const third = await black();
    expect([third.superReward, third.blackGold]).toEqual([true, { used: 3, left: 0, max: 3, days: 30 }]);
    const fourth = await black();
    expect([fourth.superReward, fourth.blackGold.left]).toEqual([false, 0]);
    // 30 days less a second after the first reward, all 3 still count; at 30 days the first drops out.
    h.setTime(at('2026-11-21T10:00:00+08:00') + 30 * DAY - 1000);
    expect((await black()).superReward).toBe(false);
    h.setTime(at('2026-11-21T10:00:00+08:00') + 30 * DAY);
    expect((await h.ok('/activity/roomContribution/index', { user: '10002' })).blackGold).toEqual({ used: 2, left: 1, max: 3, days: 30 });
    expect((await black()).superReward).toBe(true);
    expect((await black()).superReward).toBe(false);
  });

  it('the daily ranking counts the day\'s gifts; its rewards go out at 00:05 the next day; the total ranking counts every day', async () => {
    h = await startHarness(3, at('2026-11-27T23:00:00+08:00'));
    await send(h, '10003', { roomId: '910002', diamond: 700 });
    h.setTime(at('2026-11-28T00:04:59+08:00'));
    const yesterday = await ranking(h, '10002', { type: 'daily', day: 1 });
    expect([yesterday.rewarded, yesterday.rewardTime]).toEqual([false, '2026-11-28T00:05:00+08:00']);
    expect(yesterday.list.find((r) => r.roomId === '910002').value).toBe(700);
    expect((await ranking(h, '10003', { type: 'daily', day: 0 })).list.find((r) => r.roomId === '910002')).toBeUndefined();
    expect((await myRoom(h, '10002', { type: 'daily', day: 0 })).list).toEqual([expect.objectContaining({ roomId: '910002', value: 0 })]);
    h.setTime(at('2026-11-28T00:05:00+08:00'));
    expect((await ranking(h, '10002', { type: 'daily', day: 1 })).rewarded).toBe(true);
    expect((await ranking(h, '10002', { type: 'daily', day: 0 })).rewarded).toBe(false);
    expect((await myRoom(h, '10002')).list[0].value).toBe(700);
  });

  it("the user's own room is pinned with its place in the ranking; rows carry the room id the app opens; the rules are answered", async () => {
    h = await startHarness(3, at('2026-11-28T12:00:00+08:00'));
    await send(h, '10003', { roomId: '910004', diamond: 2_000_000 });
    const list = (await ranking(h, '10004', { type: 'total' })).list;
    expect(list[0]).toMatchObject({ rank: 1, roomId: '910004' });
    expect(list.every((r: Json) => /^\d+$/.test(r.roomId))).toBe(true);
    expect((await myRoom(h, '10004')).list).toEqual([expect.objectContaining({ rank: 1, roomId: '910004', value: 2_200_000 })]);
    expect((await myRoom(h, '10001')).list).toEqual([]);
    const index = await h.ok('/activity/roomContribution/index', { user: '10001' });
    expect(index.myRoom).toBeNull();
    expect(index.rules).toMatchObject({ localBonusPercent: 20, crowdBonusPercent: 10, crowdOver: 20, selfPenaltyPercent: 40, luckyMaxTimes: 88, blackGoldSuperRewards: 3, blackGoldDays: 30, dailyRewardTime: '00:05', rewardWorkingDays: 10 });
  });
});
