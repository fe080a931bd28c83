// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LUCKY_BOX_PRICE } from '../core/handlers/luckyBox';
import { startHarness, type Harness, type Json } from '@testing/sandbox/startHarness';

const DAY = 86_400_000;

describe('lucky boxes with a paid trial', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(5); });
  afterEach(() => h.close());

  const lucky = (path: string, user: string, body?: Record<string, unknown>, lang = 'en') =>
    h.call(`/activity/luckyBox/${path}`, body ? { method: 'POST', user, lang, body: { theme: 'valentine', ...body } } : { user, lang, query: { theme: 'valentine' } });
  const wallet = async (user: string) => (await h.ok('/facade/wallet/get', { user })).diamond as number;

  it('a trial result is kept only when paid: paying debits one draw\'s price and the prize is recorded; one trial a day', async () => {
    const before = await lucky('index', '10001');
    expect(before.content).toMatchObject({ trialAvailable: true, pendingTrial: null, price: LUCKY_BOX_PRICE.valentine, batches: [1, 10, 50] });
    const trial = (await lucky('trial', '10001', {})).content;
    // A second tap answers the same trial: still one free result.
    expect((await lucky('trial', '10001', {})).content.trialId).toBe(trial.trialId);
    // Paid draws wait until the trial is kept or given up.
    expect((await lucky('draw', '10001', { count: 1 }, 'ms')).message).toBe('Simpan atau lepaskan hadiah percubaan anda dahulu.');
    const diamonds = await wallet('10001');
    const kept = await lucky('keepTrial', '10001', { trialId: trial.trialId });
    expect(kept.status).toBe(0);
    expect(kept.content.prize.name).toBe(trial.prize.name);
    expect(await wallet('10001')).toBe(diamonds - LUCKY_BOX_PRICE.valentine);
    expect((await lucky('records', '10001')).content.rows[0]).toMatchObject({ name: trial.prize.name });
    expect((await lucky('index', '10001')).content).toMatchObject({ trialAvailable: false, pendingTrial: null });
    const again = await lucky('trial', '10001', {}, 'th');
    expect(again.message).toBe('คุณใช้สิทธิ์ทดลองฟรีของวันนี้แล้ว กลับมาใหม่พรุ่งนี้');
    h.advance(DAY);
    expect((await lucky('index', '10001')).content.trialAvailable).toBe(true);
  });

  it('a trial given up is lost: nothing is charged, nothing recorded, and it cannot be paid for afterwards', async () => {
    const trial = (await lucky('trial', '10002', {})).content;
    const diamonds = await wallet('10002');
    expect((await lucky('dropTrial', '10002', { trialId: trial.trialId })).status).toBe(0);
    expect(await wallet('10002')).toBe(diamonds);
    expect((await lucky('records', '10002')).content.rows).toEqual([]);
    const late = await lucky('keepTrial', '10002', { trialId: trial.trialId });
    expect(late.message).toBe('This trial prize is no longer available.');
    expect(await wallet('10002')).toBe(diamonds);
    expect((await lucky('index', '10002')).content).toMatchObject({ trialAvailable: false, pendingTrial: null });
  });

  it('keeping a trial without enough diamonds is refused and the trial stays offered; the waiting trial survives a reload', async () => {
    const trial = (await lucky('trial', '10007', {})).content;
    const refused = await lucky('keepTrial', '10007', { trialId: trial.trialId }, 'vi');
    expect(refused.status).not.toBe(0);
    expect(refused.message).toBe('Không đủ kim cương, vui lòng nạp thêm.');
    expect((await lucky('index', '10007')).content.pendingTrial).toMatchObject({ trialId: trial.trialId, price: LUCKY_BOX_PRICE.valentine });
  });

  it('lottery batches 1, 10 and 50 cost one draw\'s price each and give as many prizes; other counts are refused', async () => {
    for (const count of [1, 10, 50]) {
      const diamonds = await wallet('10002');
      const r = await lucky('draw', '10002', { count });
      expect(r.content.prizes).toHaveLength(count);
      expect(await wallet('10002')).toBe(diamonds - count * LUCKY_BOX_PRICE.valentine);
    }
    expect((await lucky('draw', '10002', { count: 5 })).status).not.toBe(0);
    expect((await lucky('records', '10002')).content.total).toBe(61);
  });

  it('seeded users: 10005 has a trial waiting in every theme, 10003 has used today\'s trials; themes are checked', async () => {
    for (const theme of ['loveInJune', 'superIdol', 'fairytaleTown', 'pumpkinKiller', 'valentine']) {
      expect((await h.ok('/activity/luckyBox/index', { user: '10005', query: { theme } })).pendingTrial).toMatchObject({ price: LUCKY_BOX_PRICE[theme as keyof typeof LUCKY_BOX_PRICE] });
      expect((await h.ok('/activity/luckyBox/index', { user: '10003', query: { theme } })).trialAvailable).toBe(false);
    }
    expect((await h.call('/activity/luckyBox/index', { query: { theme: 'nope' } })).status).not.toBe(0);
  });
});

