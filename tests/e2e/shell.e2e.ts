// The root shell in a real browser (loading overlay, optional top bar, routed page): plain and immersive mode, the top bar taps, and the
// app header, with a simulated iOS host (prompt) and a simulated Android host (injected object).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, useBrowser } from './harness';
import { HOST_HEADER, type AppCall } from './fakeApp';

const ROUTE = '/vue/act/starlight';
const calls = (page: Page) => page.evaluate(() => (window as unknown as { __appCalls: AppCall[] }).__appCalls);

describe('root shell', () => {
  const { baseUrl, browser, open, tab } = useBrowser();

  it('when a part of the page cannot be loaded at start-up, the page shows the error screen with a reload button, not a white screen', async () => {
    const context = await browser().newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.route('**/assets/engine-*.js', (route) => route.abort());
    await page.goto(`${baseUrl()}/vue/payments/list`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Something went wrong');
    await shot(page, 'startup-failure');
    await page.unroute('**/assets/engine-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    await page.getByRole('heading', { name: 'Top up' }).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await context.close();
  });

  it('plain mode (a browser, no app_immersion) shows no top bar', async () => {
    const { page } = await open(ROUTE);
    await page.getByRole('heading', { name: 'Starlight Gift Festival' }).waitFor();
    expect(await page.getByTestId('shell-topbar').count()).toBe(0);
  });

  for (const platform of ['ios', 'android'] as const) {
    it(`immersive mode in the ${platform} app shows the top bar below the status bar; left tap closes the page through the bridge`, async () => {
      const page = await tab({ bridge: platform });
      await page.goto(`${baseUrl()}${ROUTE}?app_immersion=1`);
      const bar = page.getByTestId('shell-topbar');
      await bar.waitFor();
      const padding = await bar.evaluate((el) => getComputedStyle(el).paddingTop);
      expect(padding).toBe('24px');
      await shot(page, `shell-immersive-${platform}`);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect.poll(async () => (await calls(page)).some((c) => c.action === 'closePage')).toBe(true);
    });
  }

  it('with app_minimize=1 the right tap asks the app to resize the window', async () => {
    const page = await tab({ bridge: 'android' });
    await page.goto(`${baseUrl()}${ROUTE}?app_immersion=1&app_minimize=1`);
    await page.getByRole('button', { name: 'Minimize' }).click();
    await expect.poll(async () => (await calls(page)).some((c) => c.action === 'resizeWindow')).toBe(true);
  });

  it('left tap goes back inside the page when from is the in-page marker', async () => {
    const page = await tab({ bridge: 'ios' });
    await page.goto(`${baseUrl()}/vue/diamond-pass/index?app_immersion=1`);
    await page.goto(`${baseUrl()}${ROUTE}?app_immersion=1&from=inner`);
    await page.getByTestId('shell-topbar').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/diamond-pass/);
    expect((await calls(page)).some((c) => c.action === 'closePage')).toBe(false);
  });

  it('opened directly with the in-page marker, left tap closes the page instead of leaving a blank webview', async () => {
    const page = await tab({ bridge: 'android' });
    await page.goto(`${baseUrl()}${ROUTE}?app_immersion=1&from=inner`);
    await page.getByTestId('shell-topbar').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(async () => (await calls(page)).some((c) => c.action === 'closePage')).toBe(true);
    expect(page.url()).toContain(ROUTE);
  });

  for (const platform of ['ios', 'android'] as const) {
    it(`inside the ${platform} app, API calls carry the header the app hands over`, async () => {
      const page = await tab({ bridge: platform });
      const headers: Record<string, string>[] = [];
      page.on('request', (r) => { if (r.url().includes('/vue/prodServer/')) headers.push(r.headers()); });
      await page.goto(`${baseUrl()}${ROUTE}`);
      await page.locator('[data-rank]').first().waitFor();
      expect(headers.length).toBeGreaterThan(0);
      for (const h of headers) {
        expect(h.userid).toBe(HOST_HEADER.userid);
        expect(h.area).toBe(HOST_HEADER.area);
        expect(h.level).toBe('lower');
        expect(h.timestamp).toMatch(/^\d{13}$/);
      }
      expect((await calls(page)).some((c) => c.action === 'getHeaders')).toBe(true);
    });
  }
});
