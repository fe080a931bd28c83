// A tap on the prerendered page before it is interactive: the first screen's main button of the demo campaign
// ("Join now", an app action: it opens the app's room list) acts once the page is ready, exactly once: a tap is
// never lost, and tapping again while waiting never acts twice.
import { describe, expect, it } from 'vitest';
import { appContext, type AppCall } from '../e2e/fakeApp';
import { useBrowser, whenReady } from '../e2e/harness';
import { holdReactDom } from '../e2e/network';

const ROUTE = '/vue/act/starlight';

describe('a tap before the page is interactive', () => {
  const { browser, baseUrl } = useBrowser();

  it('the main button tapped twice before hydration acts once after it; a tap after that acts once more', async () => {
    const context = await appContext(browser(), 'android');
    const page = await context.newPage();
    const forwards = () => page.evaluate(() => (window as unknown as { __appCalls: AppCall[] }).__appCalls.filter((c) => c.action === 'forward').map((c) => c.args));
    const reactDom = await holdReactDom(page);
    await page.goto(`${baseUrl()}${ROUTE}`, { waitUntil: 'domcontentloaded' });
    const join = page.getByRole('button', { name: 'Join now' });
    // The prerendered page is on screen and its entry runs (it holds taps), while react-dom is still on its way.
    await page.waitForFunction(() => performance.getEntriesByName('app:libraries').length > 0);
    await join.click();
    await join.click();
    expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
    expect(await forwards()).toEqual([]);
    reactDom.release();
    await whenReady(page);
    await expect.poll(forwards).toEqual([{ type: 8 }]);
    // A tap once the page is interactive acts on its own: the held tap was replayed once, not again with it.
    await join.click();
    await expect.poll(forwards).toEqual([{ type: 8 }, { type: 8 }]);
    await context.close();
  });
});
