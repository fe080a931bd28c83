// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAppHeader, headerValues } from '../../engine/app-header/appHeader';
import { DEFAULT_USER_ID } from '../core';
import { startHarness, type Harness } from '@testing/sandbox/startHarness';

describe('seeded users, determinism and reset', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(3); });
  afterEach(() => h.close());

  it('seeded users are in distinct states', async () => {
    const newcomer = await h.ok('/user/getUser', { user: '10001' });
    expect(newcomer.recharged).toBe(false);
    expect((await h.ok('/payment/whitelist/getByUserId', { user: '10002' })).urlCode).toBe('WL10002');
    expect((await h.ok('/activity/diamondPass/progress', { user: '10003' })).premium).toBe(true);
    expect(await h.ok('/user/getUser', { user: '10004' })).toMatchObject({ familyId: '501', familyLeader: true });
    expect((await h.ok('/user/getUser', { user: '10005' })).coupleUserId).toBe('10006');
    expect((await h.ok('/activity/valentineday/coupleRank/index', { user: '10006' })).myCouple.users[1].userId).toBe('10005');
    expect(await h.ok('/activity/goldenEgg/index', { user: '10007' })).toMatchObject({ chances: 0, points: 0 });
    expect((await h.ok('/activity/spark/getEnergyValue', { user: '10007' })).sparkCount).toBe(0);
    const control = await h.control();
    expect(control.users.map((u: { userId: string }) => u.userId)).toEqual(['10001', '10002', '10003', '10004', '10005', '10006', '10007']);
  });

  it('a page outside the app is the user the README documents (10002, the whitelisted payer), as is a call that names none', async () => {
    const header = buildAppHeader({ production: false });
    expect(header.userid).toBe('10002');
    expect(DEFAULT_USER_ID).toBe(header.userid);
    const res = await fetch(`${h.url}/vue/prodServer/payment/whitelist/getByUserId`, { headers: headerValues(header) });
    expect(((await res.json()) as { content: unknown }).content).toMatchObject({ userId: '10002', whitelisted: true, urlCode: 'WL10002' });
  });

  it('the user comes from the userid header, else the uid parameter', async () => {
    const res = await fetch(`${h.url}/vue/prodServer/facade/wallet/get?uid=10007`);
    expect(((await res.json()) as { content: { userId: string } }).content.userId).toBe('10007');
    const header = await fetch(`${h.url}/vue/prodServer/facade/wallet/get?uid=10007`, { headers: { userid: '10001' } });
    expect(((await header.json()) as { content: { userId: string } }).content.userId).toBe('10001');
  });

  it('answers are plausible: names, avatars served as same-origin images, gift prices, rankings in order', async () => {
    const users = await h.ok('/user/getBasicUsers', { method: 'POST', body: ['10001', '55555'] });
    expect(users[1].name.length).toBeGreaterThan(1);
    expect(users[1].icon).toBe('/vue/sandbox/avatar/55555.svg');
    const img = await fetch(`${h.url}${users[1].icon}`);
    expect(img.headers.get('content-type')).toBe('image/svg+xml');
    const ranking = await h.ok('/marketing/rankingList/getData', { query: { classify: 5, period: 2, size: 50 } });
    const values = ranking.list.map((r: { value: number }) => r.value);
    expect(values).toEqual([...values].sort((a: number, b: number) => b - a));
    expect(ranking.userRankNumber).toEqual({ diamond: expect.any(Number), orderNumber: expect.any(Number), distanceDiamond: expect.any(Number) });
    expect((await h.call('/marketing/rankingList/getData', { query: { classify: 4, period: 0 } })).status).not.toBe(0);
  });

  it('deterministic under a seed: same seed, same answers and draws; another seed differs', async () => {
    const run = async (x: Harness) => [
      await x.ok('/marketing/rankingList/getData', { query: { classify: 3, period: 0 } }),
      await x.ok('/activity/spark/draw', { method: 'POST', body: { actConfigId: 701, drawNum: 10 } }),
      await x.ok('/user/getUser', { user: '77777' }),
    ];
    const other = await startHarness(3);
    const third = await startHarness(4);
    try {
      const a = await run(h);
      expect(await run(other)).toEqual(a);
      expect(await run(third)).not.toEqual(a);
    } finally {
      await other.close();
      await third.close();
    }
  });

  it('state can be reset (optionally with a new seed)', async () => {
    await h.ok('/shop/aggregation/buy', { method: 'POST', body: { productId: 1504 } });
    await h.control({ faults: ['status'], offsetMs: 5000 });
    expect((await h.call('/facade/wallet/get')).status).not.toBe(0);
    const state = await h.control({ reset: true });
    expect(state).toMatchObject({ seed: 3, offsetMs: 0, faults: { rules: [], latency: [] } });
    expect((await h.ok('/facade/wallet/get')).diamond).toBe(88_000);
    expect((await h.control({ reset: true, seed: 9 })).seed).toBe(9);
  });

  it('time can be moved through the control endpoint', async () => {
    const before = await h.control();
    const after = await h.control({ advanceMs: 3_600_000 });
    expect(after.now - before.now).toBe(3_600_000);
    const res = await fetch(`${h.url}/vue/prodServer/facade/wallet/get`);
    expect(Date.parse(res.headers.get('date') ?? '')).toBe(Math.floor(after.now / 1000) * 1000);
  });
});
