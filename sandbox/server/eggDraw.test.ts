// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@testing/sandbox/startHarness';

const smash = (h: Harness, user = '10002', lang = 'en') => h.call('/activity/goldenEgg/smash', { method: 'POST', user, lang });

/** Smashes until the chosen gift is won; returns how many smashes it took. */
async function smashUntilChosen(h: Harness, user = '10002'): Promise<{ count: number; last: { gift: { id: number }; equivalent: boolean }; message?: string }> {
  for (let count = 1; count <= 25; count++) {
    const r = await smash(h, user);
    if (r.status !== 0) throw new Error(r.message);
    if (r.content.chosenWon || r.content.equivalent) return { count, last: r.content, ...(r.message ? { message: r.message } : {}) };
  }
  throw new Error('chosen gift never came');
}

describe('golden egg draw', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(5); });
  afterEach(() => h.close());

  it('each smash costs 100 points; a new user smashes once for free, then is told to do the daily tasks', async () => {
    const payer = await h.ok('/activity/goldenEgg/index');
    await smash(h);
    expect((await h.ok('/activity/goldenEgg/index')).points).toBe(payer.points - 100);

    const fresh = await h.ok('/activity/goldenEgg/index', { user: '10001' });
    expect(fresh).toMatchObject({ points: 0, freeSmash: true, chances: 1 });
    expect((await smash(h, '10001')).status).toBe(0);
    const none = await smash(h, '10001', 'ms');
    expect(none.status).not.toBe(0);
    expect(none.message).toBe('Tiada peluang lagi. Lakukan tugasan harian untuk mendapatkan lebih banyak.');
    const exhausted = await smash(h, '10007');
    expect(exhausted.message).toBe('No chances left. Do the daily tasks to get more.');
  });

  it('daily tasks give points once per time done (5 for opening the app, 100 per 0.99 USD top-up), never before done', async () => {
    await h.ok('/activity/goldenEgg/index', { user: '10007' });
    await h.ok('/activity/goldenEgg/receiveTask', { method: 'POST', user: '10007', body: { taskId: 1 } });
    const again = await h.call('/activity/goldenEgg/receiveTask', { method: 'POST', user: '10007', body: { taskId: 1 } });
    expect(again.message).toBe('Reward already received.');
    const early = await h.call('/activity/goldenEgg/receiveTask', { method: 'POST', user: '10007', lang: 'th', body: { taskId: 4 } });
    expect(early.message).toBe('กรุณาทำภารกิจนี้ให้สำเร็จก่อน');
    expect((await h.call('/activity/goldenEgg/receiveTask', { method: 'POST', user: '10007', body: { taskId: 2 } })).message).toBe('Complete this task first.');
    await h.control({ grant: { userId: '10007', rechargeCents: 99 } });
    const tasks = (await h.ok('/activity/goldenEgg/index', { user: '10007' })).tasks;
    expect(tasks.find((t: { taskId: number }) => t.taskId === 4)).toMatchObject({ points: 100, current: 1, target: 10, status: 'done' });
    await h.ok('/activity/goldenEgg/receiveTask', { method: 'POST', user: '10007', body: { taskId: 4 } });
    expect((await h.call('/activity/goldenEgg/receiveTask', { method: 'POST', user: '10007', body: { taskId: 4 } })).message).toBe('Complete this task first.');
    expect((await h.ok('/activity/goldenEgg/index', { user: '10007' })).points).toBe(105);
    expect((await smash(h, '10007')).status).toBe(0);
  });

  it('a Go Match gives 5 each; 10 minutes in a room give 10 (5 in the lucky-egg edition); tasks start again at 00:00', async () => {
    const tasks = (await h.ok('/activity/goldenEgg/index', { query: { actId: 'golden-egg' } })).tasks;
    expect(tasks.map((t: { taskId: number; points: number; current: number; status: string }) => [t.taskId, t.points, t.current, t.status])).toEqual([[1, 5, 1, 'done'], [2, 5, 3, 'done'], [3, 10, 2, 'done'], [4, 100, 0, 'ongoing']]);
    expect((await h.ok('/activity/goldenEgg/index', { query: { actId: 'lucky-egg' } })).tasks[2].points).toBe(5);
    const before = (await h.ok('/activity/goldenEgg/index')).points;
    for (let i = 0; i < 3; i++) await h.ok('/activity/goldenEgg/receiveTask', { method: 'POST', body: { taskId: 2 } });
    expect((await h.call('/activity/goldenEgg/receiveTask', { method: 'POST', body: { taskId: 2 } })).status).not.toBe(0);
    await h.ok('/activity/goldenEgg/receiveTask', { method: 'POST', body: { taskId: 3 } });
    expect((await h.ok('/activity/goldenEgg/index')).points).toBe(before + 15 + 10);
    const index = await h.ok('/activity/goldenEgg/index');
    expect(index.resetAt).toBe('2026-11-23T00:00:00+08:00');
    h.setTime(Date.parse('2026-11-23T00:00:01+08:00'));
    expect((await h.ok('/activity/goldenEgg/index')).tasks[1]).toMatchObject({ received: 0, status: 'done' });
  });

  it('seeded: 10003 wins the chosen Sports Car on the 20th smash; 10004 gets the 399 equivalent for the Phoenix out today', async () => {
    expect(await h.ok('/activity/goldenEgg/index', { user: '10003' })).toMatchObject({ chosenGiftId: 1008, smashesTowardChosen: 19, guaranteeWithin: 20, canChoose: false });
    expect((await smash(h, '10003')).content).toMatchObject({ chosenWon: true, gift: { id: 1008 }, smashesTowardChosen: 0 });
    expect((await h.ok('/activity/goldenEgg/index', { user: '10003' })).canChoose).toBe(true);
    const eq = await smash(h, '10004', 'vi');
    expect(eq.content).toMatchObject({ equivalent: true, gift: { id: 1006, diamonds: 399 } });
    expect(eq.message).toBe('Quà này đã vượt giới hạn trong ngày; một món quà cùng giá trị (399 kim cương) đã được gửi thay thế.');
  });

  it('after a golden egg the user picks a gift, guaranteed within 20 smashes, and changeable only once won', async () => {
    expect((await h.call('/activity/goldenEgg/chooseGift', { method: 'POST', body: { giftId: 1008 } })).status).not.toBe(0);
    const first = await smash(h);
    expect(first.content).toMatchObject({ golden: true, needChoice: true });
    await h.ok('/activity/goldenEgg/chooseGift', { method: 'POST', body: { giftId: 1008 } });
    const change = await h.call('/activity/goldenEgg/chooseGift', { method: 'POST', body: { giftId: 1007 } });
    expect(change.message).toBe('Your chosen gift can be changed only after you win it.');
    const won = await smashUntilChosen(h);
    expect(won.count).toBeLessThanOrEqual(20);
    expect(won.last.gift.id).toBe(1008);
    await h.ok('/activity/goldenEgg/chooseGift', { method: 'POST', body: { giftId: 1007 } });
    expect((await h.ok('/activity/goldenEgg/index')).chosenGiftId).toBe(1007);
  });

  it('a gift over its daily limit becomes the 399 equivalent; when the day is out nothing is given until 00:00', async () => {
    await smash(h);
    await h.ok('/activity/goldenEgg/chooseGift', { method: 'POST', body: { giftId: 1010 } });
    expect((await smashUntilChosen(h)).last.gift.id).toBe(1010);
    for (let i = 0; i < 3; i++) {
      await h.ok('/activity/goldenEgg/chooseGift', { method: 'POST', body: { giftId: 1010 } });
      const r = await smashUntilChosen(h);
      expect(r.last).toMatchObject({ equivalent: true, gift: { id: 1006, diamonds: 399 } });
      expect(r.message).toBe('This gift is over its daily limit; a gift of equal value (399 diamonds) has been sent instead.');
    }
    await h.ok('/activity/goldenEgg/chooseGift', { method: 'POST', body: { giftId: 1010 } });
    let out: { status: number; message?: string } = { status: 0 };
    let before = 0;
    for (let i = 0; i < 25 && out.status === 0; i++) {
      before = (await h.ok('/activity/goldenEgg/index')).points;
      out = await smash(h);
    }
    expect(out.message).toBe("Today's gifts are all out of stock; they will be sent again tomorrow.");
    expect((await h.ok('/activity/goldenEgg/index')).points).toBe(before);

    h.setTime(Date.parse('2026-11-23T00:00:01+08:00'));
    const tomorrow = await smash(h);
    expect(tomorrow.status).toBe(0);
    expect(tomorrow.content).toMatchObject({ chosenWon: true, equivalent: false, gift: { id: 1010 } });
  });
});
