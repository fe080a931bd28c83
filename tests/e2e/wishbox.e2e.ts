// The wishing gift box in a real browser against the sandbox: the 5-minute window with the clock moved by the
// sandbox control (the chosen boxes open by themselves), a custom gift with a text and one picture uploaded to the
// sandbox's signed host, a double tap on a paid opening sending one request, and a Thai page.
import { describe, expect, it } from 'vitest';
import { shot, useBrowser } from './harness';
import { apiCalls } from './network';

const ROUTE = '/vue/act/wishing-gift-box';
const API = '/vue/prodServer/activity/wishBox';

describe('wishing gift box (campaign wishing-gift-box)', () => {
  const { baseUrl, open } = useBrowser();

  const control = async (body: Record<string, unknown>) => {
    const res = await fetch(`${baseUrl()}/vue/sandbox/control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return ((await res.json()) as { content: { now: number; offsetMs: number } }).content;
  };
  const wishState = async (uid: string) => {
    const res = await fetch(`${baseUrl()}${API}/index`, { headers: { userid: uid } });
    return ((await res.json()) as { content: { coins: number; customRights: number; round: unknown } }).content;
  };
  const records = async (uid: string) => {
    const res = await fetch(`${baseUrl()}${API}/records`, { headers: { userid: uid } });
    return ((await res.json()) as { content: { total: number; rows: Array<{ autoOpened: boolean }> } }).content;
  };

  it('a double tap on Open sends one paid opening; when the sandbox clock passes 5 minutes the chosen boxes open by themselves', async () => {
    const uid = '63001';
    await control({ grant: { userId: uid, wishCoins: 6 } });
    const { page } = await open(`${ROUTE}?uid=${uid}`);
    const sent = apiCalls(page);
    await page.getByTestId('wish-coins').getByText('My wishing coins: 6').waitFor();
    await page.getByRole('radio', { name: /Love Letter/ }).click();
    await page.getByTestId('wish-box-3').click();
    await page.getByTestId('wish-box-6').click();
    // Two taps in the same task, before the page can redraw the button as busy.
    await page.getByTestId('wish-open').evaluate((el: HTMLElement) => {
      el.click();
      el.click();
    });
    await page.getByTestId('wish-time-left').getByText(/Time left: (5:00|4:5\d)/).waitFor();
    expect(sent.filter((p) => p === '/activity/wishBox/open')).toHaveLength(1);
    expect((await wishState(uid)).coins).toBe(4);
    await shot(page, 'wishbox-window');

    // The sandbox clock passes the window: the server has opened the boxes by themselves; a late click learns it.
    const before = (await control({})).offsetMs;
    await control({ advanceMs: 5 * 60_000 + 1000 });
    try {
      await page.getByTestId('wish-round-box-3').click();
      const dialog = page.getByRole('dialog', { name: 'Your wishes came true!' });
      await dialog.waitFor();
      expect(await dialog.getByRole('listitem').count()).toBe(2);
      await page.getByText('Your boxes opened by themselves: the 5 minutes are over.').first().waitFor();
      const rows = (await records(uid)).rows;
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.autoOpened)).toBe(true);
      expect((await wishState(uid)).round).toBeNull();
      await shot(page, 'wishbox-auto-opened');
    } finally {
      await control({ offsetMs: before });
    }
  });

  it('leaving the page with chosen boxes still closed opens them', async () => {
    const uid = '63002';
    await control({ grant: { userId: uid, wishCoins: 3 } });
    const { page } = await open(`${ROUTE}?uid=${uid}`);
    await page.getByRole('radio', { name: /Crown/ }).click();
    await page.getByTestId('wish-box-1').click();
    await page.getByTestId('wish-open').click();
    await page.getByTestId('wish-time-left').waitFor();
    const left = page.waitForRequest((r) => r.url().includes('/activity/wishBox/openAll'));
    await page.getByRole('tab', { name: 'Records' }).click();
    await left;
    await expect.poll(async () => (await wishState(uid)).round).toBeNull();
    await page.locator('.cw-records__row').first().waitFor();
  });

  it('a custom gift goes with its text and one picture uploaded to the signed host', async () => {
    const uid = '63003';
    await control({ grant: { userId: uid, customGifts: 1 } });
    const { page } = await open(`${ROUTE}?uid=${uid}`);
    await page.getByRole('tab', { name: 'Custom gift' }).click();
    await page.getByTestId('wish-custom-rights').getByText('You can make 1 custom gift.').waitFor();
    const upload = page.waitForResponse((r) => r.url().includes('/vue/sandbox/upload') && r.request().method() === 'POST');
    const custom = page.waitForRequest((r) => r.url().includes('/activity/wishBox/customGift'));
    await page.getByLabel('Gift text').fill('Happy birthday, Mika!');
    // A real PNG (1×1).
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await page.getByLabel('Gift picture').setInputFiles({ name: 'gift.png', mimeType: 'image/png', buffer: png });
    // The picture is cropped first (the cropper loads now); the cropped png is what is uploaded.
    const crop = page.getByRole('dialog', { name: 'Crop the picture' });
    await crop.getByRole('button', { name: 'Confirm' }).click();
    await crop.waitFor({ state: 'detached' });
    await page.getByRole('img', { name: 'Chosen picture' }).waitFor();
    await page.getByRole('button', { name: 'Send my custom gift' }).click();
    // The signed host refuses a form without the signing's fields (403): a 200 means the form was signed.
    expect((await upload).status()).toBe(200);
    const body = JSON.parse((await custom).postData() ?? '{}') as { text: string; pictures: string[] };
    expect(body.text).toBe('Happy birthday, Mika!');
    expect(body.pictures).toHaveLength(1);
    expect(body.pictures[0]).toMatch(/\.png$/);
    await page.getByText('Your custom gift is sent. Our staff will contact you within 72 hours.').waitFor();
    expect((await wishState(uid)).customRights).toBe(0);
    await shot(page, 'wishbox-custom');
  });

  it('renders in Thai, and a refusal comes back in Thai', async () => {
    const uid = '63004';
    const { page } = await open(`${ROUTE}?uid=${uid}&lang=th`);
    await page.getByRole('tab', { name: 'อธิษฐาน' }).waitFor();
    await page.getByTestId('wish-coins').getByText('เหรียญอธิษฐานของฉัน: 0').waitFor();
    await page.getByTestId('wish-open').click();
    await page.getByText('กรุณาเลือกของขวัญก่อน').waitFor();
    await shot(page, 'wishbox-th');
  });
});
