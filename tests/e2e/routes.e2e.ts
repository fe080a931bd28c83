// Every page the app serves, opened directly as the app's webview opens it: each one settles (content shown, no
// loading state or progress overlay left once its data came in), fits the phone's width (nothing scrolls
// sideways, also with a 300-character unknown path) and logs no console error or warning.
// Opening a page directly is when the page part is preloaded while the page renders (app/startApp.tsx).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COMING_SOON, PAYMENT_PAGES, REDIRECTS } from '../../app/routeTable';
import { problemsOf, useBrowser, whenReady } from './harness';

const campaignRoutes = readdirSync('campaigns', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => (parse(readFileSync(`campaigns/${d.name}/campaign.yaml`, 'utf8')) as { routes: string[] }).routes);
const paymentRoutes = Object.keys(PAYMENT_PAGES).map((path) => path.replace(':userCode', '10001'));
// One of the pages still to be built ("coming soon"), while any is left: they all share one page.
const comingSoon = COMING_SOON.find((p) => !campaignRoutes.includes(p));

describe('every route, opened directly', () => {
  const { browser, baseUrl } = useBrowser();

  const routes = [...campaignRoutes, ...paymentRoutes, ...Object.keys(REDIRECTS), ...(comingSoon ? [comingSoon] : []), '/no-such-page', `/${'a'.repeat(300)}`];
  it.each(routes)('%s settles with its content, fits the width, no console error', async (route) => {
    const context = await browser().newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const problems = problemsOf(page);
    await page.goto(`${baseUrl()}/vue${route}`);
    await whenReady(page);
    const settled = () => {
      const main = document.querySelector('main');
      return main !== null && main.innerText.trim() !== '' && !document.querySelector('[aria-busy="true"], .shell-overlay');
    };
    await page.waitForFunction(settled, undefined, { timeout: 15000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    expect(problems).toEqual([]);
    await context.close();
  });
});
