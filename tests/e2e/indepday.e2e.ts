// Independence day 2024 in a real browser against the sandbox: the secret code (required, must be right, one claim
// per ID) and the diamond specials, where a double tap sends one purchase.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shot, useBrowser } from './harness';
import { apiCalls, countByPath } from './network';

const ROUTE = '/vue/act/indepday/malaysia';
const CIPHER = '/activity/happy-independence-day/cipher';
const BUY = '/activity/happy-independence-day/buy';
/** The code the sandbox accepts (sandbox/core/handlers/independenceDay.ts CIPHER_CODES). */
const RIGHT_CODE = 'MERDEKA67';

describe('independence day 2024', () => {
  const { baseUrl, open } = useBrowser();

  const control = async (body: Record<string, unknown>) => {
    await fetch(`${baseUrl()}/vue/sandbox/control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  };
  const wallet = async (uid: string) => {
    const res = await fetch(`${baseUrl()}/vue/prodServer/facade/wallet/get`, { headers: { userid: uid } });
    return ((await res.json()) as { content: { diamond: number } }).content.diamond;
  };
  const codeField = (page: Page) => page.getByRole('textbox', { name: 'Secret code' });
  const claim = (page: Page) => page.getByRole('button', { name: 'Claim' });
  /** Taps in one go, before the page can re-render in between. */
  const doubleTap = (button: Locator) =>
    button.evaluate((b: HTMLElement) => {
      b.click();
      b.click();
    });

  it('an empty code and a wrong code are refused with their messages; the right code is accepted; a second claim by the same ID is refused', async () => {
    const uid = '41001';
    const { page } = await open(`${ROUTE}?uid=${uid}`);
    const calls = apiCalls(page);
    await page.getByText('Enter the secret code announced by the officials to receive Equal Heart.', { exact: false }).waitFor();

    // Empty: the page asks for the code and sends nothing.
    await claim(page).click();
    await page.getByText('Please enter secret code').waitFor();
    expect(countByPath(calls)[CIPHER]).toBeUndefined();

    // Wrong: the server refuses, the user reads why and can try again.
    await codeField(page).fill('MERDEKA00');
    await claim(page).click();
    await page.getByText('Code is wrong, please re-enter').waitFor();
    expect(countByPath(calls)[CIPHER]).toBe(1);
    await codeField(page).waitFor();

    // A second tab of the same ID, opened before the claim, still shows the form.
    const stale = await page.context().newPage();
    await stale.goto(`${baseUrl()}${ROUTE}?uid=${uid}`);
    await codeField(stale).waitFor();

    // Right: accepted, the form gives way to the claimed note.
    await codeField(page).fill(RIGHT_CODE);
    await claim(page).click();
    await page.getByText('Code accepted! Your gift has been sent to your backpack.').waitFor();
    await page.getByText('You have claimed your secret-code gift (Equal Heart).', { exact: false }).waitFor();
    expect(await codeField(page).count()).toBe(0);
    await shot(page, 'indepday-claimed', { fullPage: true });

    // The same ID claiming again (from the older tab) is refused.
    await codeField(stale).fill(RIGHT_CODE);
    await claim(stale).click();
    await stale.getByText('This ID has already claimed.').waitFor();

    // Reopened, the page knows the code is claimed.
    await page.reload();
    await page.getByText('You have claimed your secret-code gift (Equal Heart).', { exact: false }).waitFor();
    expect(await codeField(page).count()).toBe(0);
    await stale.close();
  });

  it('the wrong-code message comes in the user\'s language', async () => {
    const { page } = await open(`${ROUTE}?uid=41002&lang=ms`);
    await page.getByRole('textbox', { name: 'Kod rahsia' }).fill('SALAH');
    await page.getByRole('button', { name: 'Tuntut' }).click();
    await page.getByText('Kod salah, sila masukkan semula').waitFor();
  });

  it('buying a special is confirmed first, and a double tap on buy and on confirm sends one purchase', async () => {
    const uid = '41003';
    await control({ grant: { userId: uid, diamond: 5_000 } });
    const before = await wallet(uid);
    const { page } = await open(`${ROUTE}?uid=${uid}`);
    const calls = apiCalls(page);
    const card = page.locator('.cw-mall__card', { hasText: 'Love Letter' });
    await card.getByRole('button', { name: 'Buy' }).waitFor();
    await doubleTap(card.getByRole('button', { name: 'Buy' }));
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await confirm.waitFor();
    expect(countByPath(calls)[BUY]).toBeUndefined();
    await doubleTap(confirm);
    await page.getByText('Purchase successful! The gift is in your backpack.').waitFor();
    expect(countByPath(calls)[BUY]).toBe(1);
    await expect.poll(() => wallet(uid)).toBe(before - 149);
    await shot(page, 'indepday-bought', { fullPage: true });
  });
});
