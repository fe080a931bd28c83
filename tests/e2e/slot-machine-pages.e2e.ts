// The pages around Rapid King in a real browser against the sandbox: cockfight's chicken types, prize names shown
// whole, the income ranking and the coin mall opened from the game (back, forward, "Back to the game"), and the
// coin mall on a small phone with a long name, broken prices and an unreadable balance. The game's rounds:
// slot-machine.e2e.ts.
import { describe, expect, it } from 'vitest';
import { shot, useBrowser, whenReady } from './harness';
import { layoutFaults } from './layout';

const GAME = '/vue/slot-machine/index';

describe('slot machine pages (cockfight, ranking, mall)', () => {
  const { baseUrl, open, tab } = useBrowser();

  it('cockfight names the chicken types; the income ranking and the coin mall open from the game', async () => {
    const cock = await open('/vue/slot-machine/cockfight');
    for (const name of ['Zero Chicken', 'Ninja Chicken', 'Normal Chicken', 'Weak Chicken']) await cock.page.getByRole('button', { name: `Bet on ${name}` }).waitFor();
    await shot(cock.page, 'cockfight', { fullPage: true });

    // On a 412 px screen every prize name is shown whole, also the long Filipino ones.
    for (const path of [GAME, '/vue/slot-machine/cockfight?lang=ph']) {
      const game = await open(path);
      await game.page.getByRole('button', { name: /Karaniwang Manok|Golden Crab/ }).waitFor();
      const cut = await game.page.$$eval('.sm-prize__name', (els) => els.filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
      expect(cut).toEqual([]);
    }

    const { page } = await open(`${GAME}?app_immersion=1&lang=en&ctype=1`);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.locator('[data-act-no]').waitFor();
    // The game was opened directly (no router yet): the first in-app navigation hands the page to the router.
    await page.getByRole('button', { name: 'Income ranking' }).click();
    await page.getByRole('heading', { name: "Today's income ranking" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vue/slot-machine/rapid-ranking');
    // The next page keeps the app's query and adds from=<in-page marker>, so its left tap goes back instead of closing the page.
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ app_immersion: '1', lang: 'en', ctype: '1', from: 'inner' });
    await page.locator('[data-rank]').first().waitFor();
    await shot(page, 'rapid-ranking', { fullPage: true });
    // The system back gesture returns to the kept-alive game, and forward to the ranking again.
    await page.goBack();
    await page.locator('[data-act-no]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/vue/slot-machine/index');
    await page.goForward();
    await page.getByRole('heading', { name: "Today's income ranking" }).waitFor();
    await page.getByRole('button', { name: 'Back to the game' }).click();
    await page.locator('[data-act-no]').waitFor();
    // "Back to the game" went back to the game's entry (the ranking is ahead, not stacked again behind it).
    expect(await page.evaluate(() => (window as unknown as { navigation: { canGoForward: boolean } }).navigation.canGoForward)).toBe(true);
    expect(errors).toEqual([]);
    await page.getByRole('button', { name: 'Coin mall' }).click();
    await page.getByRole('heading', { name: 'Gifts and frames' }).waitFor();
    await page.locator('.cw-mall__card').first().waitFor();
    await shot(page, 'rapid-mall', { fullPage: true });
  });

  it('coin mall on a 360 px phone: a long name takes two lines, broken prices are left out, exact prices, an unreadable balance shows as unknown and buying still works', async () => {
    const page = await tab({ viewport: { width: 360, height: 640 } });
    const long = 'Supercalifragilisticexpialidocious'.repeat(6);
    await page.route('**/shop/newProductRecommend/list**', async (route) => {
      const res = await route.fetch();
      const json = (await res.json()) as { content: Array<Record<string, unknown>> };
      json.content[0] = { ...json.content[0], name: long };
      json.content.push({ id: 9001, name: 'No price' }, { id: 9002, name: 'Minus', price: -99 }, { id: 9003, name: 'Nothing', price: 0 });
      await route.fulfill({ response: res, json });
    });
    await page.route('**/facade/wallet/get**', async (route) => {
      const res = await route.fetch();
      const json = (await res.json()) as { content: Record<string, unknown> };
      await route.fulfill({ response: res, json: { ...json, content: { ...json.content, diamond: 'n/a' } } });
    });
    await page.goto(`${baseUrl()}/vue/slot-machine/rapid-mall?uid=10002`);
    await whenReady(page);
    await page.getByText('My diamonds: unknown').waitFor();
    const names = page.locator('.cw-mall__name');
    await names.first().waitFor();
    expect(await names.allTextContents()).not.toEqual(expect.arrayContaining(['No price', 'Minus', 'Nothing']));
    expect(await page.locator('.cw-mall__price').allTextContents()).toContain('1,999 diamonds');
    const heights = await names.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(heights[0]).toBeLessThanOrEqual(Math.min(...heights) * 2 + 1);
    expect((await layoutFaults(page, '.cw-mall__card')).filter((f) => !f.includes('breaks inside a word'))).toEqual([]);
    await shot(page, 'rapid-mall-360-long-name', { fullPage: true });
    await page.locator('.cw-mall__card').nth(1).getByRole('button', { name: 'Buy' }).click();
    await page.getByRole('dialog', { name: 'Confirm purchase' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Purchase successful!').waitFor();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
