// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../core/time';
import { startHarness, T0, type Harness } from '@testing/sandbox/startHarness';

const nest = (h: Harness, user: string, opts: { referer?: string; lang?: string } = {}) => h.ok('/activity/loveNest/index', { user, ...opts });
const post = (h: Harness, path: string, user: string, body: unknown = {}, lang = 'en') => h.call(`/activity/loveNest/${path}`, { method: 'POST', user, body, lang });

describe('couple love nest', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(3); });
  afterEach(() => h.close());

  it('a user without a couple is told to find their CP first, in their language', async () => {
    expect(await nest(h, '10001')).toMatchObject({ hasCouple: false, registered: false, level: 0 });
    expect((await post(h, 'register', '10001')).message).toBe('Please find your CP first');
    expect((await post(h, 'rename', '10001', { name: 'Home' })).message).toBe('Please find your CP first');
    expect((await post(h, 'wishGift', '10001', { giftId: 1008 }, 'th')).status).not.toBe(0);
  });

  it('house levels 1 Ice Cream House to 7 Sky Castle unlock at their couple-point thresholds', async () => {
    const before = await nest(h, '10005');
    expect(before.levels.map((l: { name: string }) => l.name)).toEqual(['Ice Cream House', 'Donut House', 'Romantic Cottage', 'City of Love', 'Fantasy Castle', 'Neverland', 'Sky Castle']);
    expect(before).toMatchObject({ points: 1_500, level: 3, nextLevel: 4, nextPoints: 3_344, pointsToNext: 1_844 });
    await h.control({ grant: { userId: '10006', couplePoints: 1_843 } });
    expect(await nest(h, '10005')).toMatchObject({ points: 3_343, level: 3 });
    await h.control({ grant: { userId: '10005', couplePoints: 1 } });
    expect(await nest(h, '10006')).toMatchObject({ points: 3_344, level: 4, nextLevel: 5 });
    await h.control({ grant: { userId: '10005', couplePoints: 20_000 } });
    expect(await nest(h, '10005')).toMatchObject({ level: 7, nextLevel: null, pointsToNext: 0 });
  });

  it('the badge lasts 30 days from the latest unlock, for both partners', async () => {
    expect((await nest(h, '10005')).badge).toMatchObject({ active: true, expiresAtMs: T0 - 2 * DAY_MS + 30 * DAY_MS });
    h.advance(10 * DAY_MS);
    await h.control({ grant: { userId: '10005', couplePoints: 2_000 } });
    const renewed = T0 + 10 * DAY_MS + 30 * DAY_MS;
    expect((await nest(h, '10006')).badge).toMatchObject({ active: true, expiresAtMs: renewed });
    h.advance(30 * DAY_MS - 1);
    expect((await nest(h, '10005')).badge.active).toBe(true);
    h.advance(1);
    expect((await nest(h, '10005')).badge).toMatchObject({ active: false, expiresAtMs: renewed });
  });

  it('the badge is read at the instant the page previews (?at=)', async () => {
    const at = new Date(T0 + 40 * DAY_MS).toISOString();
    expect((await nest(h, '10005', { referer: `${h.url}/vue/act/love-nest?at=${encodeURIComponent(at)}` })).badge.active).toBe(false);
  });

  it('divorce ends the badge at once and the couple; a new couple starts a nest of its own', async () => {
    await nest(h, '10005');
    h.advance(DAY_MS);
    await h.control({ divorce: '10006' });
    const after = await nest(h, '10005');
    expect(after).toMatchObject({ hasCouple: false, badge: { active: false, expiresAtMs: T0 + DAY_MS } });
    expect((await nest(h, '10006')).badge.active).toBe(false);
    expect((await post(h, 'rename', '10006', { name: 'Ours' })).message).toBe('Please find your CP first');
    await h.control({ couple: ['10005', '10001'] });
    expect(await nest(h, '10001')).toMatchObject({ hasCouple: true, registered: false, points: 0, level: 0, partner: { userId: '10005' } });
  });

  it('either partner registers the couple, once for both', async () => {
    await h.control({ couple: ['10001', '10007'] });
    expect((await post(h, 'rename', '10001', { name: 'Ours' })).message).toBe('Register your couple first.');
    const registered = await post(h, 'register', '10007');
    expect(registered).toMatchObject({ status: 0, content: { registered: true, registeredBy: '10007' } });
    expect(await nest(h, '10001')).toMatchObject({ registered: true, registeredBy: '10007' });
    expect((await post(h, 'register', '10001')).content).toMatchObject({ registeredBy: '10007' });
    await h.control({ couple: ['10002', '10003'] });
    expect((await post(h, 'register', '10002')).status).toBe(0);
    expect(await nest(h, '10003')).toMatchObject({ registered: true, registeredBy: '10002' });
  });

  it('the house name cannot be empty nor blank, and at most 20 characters; both partners see the new name', async () => {
    expect((await post(h, 'rename', '10005', { name: '   ' })).message).toBe('The house name cannot be empty');
    expect((await post(h, 'rename', '10005', { name: '' }, 'vi')).message).toBe('Tên ngôi nhà không được để trống');
    expect((await post(h, 'rename', '10005', { name: 'x'.repeat(21) })).message).toBe('The house name can have at most 20 characters');
    expect((await post(h, 'rename', '10005', { name: ' Cloud Nine ' })).status).toBe(0);
    expect((await nest(h, '10006')).houseName).toBe('Cloud Nine');
  });

  it('the wish gift is one of those offered, and the choice is kept for both partners', async () => {
    expect((await nest(h, '10005')).wishGiftId).toBe(1008);
    expect((await post(h, 'wishGift', '10005', { giftId: 1001 })).message).toBe('Please choose a gift first');
    expect((await post(h, 'wishGift', '10006', { giftId: 1010 })).status).toBe(0);
    expect((await nest(h, '10005')).wishGiftId).toBe(1010);
  });

  it('every level unlocked gives one box; its prize is in the record', async () => {
    expect((await nest(h, '10005')).boxes).toBe(3);
    for (let i = 0; i < 3; i++) expect((await post(h, 'openBox', '10005')).content.resultPrizes).toHaveLength(1);
    expect((await post(h, 'openBox', '10006')).message).toBe('No box to open: unlock the next house level to get one.');
    expect((await h.ok('/activity/loveNest/records', { user: '10006' })).rows).toHaveLength(3);
  });
});
