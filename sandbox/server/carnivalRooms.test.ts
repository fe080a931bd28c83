// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Json } from '@testing/sandbox/startHarness';

const at = (iso: string) => Date.parse(iso);
const signUp = (h: Harness, user: string, body: Record<string, unknown>, lang = 'en') => h.call('/activity/goodVibeRoom/signUp', { method: 'POST', user, lang, body });
const declare = (user: string, date: string, time = '20:00-22:00') => ({ roomId: `9${user}`, date, time });
const sendGift = (h: Harness, user: string, roomId: string, diamond: number) => h.ok('/activity/carnival/sendGift', { method: 'POST', user, body: { roomId, diamond } });
const rooms = (h: Harness, user = '10004') => h.ok<{ list: Json[]; userRankNumber: Json }>('/activity/goodVibeRoom/rooms', { user });

describe('good vibe room (sandbox-defined calls): sign-ups', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('an event time is declared at least 3 days ahead: 3 days less a second is refused, 3 days is taken', async () => {
    h = await startHarness(3, at('2023-11-20T20:00:01+08:00'));
    const soon = await signUp(h, '10004', declare('10004', '2023-11-23'));
    expect([soon.status, soon.message]).toEqual([2005, 'Declare your event time at least 3 days ahead.']);
    expect((await signUp(h, '10004', declare('10004', '2023-11-21'), 'th')).message).toBe('โปรดแจ้งเวลากิจกรรมล่วงหน้าอย่างน้อย 3 วัน');
    expect((await h.ok('/activity/goodVibeRoom/index', { user: '10004' })).myRoom).toMatchObject({ roomId: '910004', signedUp: false, slots: [] });
    h.setTime(at('2023-11-20T20:00:00+08:00'));
    expect(await signUp(h, '10004', declare('10004', '2023-11-23'))).toMatchObject({ status: 0, content: { roomId: '910004', slots: [{ date: '2023-11-23', time: '20:00-22:00' }], familyPrizeRooms: 5 } });
    // Declaring another day, or the same day again, changes the room's times: it is still one prize room.
    await signUp(h, '10004', declare('10004', '2023-11-25', '18:00-20:00'));
    await signUp(h, '10004', declare('10004', '2023-11-23', '22:00-24:00'));
    const index = await h.ok('/activity/goodVibeRoom/index', { user: '10004' });
    expect(index.myRoom.slots).toEqual([{ date: '2023-11-23', time: '22:00-24:00' }, { date: '2023-11-25', time: '18:00-20:00' }]);
    expect(index.family).toEqual({ familyId: '501', prizeRooms: 5 });
  });

  it('only the room owner signs a room up; a user with no room cannot', async () => {
    h = await startHarness(3, at('2023-11-18T10:00:00+08:00'));
    expect((await signUp(h, '10002', declare('10004', '2023-11-28'))).message).toBe('Only the owner of this room can sign it up.');
    expect((await signUp(h, '10002', declare('10004', '2023-11-28'), 'vi')).message).toBe('Chỉ chủ phòng mới có thể đăng ký phòng này.');
    expect((await signUp(h, '10001', declare('10001', '2023-11-28'))).message).toBe('Only the owner of this room can sign it up.');
    expect((await h.ok('/activity/goodVibeRoom/index', { user: '10001' })).myRoom).toBeNull();
    expect((await signUp(h, '10002', declare('10002', '2023-11-28'))).status).toBe(0);
  });

  it('a family has at most 5 prize rooms: the 6th room of Moonlight is refused, more days of its rooms are not', async () => {
    h = await startHarness(3, at('2023-11-18T10:00:00+08:00'));
    expect((await h.ok('/activity/goodVibeRoom/index', { user: '50101' })).family).toEqual({ familyId: '501', prizeRooms: 4 });
    expect((await signUp(h, '50101', declare('50101', '2023-11-28'))).status).toBe(0);
    const sixth = await signUp(h, '10004', declare('10004', '2023-11-28'));
    expect([sixth.status, sixth.message]).toEqual([2004, 'Your family already has 5 prize rooms.']);
    expect((await signUp(h, '50102', declare('50102', '2023-11-28'), 'ms')).message).toBe('Keluarga anda sudah mempunyai 5 bilik berhadiah.');
    expect((await signUp(h, '50101', declare('50101', '2023-11-29'))).status).toBe(0);
    expect((await h.ok('/activity/goodVibeRoom/index', { user: '10004' })).family.prizeRooms).toBe(5);
  });

  it('a page previewed inside the event (?at=, sent as the referer) talks to a sandbox inside it', async () => {
    h = await startHarness(3);
    const referer = `${h.url}/vue/act/good-vibe-room?at=${encodeURIComponent('2023-11-20T10:00:00+08:00')}`;
    expect((await signUp(h, '10002', declare('10002', '2023-11-28'))).message).toBe('Event has ended.');
    expect((await h.call('/activity/goodVibeRoom/signUp', { method: 'POST', user: '10002', referer, body: declare('10002', '2023-11-28') })).status).toBe(0);
  });

  it('a day of the event and an offered time are required; sign-ups open a week before the event and close at its end', async () => {
    h = await startHarness(3, at('2023-11-09T23:59:59+08:00'));
    expect((await signUp(h, '10002', declare('10002', '2023-11-20'))).message).toBe('Event has not started yet.');
    h.setTime(at('2023-11-10T00:00:00+08:00'));
    expect((await signUp(h, '10002', declare('10002', '2023-12-01'))).message).toBe('Please choose an event day.');
    expect((await signUp(h, '10002', declare('10002', '2023-11-20', '03:00-04:00'))).message).toBe('Please choose your event time');
    expect((await signUp(h, '10002', declare('10002', '2023-11-17'))).status).toBe(0);
    h.setTime(at('2023-12-01T00:00:00+08:00'));
    expect((await signUp(h, '10002', declare('10002', '2023-11-30'))).message).toBe('Event has ended.');
  });
});

