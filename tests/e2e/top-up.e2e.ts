// The third-party top-up pages (/payments/<userCode>, /payments/checkout/<userCode>, /payments/checkout-result) in a real
// browser against the sandbox, as a user in Malaysia goes through them in Malay: a title bar with a way back on every
// page, the country chosen on the payment selector sheet with names in the page language, one currency from the list
// to the checkout, and a result page that can be closed.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, useBrowser } from './harness';
import { apiCalls, countByPath } from './network';

const CREATE = '/payment/thirdOrder/create';

describe('top-up pages', () => {
  const { open } = useBrowser();

  /** The title bar of a top-up page: its heading and the back button beside it. */
  const titleBar = async (page: Page, title: string) => {
    const bar = page.locator('header', { has: page.getByRole('heading', { name: title, exact: true }) });
    await bar.waitFor();
    expect(await bar.getByRole('button', { name: 'Kembali' }).count()).toBe(1);
  };

  it('in Malay, a whitelisted user tops up from a fresh start: country on the sheet in Malay, one currency from list to checkout, a result that closes', async () => {
    const { page } = await open('/vue/payments/WL10002?lang=ms');
    const calls = apiCalls(page);
    await titleBar(page, 'Tambah nilai');
    // The whitelist is known on a fresh start: the form is offered, not the refusal.
    await page.getByRole('button', { name: 'pilih negara/wilayah' }).click();
    const sheet = page.getByRole('dialog', { name: 'Negara/Wilayah' });
    await sheet.waitFor();
    // Country names come from Intl in the page language: the Philippines read "Filipina" in Malay.
    await sheet.getByRole('button', { name: 'Filipina' }).waitFor();
    await shot(page, 'top-up-country-sheet-ms');
    await sheet.getByRole('button', { name: 'Malaysia' }).click();
    await sheet.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: "Touch 'n Go eWallet" }).click();
    const items = page.getByRole('list', { name: 'Item' });
    const first = items.getByRole('button').first();
    await expect.poll(() => first.innerText()).toMatch(/berlian[\s\S]*MYR/);
    const price = ((await first.locator('small').innerText()).match(/MYR\s?[\d.,]+/) ?? [''])[0];
    expect(price).not.toBe('');
    await first.click();
    await shot(page, 'top-up-list-ms', { fullPage: true });

    await page.getByRole('button', { name: 'Bayar sekarang' }).click();
    await page.waitForURL(/\/vue\/payments\/checkout\/WL10002\?sessionId=/);
    await titleBar(page, 'Pembayaran');
    // The amount to pay is in the currency the list showed, not a price in another one.
    await page.getByText(`Jumlah: ${price}`, { exact: true }).waitFor();
    expect(countByPath(calls)[CREATE]).toBe(1);
    await shot(page, 'top-up-checkout-ms', { fullPage: true });

    await page.getByRole('button', { name: 'Bayar', exact: true }).click();
    await page.waitForURL(/\/vue\/payments\/checkout-result\?sessionId=/);
    await titleBar(page, 'Pembayaran berjaya');
    await page.getByRole('button', { name: 'Tutup', exact: true }).waitFor();
    await shot(page, 'top-up-result-ms', { fullPage: true });
  });

  it('the product page shows the price in the currency of the user\'s country, under a title bar', async () => {
    const { page } = await open('/vue/payments/product/WL10002?productCode=TP60&lang=ms');
    await titleBar(page, 'Item tambah nilai');
    await page.getByText(/^Harga: MYR\s?[\d.,]+$/).waitFor();
    await shot(page, 'top-up-product-ms', { fullPage: true });
  });
});
