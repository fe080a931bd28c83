// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Json } from '@testing/sandbox/startHarness';

const post = (h: Harness, path: string, body: Json = {}, user = '10002', lang = 'en') => h.call(`/activity/blindBox/${path}`, { method: 'POST', body, user, lang });
const index = (h: Harness, user = '10002') => h.ok('/activity/blindBox/index', { user });
const closedBoxes = async (h: Harness, user = '10002'): Promise<number[]> => (await index(h, user)).boxes.filter((b: Json) => !b.opened).map((b: Json) => b.index);

describe('blind box challenge', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(5); });
  afterEach(() => h.close());

  it('shows the box count, keys, max keys, the refresh cost in gems and the bulk price', async () => {
    expect(await index(h)).toMatchObject({ boardNo: 1, boxCount: 9, opened: 2, keys: 20, maxKeys: 12, gems: 5000, refreshCost: 300, refreshNeedMore: 3, canRefresh: false, bulk: { remaining: 7, cost: 6, fullCost: 7 } });
  });

  it('opening a box costs a key and shows its gift; an opened box or no key is refused', async () => {
    const [first] = await closedBoxes(h);
    const r = await post(h, 'open', { boxIndex: first });
    expect(r.content).toMatchObject({ boardCleared: false, keys: 19, gifts: [{ id: expect.any(Number) }] });
    expect((await index(h)).boxes[first!]).toMatchObject({ opened: true, gift: { id: r.content.gifts[0].id } });
    expect((await post(h, 'open', { boxIndex: first })).message).toBe('Please choose a box first');
    const none = await post(h, 'open', { boxIndex: 0 }, '10007', 'ms');
    expect(none.message).toBe('Kunci tidak mencukupi, sila tukar lagi.');
  });

  it('opening every box left costs 10% less, and the board moves on to the next by itself', async () => {
    await post(h, 'open', { boxIndex: (await closedBoxes(h))[0] });
    // 6 boxes left: 6 keys less 10%, rounded down to a whole key: 5.
    const bulk = await post(h, 'openAll');
    expect(bulk.content).toMatchObject({ cost: 5, boardCleared: true, boardNo: 2, keys: 14 });
    expect(bulk.content.gifts).toHaveLength(6);
    expect(await index(h)).toMatchObject({ boardNo: 2, opened: 0, keysExchanged: 0, bulk: { remaining: 9, cost: 8 } });
    await h.control({ grant: { userId: '10007' } });
    expect((await post(h, 'openAll', {}, '10007')).message).toBe('Not enough keys, please exchange more.');
  });

  it('a paid refresh is refused until the opened boxes exceed the threshold, then resets the board and max keys for gems', async () => {
    const refused = await post(h, 'refresh', {}, '10002', 'th');
    expect(refused.message).toBe('ยังรีเฟรชไม่ได้: เปิดกล่องอีก 3 กล่องก่อน');
    expect((await index(h)).gems).toBe(5000);
    await post(h, 'exchange', { count: 5 });
    for (const i of (await closedBoxes(h)).slice(0, 2)) await post(h, 'open', { boxIndex: i });
    expect((await post(h, 'refresh')).message).toBe('Refresh is not allowed yet: open 1 more boxes first.');
    await post(h, 'open', { boxIndex: (await closedBoxes(h))[0] });
    expect(await index(h)).toMatchObject({ opened: 5, refreshNeedMore: 0, canRefresh: true, keysExchanged: 5 });
    const ok = await post(h, 'refresh');
    expect(ok.status).toBe(0);
    expect(await index(h)).toMatchObject({ boardNo: 1, opened: 0, keysExchanged: 0, gems: 5000 - 100 - 300, refreshNeedMore: 5 });
  });

  it('a refresh without enough gems says so and changes nothing', async () => {
    await h.ok('/activity/blindBox/index', { user: '10001' });
    // The newcomer has 1 key and 100 gems: exchange 4 more keys (80 gems), open 5 boxes, then 20 gems are short of 300.
    await post(h, 'exchange', { count: 4 }, '10001');
    for (const i of (await closedBoxes(h, '10001')).slice(0, 5)) expect((await post(h, 'open', { boxIndex: i }, '10001')).status).toBe(0);
    const r = await post(h, 'refresh', {}, '10001', 'vi');
    expect(r.message).toBe('Không đủ đá quý, hãy nạp thêm.');
    expect(await index(h, '10001')).toMatchObject({ opened: 5, gems: 20 });
  });

  it('the exchange needs a count, at most the maximum shown (gems and the max keys left)', async () => {
    expect((await post(h, 'exchange', {})).message).toBe('Please enter the exchange count.');
    expect((await post(h, 'exchange', { count: 0 })).message).toBe('Please enter the exchange count.');
    expect((await index(h)).exchangeMax).toBe(12);
    expect((await post(h, 'exchange', { count: 13 })).message).toBe('Exceeds the exchange quantity limit.');
    expect((await post(h, 'exchange', { count: 10 })).content).toEqual({ keys: 30, gems: 4800, exchangeMax: 2 });
    expect((await post(h, 'exchange', { count: 3 })).message).toBe('Exceeds the exchange quantity limit.');
    expect((await post(h, 'exchange', { count: 1 }, '10007', 'ph')).message).toBe('Kulang ang gems, mag-top up muna.');
  });

  it('keeps a record of the gifts won, newest first', async () => {
    const i = (await closedBoxes(h))[0];
    const won = (await post(h, 'open', { boxIndex: i })).content.gifts[0];
    const records = await h.ok('/activity/blindBox/records');
    expect(records.rows[0]).toMatchObject({ name: won.name, boardNo: 1 });
  });
});
