// The end of a top-up and failures, in a real browser against the sandbox. A paid top-up's Close leaves the top-up
// pages (the app closes the page; in a browser, back to the page the user came from), never back into the form that
// was paid; the methods of payment read by name; "Not yet" on a prompt opened directly opens the top-up form. A
// refused action shows the server's message in a toast.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, useBrowser, whenReady } from './harness';
import type { AppCall } from './fakeApp';

const appCalls = (page: Page) => page.evaluate(() => (window as unknown as { __appCalls: AppCall[] }).__appCalls);

/** From the top-up form: Malaysia, Touch 'n Go, the first item, Pay now, then Pay on the checkout, to the result. */
async function topUp(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'select country/region' }).click();
  const sheet = page.getByRole('dialog', { name: 'Country/Region' });
  await sheet.getByRole('button', { name: 'Malaysia' }).click();
  await sheet.waitFor({ state: 'detached' });
  // Methods read by name, not by channel code.
  await page.getByRole('button', { name: 'Kad Kredit/Debit' }).or(page.getByRole('button', { name: 'Credit/Debit Card' })).waitFor();
  await page.getByRole('button', { name: "Touch 'n Go eWallet" }).click();
  await page.getByRole('list', { name: 'Items' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByText("Method of payment: Touch 'n Go eWallet", { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
}

describe('the end of a top-up, and failures that say so', () => {
  const { baseUrl, open, tab } = useBrowser();
  const control = (body: Record<string, unknown>) =>
    fetch(`${baseUrl()}/vue/sandbox/control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('in the app, Close after a successful top-up closes the page; it never goes back to the form that was paid', async () => {
    const page = await tab({ bridge: 'android' });
    await page.goto(`${baseUrl()}/vue/payments/WL10002`);
    await whenReady(page);
    await topUp(page);
    await shot(page, 'payments-close-success', { fullPage: true });
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(async () => (await appCalls(page)).filter((c) => c.action === 'closePage').length).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/vue/payments/checkout-result');
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
  });

  it('in a browser, Close after a successful top-up goes back to the page the user came from', async () => {
    const { page } = await open('/vue/act/starlight');
    await page.goto(`${baseUrl()}/vue/payments/WL10002`);
    await whenReady(page);
    await topUp(page);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/vue/act/starlight');
  });

  it('"Not yet" on a "Payment done?" prompt opened directly opens the top-up form', async () => {
    const res = await fetch(`${baseUrl()}/vue/prodServer/payment/thirdOrder/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', userid: '10002' },
      body: JSON.stringify({ userCode: 'WL10002', productCode: 'TP60', payChannel: 'TNG', country: 'MY' }),
    });
    const { sessionId } = ((await res.json()) as { content: { sessionId: string } }).content;
    const { page } = await open(`/vue/payments/checkout-result?sessionId=${sessionId}&lang=ms`);
    await page.getByRole('heading', { name: 'Pembayaran selesai?' }).waitFor();
    await page.getByRole('button', { name: 'Belum lagi' }).click();
    await page.waitForURL((url) => url.pathname === '/vue/payments/WL10002');
    await page.getByRole('button', { name: 'Bayar sekarang' }).waitFor();
  });

  it('a refused singer vote and a failed achievement upgrade show the server\'s message in a toast', async () => {
    await control({ faults: [{ kind: 'status', path: '/activity/singer/vote' }, { kind: 'network', path: '/revenue/achievement/upgrade' }] });
    try {
      const singer = await open('/vue/act/singer-v4?uid=42003');
      await singer.page.getByText('Votes left today: 10 of 10').waitFor();
      await singer.page.getByRole('button', { name: /^Vote / }).first().click();
      await singer.page.locator('[data-engine-toast]').getByText('System is busy, please try again later.').waitFor();

      const achievements = await open('/vue/achievement/special?uid=31002');
      await achievements.page.getByRole('button', { name: /^Upgrade / }).first().click();
      await achievements.page.locator('[data-engine-toast]').getByText('Network is busy, please try later.').waitFor();
    } finally {
      await control({ clearFaults: true });
    }
  });

});
