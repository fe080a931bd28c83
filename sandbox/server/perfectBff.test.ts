// @vitest-environment node
// Perfect BFF through HTTP: team names, teams and supporting families, invitations, points from gifts, the
// qualifying and finals rankings, the top 16 advancing with 20% carried over, and the family list's lock.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Json } from '@testing/sandbox/startHarness';
import { BFF_POOLS } from '../core/handlers/bffState';

const QUALIFYING = Date.parse('2027-02-07T12:00:00+08:00');
const FINALS = Date.parse('2027-02-11T12:00:00+08:00');
type Obj = Record<string, Json>;

describe('Perfect BFF', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); h.setTime(QUALIFYING); });
  afterEach(() => h.close());

  const post = (path: string, user: string, body: unknown, lang = 'en') => h.call(`/activity/perfectBff/${path}`, { method: 'POST', user, lang, body });
  const createTeam = (user: string, name: string, lang = 'en') => post('createTeam', user, { name }, lang);
  const index = (user: string) => h.ok<Obj>('/activity/perfectBff/index', { user });
  const team = async (user: string) => (await index(user)).team as Obj;
  const waiting = async (user: string) => (await index(user)).waiting as Obj[];
  const ranking = (stage: string, user = '10002') => h.ok<{ list: Obj[]; userRankNumber: Obj }>('/activity/perfectBff/ranking', { user, query: { stage } });
  // A gift sent in a room: the sandbox's one gift event, which the teams' points follow.
  const gift = (user: string, diamond: number, exclusive = false) => h.call('/activity/carnival/sendGift', { method: 'POST', user, body: { diamond, exclusive } });
  const accept = async (user: string, yes = true) => post('respond', user, { inviteId: (await waiting(user))[0]!.inviteId, accept: yes });

  it('the stage follows the dates: qualifying 6 to 9 February, finals 10 to 14 February; nothing is taken outside them', async () => {
    h.setTime(Date.parse('2027-02-05T23:59:00+08:00'));
    expect((await index('10002')).stage).toBe('notStarted');
    expect((await createTeam('10002', 'Early Birds')).message).toBe('Event has not started yet.');
    h.setTime(Date.parse('2027-02-06T00:00:00+08:00'));
    expect((await index('10002')).stage).toBe('qualifying');
    h.setTime(Date.parse('2027-02-09T23:59:59+08:00'));
    expect((await index('10002')).stage).toBe('qualifying');
    h.setTime(Date.parse('2027-02-10T00:00:00+08:00'));
    expect((await index('10002')).stage).toBe('finals');
    h.setTime(Date.parse('2027-02-15T00:00:00+08:00'));
    expect((await index('10002')).stage).toBe('ended');
    expect(await gift('10002', 10)).toMatchObject({ status: 0, content: { bff: { counted: false, points: 0 } } });
  });

  it('the stage follows the calling page\'s ?at= preview instant when it gives one', async () => {
    const at = await h.ok<Obj>('/activity/perfectBff/index', { referer: 'http://x.test/vue/act/perfect-bff?at=2027-02-12T10:00:00%2B08:00' });
    expect(at.stage).toBe('finals');
  });

  it('team names are required, at most 30 characters, unique (whatever the case) and set once, each with its own code', async () => {
    const empty = await createTeam('10001', '   ');
    expect(empty).toMatchObject({ status: 3101, message: 'Team name cannot be empty' });
    expect(await createTeam('10001', 'x'.repeat(31), 'th')).toMatchObject({ status: 3102, message: 'ชื่อทีมยาวได้ไม่เกิน 30 ตัวอักษร' });
    expect(await createTeam('10001', 'moonlight DUO')).toMatchObject({ status: 3103, message: 'This team name is already taken' });
    const thirty = 'ทีม'.repeat(10);
    expect((await createTeam('10001', thirty)).status).toBe(0);
    expect((await createTeam('10002', thirty)).status).toBe(3103);
    expect(await createTeam('10001', 'Another Name')).toMatchObject({ status: 3104, message: 'The team name can be set only once' });
    expect((await team('10001')).name).toBe(thirty);
  });

  it('one team per user: a friend teamed up cannot make another team or join a second one', async () => {
    await createTeam('10005', 'Love Birds');
    await createTeam('10006', 'Night Owls');
    expect((await post('inviteFriend', '10005', { userId: '10003' })).status).toBe(0);
    expect((await post('inviteFriend', '10006', { userId: '10003' })).status).toBe(0);
    expect((await accept('10003')).status).toBe(0);
    expect(((await team('10005')).members as Obj[]).map((m) => m.userId)).toEqual(['10005', '10003']);
    expect(await accept('10003')).toMatchObject({ status: 3106, message: 'You are already in a team: one team per user.' });
    expect((await createTeam('10003', 'Solo')).status).toBe(3106);
    expect((await post('inviteFriend', '10005', { userId: '10007' })).status).toBe(3107);
    expect((await post('inviteFriend', '10006', { userId: '10005' })).status).toBe(3106);
  });

  it('invitations go invited → declined → invited again → teamed up or bound, and the record lists them newest first', async () => {
    await createTeam('10005', 'Love Birds');
    await post('inviteFriend', '10005', { userId: '10003' });
    expect((await accept('10003', false)).status).toBe(0);
    // The declined friend is what the inviter's page asks about (invite again?).
    expect(((await index('10005')).declined as Obj[]).map((d) => [d.userId, d.status])).toEqual([['10003', 'declined']]);
    expect((await post('inviteFriend', '10005', { userId: '10003' })).status).toBe(0);
    expect((await index('10005')).declined).toEqual([]);
    expect((await post('inviteFriend', '10005', { userId: '10003' })).status).toBe(2004);
    h.advance(60_000);
    await post('inviteFamily', '10005', { leaderId: '10004' });
    await accept('10003');
    await accept('10004');
    const record = await h.ok<{ list: Obj[] }>('/activity/perfectBff/invitations', { user: '10005' });
    expect(record.list.map((r) => [r.userId, r.kind, r.status])).toEqual([['10004', 'family', 'bound'], ['10003', 'friend', 'teamedUp']]);
  });

  it('supporting families: the leader id cannot be empty, two per team, only the leader accepts, a family supports one team, binding is final', async () => {
    await createTeam('10005', 'Love Birds');
    await createTeam('10006', 'Night Owls');
    const invite = (user: string, leaderId: string) => post('inviteFamily', user, { leaderId });
    expect(await invite('10005', '')).toMatchObject({ status: 3105, message: 'Supporting family leader ID cannot be empty' });
    expect((await invite('10005', 'abc')).message).toBe('Please enter a valid user id');
    expect((await invite('10005', '20004')).status).toBe(0);
    expect((await invite('10005', '10004')).status).toBe(0);
    expect(await invite('10005', '20005')).toMatchObject({ status: 3109, message: 'A team has at most two supporting families.' });
    // 20004 leads no family: only a family leader accepts the binding.
    expect(await accept('20004')).toMatchObject({ status: 3111, message: 'Only the family leader can accept the binding.' });
    expect((await invite('10006', '10004')).status).toBe(0);
    expect((await accept('10004')).status).toBe(0);
    expect(((await team('10005')).families as Obj[]).find((f) => f.userId === '10004')?.status).toBe('bound');
    const other = (await waiting('10004'))[0]!;
    expect(other.teamName).toBe('Night Owls');
    expect(await post('respond', '10004', { inviteId: other.inviteId, accept: true })).toMatchObject({ status: 3110 });
    expect((await invite('10006', '10004')).status).toBe(3110);
    const bound = ((await team('10005')).families as Obj[]).find((f) => f.userId === '10004')!;
    expect(await post('respond', '10004', { inviteId: bound.inviteId, accept: false })).toMatchObject({ status: 3112, message: 'A binding cannot be undone during the event.' });
  });

  it('points: 1 per diamond, an exclusive gift 5 per diamond in qualifying; a supporting family gives 80%', async () => {
    await createTeam('10005', 'Love Birds');
    await post('inviteFamily', '10005', { leaderId: '10004' });
    await accept('10004');
    expect(await gift('10005', 100)).toMatchObject({ status: 0, content: { bff: { counted: true, points: 100 } } });
    expect(await gift('10005', 100, true)).toMatchObject({ content: { bff: { points: 500 } } });
    expect(await gift('10004', 1000)).toMatchObject({ content: { bff: { counted: true, points: 800 } } });
    expect((await team('10005')).qualifyingPoints).toBe(1400);
    // A sender in no team and no supporting family: the gift counts for the carnival only.
    expect(await gift('10001', 50)).toMatchObject({ status: 0, content: { bff: { counted: false }, carnivalPoints: 50 } });
  });

  it('the top 16 of qualifying advance with 20% of their points; the others are not qualified; exclusive gifts give 10 in the finals', async () => {
    await createTeam('10002', 'Sunset Riders');
    await createTeam('10005', 'Love Birds');
    await gift('10002', 80_000);
    const qualifying = await ranking('qualifying');
    expect(qualifying.userRankNumber.orderNumber).toBeLessThanOrEqual(16);
    expect((await ranking('qualifying', '10005')).userRankNumber.orderNumber).toBeGreaterThan(16);
    h.setTime(FINALS);
    const finals = await ranking('finals');
    expect(finals.list).toHaveLength(16);
    expect(finals.list.slice(0, 5).map((r) => r.pool)).toEqual(BFF_POOLS);
    const mine = await team('10002');
    expect(mine).toMatchObject({ qualified: true, carriedPoints: 16_000, finalsPoints: 16_000 });
    await h.control({ grant: { userId: '10002', diamond: 100 } });
    expect(await gift('10002', 100, true)).toMatchObject({ content: { bff: { points: 1000 } } });
    expect((await team('10002')).finalsPoints).toBe(17_000);
    expect((await team('10005')).qualified).toBe(false);
    expect(await gift('10005', 10)).toMatchObject({ status: 0, content: { bff: { counted: false } } });
    expect(finals.list.some((r) => r.name === 'Love Birds')).toBe(false);
  });

  it('the family list locks at the team\'s first gift after the finals start', async () => {
    await createTeam('10002', 'Sunset Riders');
    await gift('10002', 80_000);
    await post('inviteFamily', '10002', { leaderId: '20004' });
    h.setTime(FINALS);
    await post('inviteFamily', '10002', { leaderId: '10004' });
    expect((await team('10002')).locked).toBe(false);
    await h.control({ grant: { userId: '10002', diamond: 10 } });
    await gift('10002', 10);
    expect((await team('10002')).locked).toBe(true);
    expect(await accept('10004')).toMatchObject({ status: 3113, message: 'The family list is locked: the finals have started.' });
    expect((await post('inviteFamily', '10002', { leaderId: '20006' })).status).toBe(3113);
  });
});
