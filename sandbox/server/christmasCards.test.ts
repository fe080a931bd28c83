// @vitest-environment node
// Christmas cards through HTTP: drawing cards, sending only a card owned more than once to a valid user id, the
// records of draws and sends, the invite ranking's top 10 where a shared user id counts once per device, and the
// super prize taken once as a gift or as cash (the cash form's fields; paid within 7 working days; Thai users get
// the deadline for corrections).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Json } from '@testing/sandbox/startHarness';
import { CARD_STATUS, THAI_CORRECTION_DEADLINE } from '../core/handlers/christmasCardsState';

const AT = Date.parse('2026-12-20T12:00:00+08:00');
type Obj = Record<string, Json>;
const CASH = { country: 'PH', bankName: 'BDO', accountNumber: '00123456789', payeeName: 'Ana Cruz', dialCode: '+63', phone: '9171234567', gcash: '09171234567' };

describe('Christmas cards', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); h.setTime(AT); });
  afterEach(() => h.close());

  const post = (path: string, user: string, body: unknown = {}, headers?: Record<string, string>) => h.call(`/activity/christmasCards/${path}`, { method: 'POST', user, body, ...(headers ? { headers } : {}) });
  const index = (user: string) => h.ok<Obj>('/activity/christmasCards/index', { user });
  const count = async (user: string, card: string) => ((await index(user)).cards as Obj[]).find((c) => c.id === card)!.count as number;

  it('a draw spends a card draw and adds the cards drawn; with no draws left it is refused', async () => {
    expect(await h.ok<Obj>('/activity/christmasCards/drawInfo', { user: '43001' })).toMatchObject({ chances: 5 });
    const drawn = await post('draw', '43001', { count: 5 });
    expect(drawn.content.prizes).toHaveLength(5);
    const total = ((await index('43001')).cards as Obj[]).reduce((s, c) => s + (c.count as number), 0);
    expect(total).toBe(3 + 5);
    expect(await post('draw', '43001', { count: 1 })).toMatchObject({ status: CARD_STATUS.noDraws });
    const records = await h.ok<{ total: number }>('/activity/christmasCards/records', { user: '43001', query: { type: 'draw' } });
    expect(records.total).toBe(5);
  });

  it('only a card owned more than once is sent, to a valid user id of someone else; the send is in the records', async () => {
    expect(await post('send', '43002', { card: 'tree', userId: '43003' })).toMatchObject({ status: CARD_STATUS.notSpare, message: 'Only cards you own more than once can be sent.' });
    expect(await post('send', '43002', { card: 'bell', userId: 'abc' })).toMatchObject({ status: 1001, message: 'Please enter a valid user id' });
    expect(await post('send', '43002', { card: 'bell', userId: '43002' })).toMatchObject({ message: 'Please enter a valid user id' });
    expect(await post('send', '43002', { card: 'bell', userId: '43003' })).toMatchObject({ status: 0, message: 'Card sent.' });
    expect(await count('43002', 'bell')).toBe(1);
    expect(await count('43003', 'bell')).toBe(3);
    expect((await post('send', '43002', { card: 'bell', userId: '43003' })).status).toBe(CARD_STATUS.notSpare);
    const sent = await h.ok<{ list: Obj[] }>('/activity/christmasCards/records', { user: '43002', query: { type: 'send' } });
    expect(sent.list[0]).toMatchObject({ user: { userId: '43003' }, prize: { name: 'Bell' } });
  });

  it('a shared user id counts once per device; each counted invite gives a draw; the ranking shows the top 10', async () => {
    expect(await post('openShare', '43011', { inviterId: '43010' }, { udid: 'device-a' })).toMatchObject({ content: { counted: true, invites: 1 } });
    expect(await post('openShare', '43012', { inviterId: '43010' }, { udid: 'device-a' })).toMatchObject({ content: { counted: false, invites: 1 } });
    expect(await post('openShare', '43011', { inviterId: '43010' }, { udid: 'device-b' })).toMatchObject({ content: { counted: true, invites: 2 } });
    // The page opened from the shared link reports it with a GET: the same count, once per device.
    expect(await h.ok('/activity/christmasCards/openShare', { user: '43013', query: { inviterId: '43010' }, headers: { udid: 'device-c' } })).toMatchObject({ counted: true, invites: 3 });
    expect(await h.ok('/activity/christmasCards/openShare', { user: '43013', query: { inviterId: '43010' }, headers: { udid: 'device-c' } })).toMatchObject({ counted: false, invites: 3 });
    expect((await h.call('/activity/christmasCards/openShare', { user: '43013', query: { inviterId: 'javascript:alert(1)' } })).status).toBe(1001);
    expect(await index('43010')).toMatchObject({ invites: 3, draws: 8 });
    const ranking = await h.ok<{ list: Obj[]; userRankNumber: Obj }>('/activity/christmasCards/ranking', { user: '43010' });
    expect(ranking.list).toHaveLength(10);
    expect(ranking.userRankNumber.diamond).toBe(3);
  });

  it('the super prize needs the whole set and is taken once, as a gift or as cash', async () => {
    expect(await post('claimGift', '43020')).toMatchObject({ status: CARD_STATUS.incomplete });
    expect(await index('10003')).toMatchObject({ superPrize: { eligible: true, way: null, paidWithinDays: 7 } });
    expect(await post('claimGift', '10003')).toMatchObject({ status: 0 });
    expect(await post('claimCash', '10003', CASH)).toMatchObject({ status: CARD_STATUS.chosen });
    expect(await index('10003')).toMatchObject({ superPrize: { way: 'gift' } });
  });

  it('the cash form needs every field (the GCash account in the Philippines); cash is paid within 7 working days', async () => {
    await h.ok('/activity/christmasCards/index', { user: '10003' });
    expect((await post('claimCash', '10003', { ...CASH, gcash: '' })).status).toBe(1001);
    expect((await post('claimCash', '10003', { ...CASH, bankName: ' ' })).status).toBe(1001);
    expect((await post('claimCash', '10003', { ...CASH, country: 'MY', dialCode: '+60', gcash: '' })).message).toBe('Submitted. The cash is paid within 7 working days.');
    expect(await index('10003')).toMatchObject({ superPrize: { way: 'cash' } });
  });

  it('a Thai user reads the deadline to correct wrong details through support; others do not', async () => {
    expect(await index('10004')).toMatchObject({ superPrize: { thai: true, correctionDeadline: THAI_CORRECTION_DEADLINE } });
    expect(await index('10002')).toMatchObject({ superPrize: { thai: false, correctionDeadline: null } });
  });
});
