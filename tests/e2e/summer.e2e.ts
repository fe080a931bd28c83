// Summer specials in a real browser against the sandbox: three fragments of one gift become a bubble gun (two, or
// mixed gifts, are refused with the reason), a double tap on a paid exchange sends one request, a shortfall offers
// the bubble-gun products, the preheat poster's reward, a Thai page; and the weekly offer's last week.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shot, useBrowser } from './harness';
import { apiCalls, countByPath } from './network';

const ROUTE = '/vue/act/summer-specials';
const PREHEAT = '/vue/act/summer-specials/preheat';
const COMPOSE = '/activity/summer-specials-mall/debrisComposeReward';
const EXCHANGE = '/activity/summer-specials-mall/exchange';

describe('summer specials', () => {
  const { baseUrl, open } = useBrowser();

  const mall = async (uid: string) => {
    const res = await fetch(`${baseUrl()}/vue/prodServer/activity/summer-specials-mall/index`, { headers: { userid: uid } });
    return ((await res.json()) as { content: { bubbleGuns: number; fragments: Array<{ giftId: number; count: number }> } }).content;
  };
  /** Taps in one go, before the page can re-render in between. */
  const doubleTap = (button: Locator) =>
    button.evaluate((b: HTMLElement) => {
      b.click();
      b.click();
    });
  const card = (page: Page, name: string) => page.locator('.cw-frag__card', { hasText: name });
  const choose = async (page: Page, name: string, times: number) => {
    for (let i = 0; i < times; i++) await card(page, name).getByRole('button', { name: `Choose a ${name} fragment` }).click();
  };

  it('two fragments or mixed gifts are refused with the reason; three of one gift, confirmed, become a bubble gun', async () => {
    const uid = '42001';
    const before = await mall(uid);
    const { page } = await open(`${ROUTE}?uid=${uid}`);
    const calls = apiCalls(page);
    await page.getByRole('tab', { name: 'Fragments & bag' }).click();
    await card(page, 'Love Letter').getByText('Owned: 4').waitFor();
    const gun = page.getByRole('button', { name: 'Exchange 3 for a Bubble Gun' });

    await choose(page, 'Sports Car', 2);
    await gun.click();
    await page.getByText('Exactly 3 fragments of the same gift exchange for a Bubble Gun.').waitFor();
    await choose(page, 'Love Letter', 1);
    await gun.click();
    await page.getByRole('alert').filter({ hasText: 'Exactly 3 fragments of the same gift' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(countByPath(calls)[COMPOSE]).toBeUndefined();

    await page.getByRole('button', { name: 'Clear' }).click();
    await choose(page, 'Love Letter', 3);
    await gun.click();
    await page.getByText('Exchange 3 Love Letter fragments for 1 Bubble Gun? This cannot be undone.').waitFor();
    await doubleTap(page.getByRole('button', { name: 'Confirm' }));
    await page.getByText('Done! Your reward has been sent.').waitFor();
    await card(page, 'Love Letter').getByText('Owned: 1').waitFor();
    expect(countByPath(calls)[COMPOSE]).toBe(1);
    expect((await mall(uid)).bubbleGuns).toBe(before.bubbleGuns + 1);
    await shot(page, 'summer-fragments', { fullPage: true });
  });

  it('a double tap on Buy and on Confirm of a paid exchange sends one request; a product the bubble guns do not cover offers the bubble-gun products', async () => {
    const uid = '42002';
    const before = (await mall(uid)).bubbleGuns;
    const { page } = await open(`${ROUTE}?uid=${uid}`);
    const calls = apiCalls(page);
    const teddy = page.locator('.cw-mall__card', { hasText: 'Teddy Bear' });
    await doubleTap(teddy.getByRole('button', { name: 'Buy' }));
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await confirm.waitFor();
    await doubleTap(confirm);
    await page.getByText('Exchanged! The gift is in your backpack.').waitFor();
    expect(countByPath(calls)[EXCHANGE]).toBe(1);
    await expect.poll(async () => (await mall(uid)).bubbleGuns).toBe(before - 3);


    // A newcomer who never recharged has no bubble guns: Recharge opens the bubble-gun products (waterGun, type 30).
    const newcomer = await open(`${ROUTE}?uid=10001`);
    const shortCalls = apiCalls(newcomer.page);
    await newcomer.page.getByText('My Bubble Guns: 0').waitFor();
    await newcomer.page.locator('.cw-mall__card', { hasText: 'Teddy Bear' }).getByRole('button', { name: 'Recharge' }).click();
    // The sheet lists bubble guns at 3 per USD, not diamond or water-gun counts.
    const sheet = newcomer.page.getByRole('dialog', { name: 'Buy Bubble Guns' });
    await sheet.getByRole('button', { name: /^3 Bubble Guns/ }).waitFor();
    expect(await sheet.getByRole('button', { name: /Water Guns|diamonds/ }).count()).toBe(0);
    expect(countByPath(shortCalls)[EXCHANGE]).toBeUndefined();
    expect(shortCalls).toContain('/marketing/product/v2/listProduct');
  });

  it('preheat: the poster reward is received once; the main page previews its preheat with ?at=', async () => {
    const { page } = await open(`${PREHEAT}?uid=42003`);
    await page.getByRole('heading', { name: 'Poster reward' }).waitFor();
    await page.getByText('Bubble Tea').waitFor();
    await page.getByRole('button', { name: 'Receive the poster reward' }).click();
    await page.getByText('You have received the poster reward.').waitFor();
    expect(await page.getByRole('button', { name: 'Receive the poster reward' }).count()).toBe(0);
    await shot(page, 'summer-preheat', { fullPage: true });
    await page.goto(`${baseUrl()}${ROUTE}?uid=42003&at=2026-11-05T10:00:00%2B08:00`);
    await page.getByText('Summer specials start in').waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
  });

  it('a Thai page: the page, its mall and the fragment rules read in Thai', async () => {
    const { page } = await open(`${ROUTE}?uid=42004&lang=th`);
    await page.getByRole('heading', { name: 'ซัมเมอร์สเปเชียล' }).waitFor();
    await page.getByText('ร้านค้าฤดูร้อน').waitFor();
    await page.getByRole('tab', { name: 'ชิ้นส่วนและกระเป๋า' }).click();
    await page.getByRole('button', { name: 'แลก 3 ชิ้นเป็นปืนฟองสบู่' }).click();
    await page.getByText('กรุณาเลือกชิ้นส่วนก่อน').waitFor();
    await shot(page, 'summer-th', { fullPage: true });
  });
});

describe('weekly limited offer, last week', () => {
  const { open } = useBrowser();

  it('last week is over: its levels not reached show "Not reached", never Recharge', async () => {
    const { page } = await open('/vue/limited-offer/v2/index?uid=10003');
    await page.getByRole('button', { name: 'Recharge' }).first().waitFor();
    await page.getByRole('button', { name: 'Last week' }).click();
    await page.getByText('Not reached').first().waitFor();
    expect(await page.getByRole('button', { name: 'Recharge' }).count()).toBe(0);
    await page.getByRole('button', { name: 'This week' }).click();
    await page.getByRole('button', { name: 'Recharge' }).first().waitFor();
  });
});
