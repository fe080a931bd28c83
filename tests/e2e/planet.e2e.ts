// Planet Project in a real browser against the sandbox: a draw crediting 10 stardust per Spark, an exchange in the
// stardust mall (a double tap on Confirm sends one request), last period's idol (10004) receiving the idol gift pack
// once, the page in Thai with the stardust expiry in the user's time zone, and the preheat and ended phases by ?at=.
import { describe, expect, it } from 'vitest';
import { shot, useBrowser, whenReady } from './harness';
import { apiCalls } from './network';

const PLANET = '/vue/spark/planet-project';
const API = '/vue/prodServer/activity';

describe('Planet Project (campaign planet-project)', () => {
  const { browser, baseUrl, open } = useBrowser();

  const call = async <T>(path: string, uid: string, init: { method?: string; query?: string } = {}): Promise<T> => {
    const res = await fetch(`${baseUrl()}${API}${path}${init.query ?? ''}`, { method: init.method ?? 'GET', headers: { userid: uid } });
    const json = (await res.json()) as { status: number; content: T; message?: string };
    if (json.status !== 0) throw new Error(`${path}: ${json.message ?? json.status}`);
    return json.content;
  };
  const control = (body: Record<string, unknown>) => fetch(`${baseUrl()}/vue/sandbox/control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('a draw credits 10 stardust per Spark, and the page says when this cycle\'s stardust is cleared', async () => {
    const uid = '43001';
    await control({ grant: { userId: uid, sparks: 5 } });
    const before = await call<{ stardust: number; stardustExpireAt: string }>('/sparkWish/index', uid);
    const { page } = await open(`${PLANET}?uid=${uid}`);
    const amount = page.getByTestId('stardust-amount');
    await amount.getByText(`My stardust: ${before.stardust}`).waitFor();
    expect(Number(await page.getByTestId('stardust-expiry').getAttribute('data-expires'))).toBe(Date.parse(before.stardustExpireAt));
    await page.getByTestId('spark-draw-1').click();
    await page.getByRole('dialog', { name: 'You lit up!' }).getByRole('button', { name: 'OK' }).click();
    await amount.getByText(`My stardust: ${before.stardust + 10}`).waitFor();
    expect((await call<{ stardust: number }>('/sparkWish/index', uid)).stardust).toBe(before.stardust + 10);
    await shot(page, 'planet-stardust', { fullPage: true });
  });

  it('the stardust mall: a double tap on Confirm exchanges once and the balance drops by the price once', async () => {
    const uid = '10002';
    const mall = await call<{ stardust: number; products: Array<{ productId: number; name: string; price: number; stock: number }> }>('/sparkWish/getExchangeProducts', uid);
    const product = mall.products.find((p) => p.price <= mall.stardust && p.stock > 0);
    expect(product).toBeDefined();
    const { page } = await open(`${PLANET}?uid=${uid}`);
    const sent = apiCalls(page);
    await page.getByRole('tab', { name: 'Stardust mall' }).click();
    await page.getByText(`My stardust: ${mall.stardust.toLocaleString('en-US')}`).waitFor();
    const card = page.locator('.cw-mall__card').filter({ hasText: product!.name }).first();
    await card.getByRole('button', { name: 'Buy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm purchase' });
    await dialog.getByText(`Exchange ${product!.price} stardust for ${product!.name}?`).waitFor();
    // Two taps in the same task, before the page can redraw the button as busy.
    await dialog.getByRole('button', { name: 'Confirm' }).evaluate((el: HTMLElement) => {
      el.click();
      el.click();
    });
    await page.getByText('Exchanged! The item is in your backpack.').waitFor();
    const left = mall.stardust - product!.price;
    await page.getByText(`My stardust: ${left.toLocaleString('en-US')}`).waitFor();
    expect(sent.filter((p) => p === '/activity/sparkWish/exchangeProduct')).toHaveLength(1);
    expect((await call<{ stardust: number }>('/sparkWish/getExchangeProducts', uid)).stardust).toBe(left);
    await shot(page, 'planet-mall', { fullPage: true });
  });

  it('10004, last period\'s idol, receives the idol gift pack once; another user is told only the idol can', async () => {
    const { page } = await open(`${PLANET}?uid=10004`);
    const sent = apiCalls(page);
    await page.getByRole('tab', { name: 'Idol planet' }).click();
    await page.getByText('Title: Idol of the Planet. Badge: Idol Badge, valid for 30 days.').waitFor();
    const receive = page.getByRole('button', { name: 'Receive the idol gift pack' });
    await receive.evaluate((el: HTMLElement) => {
      el.click();
      el.click();
    });
    await page.getByRole('button', { name: 'Received', exact: true }).waitFor();
    expect(sent.filter((p) => p === '/activity/sparkWish/receiveSpGiftPack')).toHaveLength(1);
    expect(await receive.count()).toBe(0);
    expect((await call<{ received: boolean }>('/sparkWish/getSpokesGiftPack', '10004')).received).toBe(true);
    await shot(page, 'planet-idol-received', { fullPage: true });

    const fan = await open(`${PLANET}?uid=10003`);
    await fan.page.getByRole('tab', { name: 'Idol planet' }).click();
    await fan.page.getByText('Only the idol of last period can receive this gift pack.').waitFor();
    expect(await fan.page.getByRole('button', { name: 'Receive the idol gift pack' }).count()).toBe(0);
  });

  it('in Thai, with the stardust expiry (22:59 UTC+8) read in the user\'s own time zone (Bangkok, 21:59)', async () => {
    const context = await browser().newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, timezoneId: 'Asia/Bangkok' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${PLANET}?uid=10002&lang=th`);
    await whenReady(page);
    await page.getByRole('heading', { name: 'โปรเจกต์ดาวเคราะห์' }).waitFor();
    await page.getByTestId('stardust-amount').getByText(/^ละอองดาวของฉัน: /).waitFor();
    const { stardustExpireAt } = await call<{ stardustExpireAt: string }>('/sparkWish/index', '10002');
    const day = stardustExpireAt.slice(0, 10);
    expect(await page.getByTestId('stardust-expiry').textContent()).toBe(`ละอองดาวของรอบนี้จะถูกล้างเวลา ${day} 21:59 (GMT+7)`);
    for (const tab of ['ขุมทรัพย์', 'อันดับ', 'ดาวเคราะห์ไอดอล', 'คำอธิษฐาน', 'ร้านละอองดาว']) await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByRole('tab', { name: 'ร้านละอองดาว' }).click();
    await page.getByRole('heading', { name: 'ร้านละอองดาว' }).waitFor();
    expect(await page.getByText('Stardust', { exact: false }).count()).toBe(0);
    await shot(page, 'planet-th', { fullPage: true });
    await context.close();
  });

  it('previews the preheat and ended phases with ?at=', async () => {
    const pre = await open(`${PLANET}?at=2026-11-15T12:00:00%2B08:00`);
    await pre.page.getByText('The planets open in').waitFor();
    await pre.page.getByText('The planets open on the 20th.', { exact: false }).waitFor();
    expect(await pre.page.getByTestId('spark-draw-1').count()).toBe(0);
    const ended = await open(`${PLANET}?at=2027-12-01T12:00:00%2B08:00`);
    await ended.page.getByText('Planet Project has ended. Thank you for exploring with us!').waitFor();
    expect(await ended.page.getByTestId('spark-draw-1').count()).toBe(0);
    await ended.page.getByRole('tab', { name: 'Stardust mall' }).click();
    await ended.page.getByText('The stardust mall is open while the planets are.').waitFor();
  });
});
