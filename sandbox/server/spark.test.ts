// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@testing/sandbox/startHarness';

interface Prize { prizeConfigType: 1 | 2 | 3; special: boolean }

async function drawMany(h: Harness, user: string, actConfigId: number, batches: number): Promise<Prize[]> {
  const out: Prize[] = [];
  for (let i = 0; i < batches; i++) {
    const r = await h.ok('/activity/spark/draw', { method: 'POST', user, body: { actConfigId, drawNum: 10 } });
    out.push(...r.resultPrizes);
  }
  return out;
}

/** Longest run of draws without a prize matching `hit`. */
const longestGap = (prizes: Prize[], hit: (p: Prize) => boolean) => {
  let gap = 0;
  let max = 0;
  for (const p of prizes) { gap = hit(p) ? 0 : gap + 1; max = Math.max(max, gap); }
  return max;
};

describe('Stars Hunters spark draws', () => {
  let h: Harness;
  let normal: Prize[];
  let special: Prize[];
  beforeAll(async () => {
    h = await startHarness(11);
    await h.control({ grant: { userId: '40001', sparks: 5_000 } });
    await h.control({ grant: { userId: '40002', sparks: 10_000 } });
    normal = await drawMany(h, '40001', 701, 200);
    special = await drawMany(h, '40002', 702, 500);
  }, 60_000);
  afterAll(() => h.close());

  it('every 10 lightens give a rare or better prize (never 10 normal in a row)', () => {
    expect(longestGap(normal, (p) => p.prizeConfigType >= 2)).toBeLessThan(10);
    expect(longestGap(special, (p) => p.prizeConfigType >= 2)).toBeLessThan(10);
  });

  it('70 lightens give a limited item (never 70 without one)', () => {
    expect(longestGap(normal, (p) => p.prizeConfigType === 3)).toBeLessThan(70);
    expect(longestGap(special, (p) => p.prizeConfigType === 3)).toBeLessThan(70);
  });

  it('in the special pool a limited item is special about half the time, and the one after a non-special limited is surely special', () => {
    const limited = special.filter((p) => p.prizeConfigType === 3);
    expect(limited.length).toBeGreaterThan(60);
    limited.forEach((p, i) => { if (i > 0 && !limited[i - 1]!.special) expect(p.special).toBe(true); });
    const ratio = limited.filter((p) => p.special).length / limited.length;
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(0.85);
    expect(normal.every((p) => !p.special)).toBe(true);
  });

  it('the config reports drawStatus 1 and the draws since the last limited item', async () => {
    const cfg = await h.ok('/activity/spark/getDrawConfig', { user: '40002', query: { actCategory: 20000 } });
    expect(cfg.drawStatus).toBe(1);
    expect(cfg.jpIntervalNum).toBe(70);
    const since = special.length - 1 - special.map((p) => p.prizeConfigType).lastIndexOf(3);
    expect(cfg.userJpIntervalNum).toBe(since);
  });

  it('drawing without enough sparks is refused and spends nothing', async () => {
    const r = await h.call('/activity/spark/draw', { method: 'POST', user: '10007', body: { actConfigId: 701, drawNum: 1 } });
    expect(r.status).not.toBe(0);
    expect(r.message).toBe('Not enough Sparks, please buy more.');
    const records = await h.ok('/activity/spark/listUserPrizeRecord', { user: '10007' });
    expect(records.total).toBe(0);
  });

  it('the config and every draw answer report the lightens since the last rare and limited prizes (pity progress)', async () => {
    await h.control({ grant: { userId: '40003', sparks: 20 } });
    const before = await h.ok('/activity/spark/getDrawConfig', { user: '40003', query: { actCategory: 10000 } });
    expect(before).toMatchObject({ userJpIntervalNum: 0, userRareIntervalNum: 0, rareIntervalNum: 10, jpIntervalNum: 70 });
    const r = await h.ok('/activity/spark/draw', { method: 'POST', user: '40003', body: { actConfigId: 701, drawNum: 1 } });
    const type = r.resultPrizes[0].prizeConfigType;
    expect(r.userJpIntervalNum).toBe(type === 3 ? 0 : 1);
    expect(r.userRareIntervalNum).toBe(type >= 2 ? 0 : 1);
    expect(r.sparkCount).toBe(before.sparkCount - 1);
  });

  it('seeded: 10002 can draw, 10007 has no sparks, 10004 is the previous period idol', async () => {
    expect((await h.ok('/activity/spark/getDrawConfig', { user: '10002', query: { actCategory: 10000 } })).sparkCount).toBeGreaterThanOrEqual(10);
    expect((await h.ok('/activity/spark/getDrawConfig', { user: '10007', query: { actCategory: 10000 } })).sparkCount).toBe(0);
    expect((await h.ok('/activity/sparkWish/getSpokesGiftPack', { user: '10004' })).eligible).toBe(true);
    expect((await h.ok('/activity/sparkWish/getSpokesGiftPack', { user: '10002' })).eligible).toBe(false);
  });

  it('tasks: a task not done yet cannot be received; a done one once a day, adding its sparks', async () => {
    const { tasks } = await h.ok('/activity/spark/getTaskInfo', { user: '10001' });
    const topUp = tasks.find((t: { taskId: number }) => t.taskId === 3);
    expect(topUp.state).toBe('ongoing');
    const refused = await h.call('/activity/spark/receiveTaskReward', { method: 'POST', user: '10001', body: { taskId: 3 }, lang: 'th' });
    expect(refused.message).toBe('กรุณาทำภารกิจนี้ให้สำเร็จก่อน');
    const got = await h.ok('/activity/spark/receiveTaskReward', { method: 'POST', user: '10001', body: { taskId: 1 } });
    expect(got.sparkCount).toBe(4);
    expect((await h.call('/activity/spark/receiveTaskReward', { method: 'POST', user: '10001', body: { taskId: 1 } })).message).toBe('Reward already received.');
    h.advance(86_400_000);
    expect((await h.ok('/activity/spark/getTaskInfo', { user: '10001' })).tasks[0].state).toBe('done');
    h.advance(-86_400_000);
  });

  it('the next period is reserved (reserve, then reserved) and a wish is required and at most 30 characters', async () => {
    const next = await h.ok('/activity/spark/getNextConfig', { user: '10003' });
    expect(next.booked).toBe(false);
    await h.ok('/activity/spark/book', { method: 'POST', user: '10003', query: { actConfigId: next.actConfigId } });
    expect((await h.ok('/activity/spark/getNextConfig', { user: '10003' })).booked).toBe(true);
    expect((await h.call('/activity/spark/addVow', { method: 'POST', user: '10003', body: { content: '  ' } })).message).toBe('Please write your wish.');
    expect((await h.call('/activity/spark/addVow', { method: 'POST', user: '10003', body: { content: 'x'.repeat(31) } })).message).toBe('A wish can have at most 30 characters.');
    expect((await h.ok('/activity/spark/addVow', { method: 'POST', user: '10003', body: { content: 'x'.repeat(30) } })).vows).toHaveLength(1);
  });

  it('the family ranking is in range from rankStart to rankEnd; the leader sees his family ranked', async () => {
    const r = await h.ok('/activity/spark/getFamilyRanking', { user: '10004' });
    expect(Date.parse(r.rankStart)).toBeLessThan(Date.parse(r.rankEnd));
    expect(r.ownRanking).toMatchObject({ familyId: '501' });
  });

  it('outside the draw cycle (its last hour) the draw is refused', async () => {
    h.setTime(Date.parse('2026-12-19T23:30:00+08:00'));
    const cfg = await h.ok('/activity/spark/getDrawConfig', { user: '10002', query: { actCategory: 10000 } });
    expect(cfg.drawStatus).toBe(0);
    const r = await h.call('/activity/spark/draw', { method: 'POST', user: '10002', body: { actConfigId: 701, drawNum: 1 } });
    expect(r.message).toBe('Drawing is not available now.');
  });
});
