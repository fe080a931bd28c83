// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Json } from '@testing/sandbox/startHarness';

const apply = (h: Harness, body: Record<string, unknown>, user = '40001', lang = 'en') =>
  h.call('/marketing/activity/apply/saveV1', { method: 'POST', user, lang, body });
const valid = { activityId: 11, roomId: '900123', times: '20:00-22:00', description: 'Karaoke every night' };
const activities = (h: Harness, user = '40001', lang = 'en') => h.ok<Json[]>('/marketing/activity/apply/listActivityV1', { user, lang });
const records = (h: Harness, user = '40001') => h.ok<{ rows: Json[] }>('/marketing/activeReward/list', { user });

describe('activity application (the marketing apply calls, sandbox rules)', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(3); });
  afterEach(() => h.close());

  it('lists open, not-started and ended activities; only open ones take applications', async () => {
    const list = await activities(h);
    expect(list.map((a) => [a.id, a.state, a.canApply, a.applyState])).toEqual([
      [11, 'open', true, 'none'], [12, 'open', true, 'none'], [14, 'notStarted', false, 'none'], [13, 'ended', false, 'none'],
    ]);
    expect((await apply(h, { ...valid, activityId: 13 })).message).toBe('Event has ended.');
    expect((await apply(h, { ...valid, activityId: 14 })).message).toBe('Event has not started yet.');
    expect((await activities(h, '40001', 'th'))[0].name).toBe('ห้องบรรยากาศดี');
  });

  it('every field is required and checked, with the message in the caller language', async () => {
    expect((await apply(h, { ...valid, roomId: '' })).message).toBe('Please enter a valid room id');
    expect((await apply(h, { ...valid, roomId: '12ab' }, '40001', 'vi')).message).toBe('Vui lòng nhập ID phòng hợp lệ');
    expect((await apply(h, { ...valid, times: '' })).message).toBe('Please choose your event time');
    expect((await apply(h, { ...valid, times: '03:00-04:00' })).message).toBe('Please choose your event time');
    expect((await apply(h, { ...valid, description: '   ' })).message).toBe('Please introduce your event');
    expect((await apply(h, { ...valid, description: 'x'.repeat(201) })).message).toBe('At most 200 characters, please.');
    expect((await records(h)).rows).toEqual([]);
  });

  it('one application per activity while pending; it shows as pending in the records and the list', async () => {
    expect(await apply(h, valid)).toMatchObject({ status: 0, content: { activityId: 11, state: 'pending' } });
    const again = await apply(h, valid);
    expect(again.status).not.toBe(0);
    expect(again.message).toBe('You have already applied for this activity.');
    expect((await apply(h, { ...valid, activityId: 12 })).status).toBe(0);
    const rows = (await records(h)).rows;
    expect(rows.map((r) => [r.activityId, r.state])).toEqual([[12, 'pending'], [11, 'pending']]);
    expect((await activities(h)).find((a) => a.id === 11)).toMatchObject({ applyState: 'pending', canApply: false });
  });

  it('seeded users show the review states; a rejected application may be sent again', async () => {
    expect((await records(h, '10003')).rows.map((r) => [r.name, r.state, r.reward])).toEqual([['Good Vibe Room', 'approved', 'Room Star Frame']]);
    expect((await records(h, '10005')).rows.map((r) => r.state)).toEqual(['pending']);
    const leader = (await records(h, '10004')).rows;
    expect(leader.map((r) => [r.activityId, r.state])).toEqual([[12, 'rejected'], [13, 'approved']]);
    expect(leader[0].reason).toBe('The room id does not match your own room.');
    expect((await activities(h, '10004')).find((a) => a.id === 12)).toMatchObject({ applyState: 'rejected', canApply: true });
    expect((await apply(h, { ...valid, activityId: 12 }, '10004')).status).toBe(0);
    expect((await records(h, '10004')).rows.map((r) => [r.activityId, r.state])).toEqual([[12, 'pending'], [12, 'rejected'], [13, 'approved']]);
    expect((await apply(h, valid, '10003')).message).toBe('You have already applied for this activity.');
  });

  it('the records filter by review state (a sandbox assumption: the spec does not publish it); total counts the filtered ones', async () => {
    const pending = (user: string) => h.ok<{ rows: Json[]; total: number }>('/marketing/activeReward/list', { user, query: { state: 'pending', pageSize: 1 } });
    expect((await pending('10005')).total).toBe(1);
    expect((await pending('10004')).total).toBe(0);
    expect((await apply(h, { ...valid, activityId: 12 }, '10004')).status).toBe(0);
    expect((await apply(h, valid, '10004')).status).toBe(0);
    const after = await pending('10004');
    expect([after.total, after.rows.length, after.rows[0]?.state]).toEqual([2, 1, 'pending']);
    expect((await h.ok<{ total: number }>('/marketing/activeReward/list', { user: '10004', query: { state: 'rejected' } })).total).toBe(1);
    expect((await records(h, '10004')).rows).toHaveLength(4);
  });

  it('activities close as the clock moves past their end', async () => {
    await activities(h);
    h.advance(15 * 86_400_000);
    expect((await activities(h)).find((a) => a.id === 11)).toMatchObject({ state: 'ended', canApply: false });
    expect((await apply(h, valid)).message).toBe('Event has ended.');
  });
});

describe('confession wall and banners (sandbox-defined calls)', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(3); });
  afterEach(() => h.close());
  const post = (body: Record<string, unknown>, user = '40001', lang = 'en') => h.call('/marketing/confession/save', { method: 'POST', user, lang, body });

  it('a message to an invalid user id is refused with "Please enter a valid user id"; a valid one goes to the top of the wall', async () => {
    const before = (await h.ok('/marketing/confession/list')).rows;
    expect(before.length).toBeGreaterThan(3);
    for (const toUserId of ['', 'abc', '123', '01234', '1234567890123', '40001']) {
      const r = await post({ toUserId, content: 'Hello' });
      expect(r.status, toUserId).not.toBe(0);
    }
    expect((await post({ toUserId: 'abc', content: 'Hello' })).message).toBe('Please enter a valid user id');
    expect((await post({ toUserId: 'abc', content: 'Hello' }, '40001', 'ms')).message).toBe('Sila masukkan ID pengguna yang sah');
    expect((await post({ toUserId: '40001', content: 'Hello' })).message).toBe('You cannot send a message to yourself.');
    expect((await post({ toUserId: '10003', content: '  ' })).message).toBe('Please write your message');
    expect((await post({ toUserId: '10003', content: '😀'.repeat(101) })).message).toBe('At most 100 characters, please.');
    expect((await post({ toUserId: '10003', content: '😀'.repeat(100) })).status).toBe(0);
    const after = (await h.ok('/marketing/confession/list', { user: '10002' })).rows;
    expect(after.length).toBe(before.length + 1);
    expect(after[0]).toMatchObject({ from: { userId: '40001' }, to: { userId: '10003' }, content: '😀'.repeat(100) });
  });

  it('banners list the campaigns running now, each with the in-app route it opens', async () => {
    const now = await h.ok<Json[]>('/marketing/banner/list');
    expect(now.map((b) => b.route)).toEqual(['/activity-event/index', '/diamond-pass/index', '/spark/stars-hunters', '/podcast/list', '/confession/index']);
    h.advance(12 * 86_400_000);
    expect((await h.ok<Json[]>('/marketing/banner/list')).map((b) => b.id)).not.toContain(3);
  });
});
