// @vitest-environment node
// The BFF system through HTTP: the free draw (three a day), the house won and exchanged (which unlocks the system;
// a house not exchanged keeps it locked until the house expires), the house levels 1 to 7, up to 5 supporters each
// speeding the house up by 10%, and the request list.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Json } from '@testing/sandbox/startHarness';
import { BFF_HOUSE_STATUS, levelOf } from '../core/handlers/bffHouseState';

const DAY = 86_400_000;
const AT = Date.parse('2027-03-05T12:00:00+08:00');
type Obj = Record<string, Json>;

describe('BFF system', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); h.setTime(AT); });
  afterEach(() => h.close());

  const post = (path: string, user: string, body: unknown = {}) => h.call(`/activity/bff/${path}`, { method: 'POST', user, body });
  const index = (user: string) => h.ok<Obj>('/activity/bff/index', { user });
  /** Wins a house in the free draw and exchanges it. */
  const unlock = async (user: string) => {
    await post('draw', user, { count: 1 });
    expect((await post('exchange', user)).status).toBe(0);
  };

  it('three free draws a day, the first without a house wins one; a fourth is refused until the next day', async () => {
    expect(await h.ok<Obj>('/activity/bff/freeDraw', { user: '42001' })).toMatchObject({ chances: 3 });
    const first = await post('draw', '42001', { count: 1 });
    expect(first.content.prizes[0]).toMatchObject({ kind: 'house', rare: true });
    expect((await post('draw', '42001', { count: 2 })).status).toBe(0);
    expect(await post('draw', '42001', { count: 1 })).toMatchObject({ status: BFF_HOUSE_STATUS.noFreeDraws, message: 'No free draws left today. Come back tomorrow.' });
    h.advance(DAY);
    expect(await h.ok<Obj>('/activity/bff/freeDraw', { user: '42001' })).toMatchObject({ chances: 3 });
  });

  it('the system is locked until the house is exchanged; a house not exchanged keeps it locked and is gone once it expires', async () => {
    expect(await index('42002')).toMatchObject({ unlocked: false, house: null });
    expect(await post('exchange', '42002')).toMatchObject({ status: BFF_HOUSE_STATUS.noHouse });
    await post('draw', '42002', { count: 1 });
    const won = await index('42002');
    expect(won).toMatchObject({ unlocked: false, house: { level: 1, exchanged: false } });
    expect(won.house.expireTime).toBe('2027-03-12T12:00:00+08:00');
    expect(await post('inviteSupporter', '42002', { userId: '42100' })).toMatchObject({ status: BFF_HOUSE_STATUS.locked, message: 'Exchange your house first: it unlocks the BFF system.' });
    h.advance(7 * DAY);
    expect(await index('42002')).toMatchObject({ unlocked: false, house: null });
    expect(await post('exchange', '42002')).toMatchObject({ status: BFF_HOUSE_STATUS.expired, message: 'This house has expired.' });
  });

  it('exchanging the house unlocks the system, once; the exchanged house does not expire', async () => {
    await post('draw', '42003', { count: 1 });
    const exchanged = await post('exchange', '42003');
    expect(exchanged).toMatchObject({ status: 0, message: 'House exchanged: the BFF system is unlocked.' });
    expect((await post('exchange', '42003')).status).not.toBe(0);
    h.advance(10 * DAY);
    expect(await index('42003')).toMatchObject({ unlocked: true, house: { exchanged: true, expireTime: null } });
  });

  it('the house has levels 1 to 7 by its growth', () => {
    expect([0, 99, 100, 300, 600, 1000, 1500, 2100, 99_999].map(levelOf)).toEqual([1, 1, 2, 3, 4, 5, 6, 7, 7]);
  });

  it('up to 5 supporters, each speeding the house up by 10%: a free draw grows the house 100, then 150 with five', async () => {
    await unlock('42004');
    expect((await post('draw', '42004', { count: 1 })).content.prizes[0]).toMatchObject({ kind: 'growth', count: 100 });
    expect(await post('inviteSupporter', '42004', { userId: '42004' })).toMatchObject({ status: 1001, message: 'Please enter a valid user id' });
    for (const id of ['42101', '42102', '42103', '42104', '42105']) expect((await post('inviteSupporter', '42004', { userId: id })).status).toBe(0);
    expect(await post('inviteSupporter', '42004', { userId: '42106' })).toMatchObject({ status: BFF_HOUSE_STATUS.supportersFull, message: 'A house has at most 5 supporters.' });
    expect(await index('42004')).toMatchObject({ supporters: 5, speedUpPercent: 50 });
    expect((await h.ok<Obj>('/activity/bff/supporters', { user: '42004' })).total).toBe(5);
    h.advance(DAY);
    expect((await post('draw', '42004', { count: 1 })).content.prizes[0]).toMatchObject({ kind: 'growth', count: 150 });
    expect(await index('42004')).toMatchObject({ house: { growth: 250, level: 2 } });
  });

  it('a request sent from an unlocked system shows in the request list of the user asked, once', async () => {
    expect((await post('request', '42005', { userId: '42006' })).status).toBe(BFF_HOUSE_STATUS.locked);
    await unlock('42005');
    expect((await post('request', '42005', { userId: '42006' })).status).toBe(0);
    expect((await post('request', '42005', { userId: '42006' })).status).not.toBe(0);
    const list = await h.ok<{ total: number; list: Obj[] }>('/activity/bff/requests', { user: '42006' });
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ userId: '42005', status: 'invited' });
    expect((await h.ok<{ total: number }>('/activity/bff/requests', { user: '42005' })).total).toBe(0);
  });

  it('the user asked declines (and may be asked again) or accepts: one BFF per person, a binding never undone', async () => {
    for (const u of ['42010', '42011', '42012']) await unlock(u);
    const requestId = (from: string, to: string) => post('request', from, { userId: to }).then((r) => r.content.requestId as number);
    const first = await requestId('42010', '42011');
    expect(await post('respond', '42011', { requestId: first, accept: false })).toMatchObject({ status: 0, message: 'Request declined.', content: { request: { status: 'declined' } } });
    expect(await post('respond', '42011', { requestId: first, accept: true })).toMatchObject({ status: BFF_HOUSE_STATUS.answered, message: 'This request has already been answered.' });
    // Declined, the request can be sent again: the same request, asking again.
    expect(await requestId('42010', '42011')).toBe(first);
    // Accepting needs the answerer's system unlocked.
    const fromLocked = await requestId('42012', '42013');
    expect((await post('respond', '42013', { requestId: fromLocked, accept: true })).status).toBe(BFF_HOUSE_STATUS.locked);
    const other = await requestId('42012', '42011');
    expect(await post('respond', '42011', { requestId: first, accept: true })).toMatchObject({ status: 0, message: 'You are now best friends.', content: { request: { status: 'bound' } } });
    expect(await index('42011')).toMatchObject({ bestFriend: { userId: '42010' } });
    expect(await index('42010')).toMatchObject({ bestFriend: { userId: '42011' } });
    expect(await post('respond', '42011', { requestId: first, accept: false })).toMatchObject({ message: 'A binding cannot be undone during the event.' });
    expect(await post('respond', '42011', { requestId: other, accept: true })).toMatchObject({ status: BFF_HOUSE_STATUS.hasBff, message: 'You already have a BFF: one BFF per person.' });
    expect(await post('request', '42012', { userId: '42010' })).toMatchObject({ status: BFF_HOUSE_STATUS.friendHasBff, message: 'This user already has a BFF: one BFF per person.' });
    expect((await post('respond', '42012', { requestId: first, accept: true })).status).not.toBe(0);
  });

  it('nothing is drawn outside the event', async () => {
    h.setTime(Date.parse('2027-04-01T00:00:00+08:00'));
    expect(await post('draw', '42007', { count: 1 })).toMatchObject({ message: 'Event has ended.' });
  });
});
