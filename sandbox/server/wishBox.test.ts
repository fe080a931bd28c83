// @vitest-environment node
// The wishing gift box's rules as the sandbox holds them: the 5-minute window for chosen boxes, the custom gift, the refusals and the exchange rates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Json } from '@testing/sandbox/startHarness';

const MIN = 60_000;

describe('wishing gift box', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(5); });
  afterAll(() => h.close());

  const grant = (userId: string, g: Record<string, number>) => h.control({ grant: { userId, ...g } });
  const open = (user: string, body: Record<string, unknown>) => h.call<Json>('/activity/wishBox/open', { method: 'POST', user, body });
  const index = (user: string) => h.ok('/activity/wishBox/index', { user });

  /** Uploads a picture as `user` through the signing; returns its key. */
  async function upload(user: string, name: string): Promise<string> {
    const sign = await h.ok('/adaptation/aliyun/signForWeb', { user });
    const form = new FormData();
    const key = `${sign.dir}${name.replace(/\W/g, '').padEnd(32, 'x').slice(0, 32)}${Date.now()}.png`;
    for (const [k, v] of Object.entries({ key, policy: sign.policy, OSSAccessKeyId: sign.accessid, signature: sign.signature })) form.set(k, String(v));
    form.set('file', new Blob(['png-bytes'], { type: 'image/png' }), name);
    const res = await fetch(`${h.url}${sign.host}`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    return key;
  }

  it('opening needs a chosen gift, then chosen boxes (unless opening directly), then enough coins', async () => {
    const user = '61001';
    const refusals = [await open(user, { boxes: [1] }), await open(user, { giftId: 1005, boxes: [] }), await open(user, { giftId: 1005, boxes: [1] })];
    expect(refusals.map((r) => r.status === 0)).toEqual([false, false, false]);
    expect(refusals.map((r) => r.message)).toEqual(['Please choose a gift first', 'Please choose a box first', 'Not enough wishing coins, please buy more with Sparks.']);
    // Each refusal in the user's language.
    expect((await h.call('/activity/wishBox/open', { method: 'POST', user, lang: 'th', body: { giftId: 1005 } })).message).toBe('กรุณาเลือกกล่องก่อน');
  });

  it('10 Sparks buy 10 wishing coins, in tens; without the Sparks nothing changes', async () => {
    const user = '61002';
    await grant(user, { sparks: 25 });
    const sparks = (await index(user)).sparkCount as number;
    const bought = await h.ok('/activity/wishBox/buyCoins', { method: 'POST', user, body: { count: 20 } });
    expect(bought).toMatchObject({ coins: 20, sparkCount: sparks - 20 });
    expect((await h.call('/activity/wishBox/buyCoins', { method: 'POST', user, body: { count: 15 } })).status).not.toBe(0);
    const short = await h.call('/activity/wishBox/buyCoins', { method: 'POST', user, body: { count: 1000 } });
    expect(short.message).toBe('Not enough Sparks, please buy more.');
    expect((await index(user)).coins).toBe(20);
  });

  it('chosen boxes are clicked within 5 minutes; after that they open by themselves and the page is told once', async () => {
    const user = '61003';
    await grant(user, { wishCoins: 10 });
    const first = await open(user, { giftId: 1006, boxes: [2, 5, 7] });
    expect(first.status).toBe(0);
    const round = first.content.round;
    expect(round.boxes).toHaveLength(3);
    expect(round.boxes.every((b: Json) => !b.opened && !b.prize)).toBe(true);
    expect(Date.parse(round.deadline) - h.now()).toBe(5 * MIN);
    expect(first.content.coins).toBe(7);
    // A second opening waits for these boxes.
    expect((await open(user, { giftId: 1006, boxes: [1] })).message).toBe('Open your chosen boxes first.');

    h.advance(2 * MIN);
    const clicked = await h.ok('/activity/wishBox/click', { method: 'POST', user, body: { roundId: round.roundId, box: 5 } });
    expect(clicked.prize.name).toBeTruthy();
    expect(clicked.round.boxes.find((b: Json) => b.box === 5)).toMatchObject({ opened: true });

    h.advance(3 * MIN);
    const after = await index(user);
    expect(after.round).toBeNull();
    expect(after.autoOpened.roundId).toBe(round.roundId);
    expect(after.autoOpened.prizes).toHaveLength(2);
    expect((await index(user)).autoOpened).toBeNull();
    const records = await h.ok('/activity/wishBox/records', { user });
    expect(records.rows).toHaveLength(3);
    expect(records.rows.filter((r: Json) => r.autoOpened)).toHaveLength(2);
    // A click that comes too late learns that the boxes opened by themselves.
    const late = await h.call('/activity/wishBox/click', { method: 'POST', user, body: { roundId: round.roundId, box: 2 } });
    expect(late).toMatchObject({ status: 0, message: expect.stringContaining('opened by themselves') });
  });

  it('leaving the page opens the chosen boxes at once (openAll)', async () => {
    const user = '61004';
    await grant(user, { wishCoins: 5 });
    const { content } = await open(user, { giftId: 1003, boxes: [1, 2] });
    const left = await h.ok('/activity/wishBox/openAll', { method: 'POST', user, body: { roundId: content.round.roundId } });
    expect(left.prizes).toHaveLength(2);
    expect((await index(user)).round).toBeNull();
    expect((await h.ok('/activity/wishBox/records', { user })).total).toBe(2);
  });

  it('opening directly skips the boxes: the prizes come back at once', async () => {
    const user = '61005';
    await grant(user, { wishCoins: 10 });
    const direct = await h.ok('/activity/wishBox/open', { method: 'POST', user, body: { giftId: 1004, direct: true, count: 10 } });
    expect(direct.prizes).toHaveLength(10);
    expect(direct.coins).toBe(0);
    expect((await index(user)).round).toBeNull();
  });

  it('every 14 gifts make 1 collection card; the super mall takes 5 cards for the castle, 4 for the spacecraft', async () => {
    const user = '61006';
    await grant(user, { wishCoins: 30 });
    await h.ok('/activity/wishBox/open', { method: 'POST', user, body: { giftId: 1004, direct: true, count: 10 } });
    expect(await index(user)).toMatchObject({ cards: 0, giftsTowardCard: 10 });
    await h.ok('/activity/wishBox/open', { method: 'POST', user, body: { giftId: 1004, direct: true, count: 10 } });
    expect(await index(user)).toMatchObject({ cards: 1, giftsTowardCard: 6 });
    const mall = await h.ok('/activity/wishBox/mall', { user });
    expect(mall.products.map((p: Json) => [p.id, p.price])).toEqual([['castle', 5], ['spacecraft', 4]]);
    const refused = await h.call('/activity/wishBox/exchange', { method: 'POST', user, body: { productId: 'spacecraft' } });
    expect(refused.message).toBe('Not enough wishing cards, collect more gifts.');
  });

  it('the secret gift comes surely at the 100th wish, and gives one custom gift', async () => {
    const user = '61007';
    await grant(user, { wishCoins: 200 });
    const prizes: Json[] = [];
    for (let i = 0; i < 10; i++) prizes.push(...(await h.ok('/activity/wishBox/open', { method: 'POST', user, body: { giftId: 1005, direct: true, count: 10 } })).prizes);
    const firstSecret = prizes.findIndex((p) => p.secret);
    expect(firstSecret).toBeGreaterThanOrEqual(0);
    expect(firstSecret).toBeLessThan(100);
    // Never 100 wishes in a row without it.
    let gap = 0;
    for (const p of prizes) { gap = p.secret ? 0 : gap + 1; expect(gap).toBeLessThan(100); }
    const after = await index(user);
    expect(after.customRights).toBe(prizes.filter((p) => p.secret).length);
    expect(after.wishes).toBe(prizes.length - 1 - prizes.map((p) => p.secret).lastIndexOf(true));
  });

  it('a custom gift needs a text of at most 30 characters and exactly one picture this user uploaded', async () => {
    const user = '61008';
    const send = (body: Record<string, unknown>) => h.call('/activity/wishBox/customGift', { method: 'POST', user, body });
    const key = await upload(user, 'gift.png');
    const other = await upload('61009', 'theirs.png');
    expect((await send({ text: '  ', pictures: [key] })).message).toBe('Please enter the text of your custom gift.');
    expect((await send({ text: 'x'.repeat(31), pictures: [key] })).message).toBe('The text can have at most 30 characters.');
    expect((await send({ text: 'Happy birthday', pictures: [] })).message).toBe('Please upload a picture.');
    expect((await send({ text: 'Happy birthday', pictures: [key, key + '2'] })).message).toBe('Please upload exactly one picture.');
    expect((await send({ text: 'Happy birthday', pictures: ['never/uploaded.png'] })).message).toBe('Please upload a picture.');
    expect((await send({ text: 'Happy birthday', pictures: [other] })).message).toBe('Please upload a picture.');
    // Valid, but the secret gift was not won yet.
    expect((await send({ text: 'Happy birthday', pictures: [key] })).message).toBe('Win the secret gift first to make a custom gift.');
    await grant(user, { customGifts: 1 });
    // 30 characters as people count them (emoji are one each).
    const ok = await send({ text: '🎁'.repeat(30), pictures: [key] });
    expect(ok).toMatchObject({ status: 0, content: { customRights: 0 }, message: expect.stringContaining('72 hours') });
    expect((await send({ text: 'Again', pictures: [key] })).status).not.toBe(0);
  });
});
