// Gift bags and limited offers in a real browser against the sandbox: who may buy, one request per purchase,
// recovery from a failing network without a double charge, and a recharge that the simulated iOS and Android apps
// pay and hear of (event 2032).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { appEvent, shot, useBrowser } from './harness';
import { apiCalls, countByPath } from './network';
import type { AppCall } from './fakeApp';

const NEW_BENEFITS = '/vue/gift-bag/new-benefits';
const DIAMOND_RAIN = '/vue/gift-bag/diamond-rain';
const BUY = '/marketing/giftPack/buyByDiamond';
const NETWORK = 'Network is busy, please try later.';

describe('commerce pages (gift bags, limited offer)', () => {
  const { baseUrl, open, tab } = useBrowser();

  const control = async (body: Record<string, unknown>) => {
    await fetch(`${baseUrl()}/vue/sandbox/control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  };
  const wallet = async (uid: string) => {
    const res = await fetch(`${baseUrl()}/vue/prodServer/facade/wallet/get`, { headers: { userid: uid } });
    return ((await res.json()) as { content: { diamond: number } }).content.diamond;
  };
  const card = (page: Page, name: string) => page.locator('li.gb-card', { has: page.getByRole('heading', { name, exact: true }) });
  /** Three taps in one go, before the page can re-render in between. */
  const tripleTap = (button: Locator) =>
    button.evaluate((b: HTMLElement) => {
      b.click();
      b.click();
      b.click();
    });
  const appCalls = (page: Page) => page.evaluate(() => (window as unknown as { __appCalls: AppCall[] }).__appCalls);

  it('a never-recharged user (10001) buys one gift bag with a triple tap sending one request; the other bag becomes unavailable', async () => {
    const { page } = await open(`${NEW_BENEFITS}?uid=10001`);
    const calls = apiCalls(page);
    await card(page, 'Starter Bag').getByRole('button', { name: 'Buy for 99' }).waitFor();
    await card(page, 'Super Starter Bag').getByRole('button', { name: 'Buy for 299' }).waitFor();
    await page.getByText('Shopping note:', { exact: false }).waitFor();
    await shot(page, 'gift-bag-new-benefits', { fullPage: true });
    await card(page, 'Starter Bag').getByRole('button', { name: 'Buy for 99' }).click();
    await page.getByText('Buy Starter Bag for 99 diamonds?').waitFor();
    await tripleTap(page.getByRole('button', { name: 'Confirm' }));
    await card(page, 'Starter Bag').getByText('Purchased').waitFor();
    await card(page, 'Super Starter Bag').getByText('You can buy only one gift bag type.').waitFor();
    expect(await card(page, 'Super Starter Bag').getByRole('button').count()).toBe(0);
    expect(countByPath(calls)[BUY]).toBe(1);
    expect(await wallet('10001')).toBe(300 - 99);
    await shot(page, 'gift-bag-bought', { fullPage: true });
  });

  it('a user who recharged before (10002) is refused with the reason, in their language', async () => {
    const { page } = await open(`${NEW_BENEFITS}?uid=10002&lang=ms`);
    await card(page, 'Beg Permulaan').getByText('Hanya pengguna yang tidak pernah tambah nilai boleh membeli beg hadiah ini.').waitFor();
    expect(await page.getByRole('button', { name: /^Beli/ }).count()).toBe(0);
    await shot(page, 'gift-bag-refused-ms', { fullPage: true });
  });

  it('a network failure during a purchase leaves no charge; an answer lost after the purchase leaves exactly one; the page recovers', async () => {
    const uid = '32001';
    await control({ grant: { userId: uid, diamond: 10_000 } });
    const before = await wallet(uid);
    const { page } = await open(`${DIAMOND_RAIN}?uid=${uid}`);
    const calls = apiCalls(page);
    const buy = card(page, 'Diamond Rain Bag').getByRole('button', { name: 'Buy for 4,990' });
    try {
      // The call never reaches the server: nothing is charged and the bag is still on offer.
      await control({ faults: [{ kind: 'network', path: BUY }] });
      await buy.click();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText(NETWORK).waitFor();
      await buy.waitFor();
      expect(await wallet(uid)).toBe(before);
      // The purchase goes through but its answer is lost: the page reads the bag again and shows it bought.
      await control({ faults: [{ kind: 'lost', path: BUY }] });
      await buy.click();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await card(page, 'Diamond Rain Bag').getByText('Purchased').waitFor();
    } finally {
      await control({ clearFaults: true });
    }
    expect(await wallet(uid)).toBe(before - 4_990);
    expect(countByPath(calls)[BUY]).toBe(2);
    await page.reload();
    await card(page, 'Diamond Rain Bag').getByText('Purchased').waitFor();
    expect(await wallet(uid)).toBe(before - 4_990);
    await shot(page, 'gift-bag-recovered', { fullPage: true });
  });

  for (const [platform, uid, level] of [['ios', '10007', 3], ['android', '10005', 4]] as const) {
    it(`${platform}: a limited-offer recharge is paid by the app with the limited-offer referer, the app receives event 2032, and the level reached is received once`, async () => {
      const page = await tab({ bridge: platform });
      await page.goto(`${baseUrl()}/vue/limited-offer?uid=${uid}`);
      await page.waitForURL(/\/vue\/limited-offer\/index\?uid=/);
      const row = page.locator(`li.cw-tasks__row`).nth(level - 1);
      await page.getByText('Offer ends in').waitFor();
      await row.getByRole('button', { name: 'Recharge' }).click();
      // The dialog's code and products load when it opens: wait for a product, not its Close button.
      await page.getByRole('dialog').getByRole('button', { name: /diamonds/ }).first().click();
      await expect.poll(async () => (await appCalls(page)).filter((c) => c.action === 'pay').length).toBe(1);
      const pay = (await appCalls(page)).find((c) => c.action === 'pay')!;
      expect(pay.args).toMatchObject({ referer: 'limitedOffer' });
      // The payment server records the top-up, then the app reports the payment.
      await control({ grant: { userId: uid, rechargeCents: 99 } });
      await appEvent(page, 'payResult', { code: 0, referer: 'limitedOffer' });
      await expect.poll(async () => (await appCalls(page)).filter((c) => c.action === 'postEvent').map((c) => c.args)).toEqual([{ event: 2032, data: { referer: 'limitedOffer' } }]);
      const calls = apiCalls(page);
      await row.getByRole('button', { name: 'Get' }).waitFor();
      await tripleTap(row.getByRole('button', { name: 'Get' }));
      await row.getByText('Done').waitFor();
      expect(countByPath(calls)['/revenue/rechargeLevel/receiveProduct']).toBe(1);
      await shot(page, `limited-offer-${platform}`, { fullPage: true });
    });
  }

  it('achievement gift bags: a reached level is received with one request however often "Receive" is tapped, then shows Done; the page reads in Thai', async () => {
    const { page } = await open('/vue/gift-bag/achievement?uid=10003');
    const calls = apiCalls(page);
    const before = await wallet('10003');
    const row = page.locator('li.cw-tasks__row').first();
    await row.getByText('Top up 0.99 USD').waitFor();
    await row.getByRole('button', { name: 'Receive' }).waitFor();
    await tripleTap(row.getByRole('button', { name: 'Receive' }));
    await row.getByText('Done').waitFor();
    expect(countByPath(calls)['/revenue/rechargeLevel/receiveProduct']).toBe(1);
    expect(await wallet('10003')).toBe(before + 49);
    await shot(page, 'gift-bag-achievement', { fullPage: true });
    await page.goto(`${baseUrl()}/vue/gift-bag/achievement?uid=10003&lang=th`);
    await page.getByRole('heading', { name: 'กระเป๋าของขวัญความสำเร็จ' }).waitFor();
    await page.locator('li.cw-tasks__row').first().getByText('รับแล้ว').waitFor();
  });

  it('Christmas 2024: points with their expiry, one mystery bag, a discount drawn once and bought once, each purchase confirmed', async () => {
    const uid = '10002';
    const { page } = await open(`/vue/act/christmas?uid=${uid}`);
    const calls = apiCalls(page);
    // The points expire after this event, on the date the server gives (never a past year's).
    const note = page.getByText(/Points expire on .+\./);
    await note.waitFor();
    expect(Date.parse(/expire on (.+)\.$/.exec((await note.textContent()) ?? '')![1]!)).toBeGreaterThan(Date.now());
    await page.getByText('My points: 2,500').waitFor();
    const mystery = page.locator('.cw-mall__card', { hasText: 'Mystery Bag' });
    await mystery.getByRole('button', { name: 'Buy' }).click();
    await tripleTap(page.getByRole('button', { name: 'Confirm' }));
    await page.getByText('My points: 2,380').waitFor();
    await mystery.getByRole('button', { name: 'Sold out' }).waitFor();
    expect(countByPath(calls)['/activity/scoreMall/buy']).toBe(1);

    const before = await wallet(uid);
    await page.getByRole('button', { name: 'Draw my discount' }).click();
    await page.getByText(/^Your discount: you pay \d+% of the price/).waitFor();
    expect(await page.getByRole('button', { name: 'Draw my discount' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Buy at my discount' }).click();
    await page.getByText(/with your discount\? This can be done only once\./).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('You bought Starlight Carriage with your discount.').waitFor();
    expect(await page.getByRole('button', { name: 'Buy at my discount' }).count()).toBe(0);
    expect(before - (await wallet(uid))).toBeGreaterThanOrEqual(Math.round(29_999 * 0.5));
    await shot(page, 'christmas-2024', { fullPage: true });
  });
});