describe('constellation treasure (sandbox-defined)', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(3); });
  afterEach(() => h.close());
  const sky = (user = '10002') => h.ok('/activity/constellation/index', { user });
  const byId = (content: Json, id: string) => content.constellations.find((k: Json) => k.id === id);

  it('a complete constellation\'s reward is claimed once and the constellation starts over; an incomplete one cannot be claimed', async () => {
    expect(byId(await sky(), 'aries')).toMatchObject({ complete: true, lit: [1, 2, 3, 4] });
    const claimed = await h.call('/activity/constellation/claim', { method: 'POST', body: { constellation: 'aries' } });
    expect(claimed.message).toBe('Reward received, it will be sent to your account.');
    expect(byId(claimed.content, 'aries')).toMatchObject({ complete: false, lit: [], claimedTimes: 1 });
    const again = await h.call('/activity/constellation/claim', { method: 'POST', body: { constellation: 'aries' }, lang: 'ms' });
    expect(again.message).toBe('Nyalakan setiap bintang buruj ini dahulu.');
  });

  it('a draw lights stars not yet lit (50 diamonds each); when every constellation is complete it asks to claim first and a batch pays only for the dark stars', async () => {
    await h.control({ grant: { userId: '52001', diamond: 10_000 } });
    const wallet = async () => (await h.ok('/facade/wallet/get', { user: '52001' })).diamond as number;
    const start = await wallet();
    let lit = 0;
    for (let i = 0; i < 2; i++) {
      const r = await h.ok('/activity/constellation/draw', { method: 'POST', user: '52001', body: { count: 10 } });
      lit += r.stars.length;
      for (const k of r.constellations) expect(new Set(k.lit).size).toBe(k.lit.length);
    }
    expect(lit).toBe(20);
    // 22 stars in all: the third batch of 10 lights the last 2 and pays for 2.
    const last = await h.ok('/activity/constellation/draw', { method: 'POST', user: '52001', body: { count: 10 } });
    expect(last.stars).toHaveLength(2);
    expect(await wallet()).toBe(start - 22 * 50);
    expect(last.constellations.every((k: Json) => k.complete)).toBe(true);
    const refused = await h.call('/activity/constellation/draw', { method: 'POST', user: '52001', body: { count: 1 } });
    expect(refused.message).toBe('Every constellation is complete: claim your rewards first.');
    expect(await wallet()).toBe(start - 22 * 50);
    const records = await h.ok('/activity/constellation/records', { user: '52001' });
    expect(records.total).toBe(22);
    // A row per star lit: one star of a constellation, and which one.
    const newest = records.rows[0];
    expect(newest).toMatchObject({ kind: 'star', count: 1, name: last.stars[1].name, star: last.stars[1].star });
  });

  it('a draw without diamonds is refused', async () => {
    expect((await h.call('/activity/constellation/draw', { method: 'POST', user: '10007', body: { count: 1 } })).message).toBe('Not enough diamonds, please top up.');
  });
});
