// Valentine in a real browser against the sandbox: a couple signs in for today's gift once, and buys one discounted
// gift from the Valentine shop (confirmed; a double tap buys once; then the shop is sold out for them); a user
// without a CP is told to find one first. The couple ranking page also ranks best friends (BFF). Singer vote: a tap on Vote counts one vote and the votes left go down.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { shot, useBrowser } from './harness';
import { apiCalls, countByPath } from './network';

const VALENTINE = '/vue/act/valentine';
const SIGN_IN = '/activity/valentineday/signIn';
const BUY = '/activity/valentineday/buyDiscountProduct';
const VOTE = '/activity/singer/vote';

/** Taps in one go, before the page can re-render in between. */
const doubleTap = (button: Locator) =>
  button.evaluate((b: HTMLElement) => {
    b.click();
    b.click();
  });

describe('valentine and singer vote', () => {
  const { baseUrl, open } = useBrowser();
  const wallet = async (uid: string) => {
    const res = await fetch(`${baseUrl()}/vue/prodServer/facade/wallet/get`, { headers: { userid: uid } });
    return ((await res.json()) as { content: { diamond: number } }).content.diamond;
  };

  it("the couple signs in once for today's gift, then buys one discounted gift; a double tap on Confirm buys once", async () => {
    const { page } = await open(`${VALENTINE}?uid=10006`);
    const calls = apiCalls(page);
    await page.getByText('You and ', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText("Signed in! Today's gift is in your backpack.").waitFor();
    await page.locator('[aria-current="date"][data-state="signed"]').waitFor();
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    expect(countByPath(calls)[SIGN_IN]).toBe(1);

    const before = await wallet('10006');
    await page.getByRole('tab', { name: 'Valentine shop' }).click();
    await page.getByRole('button', { name: 'Buy' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Confirm purchase' });
    await dialog.waitFor();
    await doubleTap(dialog.getByRole('button', { name: 'Confirm' }));
    await page.getByText('Purchase successful! The gift is in your backpack.').waitFor();
    await page.getByText('You bought Love Letter from the Valentine shop.').waitFor();
    expect(countByPath(calls)[BUY]).toBe(1);
    expect(await wallet('10006')).toBe(before - 99);
    // One per user: the product bought says so, the others that the limit is reached; none is "sold out".
    await page.getByRole('button', { name: 'Bought' }).waitFor();
    expect(await page.getByRole('button', { name: 'Limit reached' }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Sold out').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Buy' }).count()).toBe(0);
    await shot(page, 'valentine-bought', { fullPage: true });
  });

  it('a user without a CP is told to find one first, in their language, and pays nothing', async () => {
    const uid = '42001';
    const before = await wallet(uid);
    const { page } = await open(`${VALENTINE}?uid=${uid}&lang=ms`);
    await page.getByText('Sila cari CP anda dahulu', { exact: false }).first().waitFor();
    await page.getByRole('tab', { name: 'Kedai Valentine' }).click();
    await page.getByRole('button', { name: 'Beli' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sahkan' }).click();
    await page.getByText('Sila cari CP anda dahulu', { exact: true }).waitFor();
    expect(await wallet(uid)).toBe(before);
  });

  it('the couple ranking page ranks best friends (BFF) on a tab of its own, pairs by points', async () => {
    const { page } = await open('/vue/act/valentine-ranking?uid=10006');
    await page.getByRole('tab', { name: 'BFF' }).click();
    await page.getByText('Best friends (BFF) ranking').waitFor();
    const pair = page.getByRole('tabpanel').getByText(/ & /).first();
    await pair.waitFor();
    await shot(page, 'valentine-bff-ranking', { fullPage: true });
  });

  it('a tap on Vote counts one vote for that singer and the votes left go down', async () => {
    const { page } = await open('/vue/act/singer-v4?uid=42002');
    const calls = apiCalls(page);
    await page.getByText('Votes left today: 10 of 10').waitFor();
    const button = page.getByRole('button', { name: /^Vote / }).nth(3);
    await doubleTap(button);
    await page.getByText('Vote sent! Thank you for your support.').waitFor();
    await page.getByText('Votes left today: 9 of 10').waitFor();
    expect(countByPath(calls)[VOTE]).toBe(1);
  });
});