describe('good vibe room (sandbox-defined calls): scores and results', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('room scores move when gifts are sent into a room and as the event runs; the own room shows its place', async () => {
    h = await startHarness(3, at('2023-11-18T10:00:00+08:00'));
    await signUp(h, '10004', declare('10004', '2023-11-28'));
    const before = await rooms(h);
    expect(before.list).toHaveLength(33);
    expect(before.list.map((r: Json) => r.value)).toEqual([...before.list.map((r: Json) => r.value)].sort((a, b) => b - a));
    expect(before.userRankNumber).toMatchObject({ orderNumber: 33, diamond: 0 });
    await sendGift(h, '10002', '910004', 2_000_000);
    const after = await rooms(h);
    expect(after.list[0]).toMatchObject({ rank: 1, roomId: '910004', value: 2_000_000, familyId: '501' });
    expect(after.userRankNumber).toMatchObject({ orderNumber: 1, diamond: 2_000_000 });
    const second = after.list[1].value;
    h.advance(86_400_000);
    expect((await rooms(h)).list[1].value).toBeGreaterThan(second);
  });

  it('results come out at 16:00 the next day: the 24 best rooms, at most 5 of a family', async () => {
    h = await startHarness(3, at('2023-11-20T10:00:00+08:00'));
    await signUp(h, '50101', declare('50101', '2023-11-28'));
    // Moonlight's five rooms are sent enough to be the top five: a sixth of it could not be rewarded.
    for (const roomId of ['950101', '870001', '870002', '870003', '870004']) await sendGift(h, '10002', roomId, 3_000_000);
    h.setTime(at('2023-12-01T15:59:59+08:00'));
    expect(await h.ok('/activity/goodVibeRoom/results')).toEqual({ published: false, resultTime: '2023-12-01T16:00:00+08:00', list: [] });
    h.setTime(at('2023-12-01T16:00:00+08:00'));
    const results = await h.ok('/activity/goodVibeRoom/results');
    expect(results.published).toBe(true);
    expect(results.list).toHaveLength(24);
    expect(results.list.map((r: Json) => r.rank)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(results.list.slice(0, 5).map((r: Json) => r.familyId)).toEqual(Array(5).fill('501'));
    const perFamily = results.list.reduce((n: Record<string, number>, r: Json) => ({ ...n, [r.familyId]: (n[r.familyId] ?? 0) + 1 }), {});
    expect(Math.max(...Object.values(perFamily as Record<string, number>))).toBe(5);
    // Gifts after the event do not change the results.
    await sendGift(h, '10002', '870010', 9_000_000);
    expect((await h.ok('/activity/goodVibeRoom/results')).list).toEqual(results.list);
  });
});

describe('new year party (sandbox-defined call): the party night gift ranking', () => {
  let h: Harness;
  afterEach(() => h.close());
  const ranking = (user = '40001') => h.ok<{ list: Json[]; userRankNumber: Json; startTime: string }>('/activity/newYearParty/ranking', { user });

  it('nobody ranks before the night; gifts sent in it rank their sender; after it the ranking stays', async () => {
    h = await startHarness(3, at('2023-12-31T19:59:59+08:00'));
    expect(await ranking()).toMatchObject({ list: [], userRankNumber: { orderNumber: 0 }, startTime: '2023-12-31T20:00:00+08:00' });
    await sendGift(h, '40001', '910002', 500);
    expect((await ranking()).userRankNumber.orderNumber).toBe(0);
    h.setTime(at('2023-12-31T23:00:00+08:00'));
    expect((await ranking()).list.length).toBe(30);
    await sendGift(h, '40001', '910002', 5_000_000);
    const during = await ranking();
    expect(during.list[0]).toMatchObject({ rank: 1, userId: '40001', value: 5_000_000 });
    expect(during.userRankNumber).toMatchObject({ orderNumber: 1, diamond: 5_000_000, distanceDiamond: 0 });
    expect((await ranking('40002')).userRankNumber.orderNumber).toBe(0);
    h.setTime(at('2024-01-01T02:00:00+08:00'));
    const ended = await ranking();
    await sendGift(h, '40001', '910002', 100);
    h.advance(3_600_000);
    expect((await ranking()).list).toEqual(ended.list);
  });
});
