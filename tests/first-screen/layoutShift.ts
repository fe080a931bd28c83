// Layout shift of every campaign route under the bench's phone emulation (bench/measure.ts: 412x823, 4x CPU
// slowdown, 150 ms RTT, 1.6 Mbps, cache off): the page's cumulative layout shift (shifts right after an input
// excluded), from navigation until it is interactive (html[data-ready]), its data came in and its pictures on
// screen have loaded, stays at or below 0.02. A failure names the elements that moved.
// The routes are dealt to files (layout-shift-*.e2e.ts) so that the suite's workers share them.
import { afterAll, describe, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { emulateMobile, MOBILE_CONTEXT } from '../../bench/measure';
import { campaignRoutes } from '../campaignRoutes';
import { useBrowser, whenReady, whenSettled } from '../e2e/harness';
import { expectSteadyLayout, MAX_LAYOUT_SHIFT, RECORD_SHIFTS } from '../e2e/layout';
import { apiInFlight } from '../e2e/network';

/**
 * The routes to check: every campaign route, or those containing one of FIRST_SCREEN_ROUTES' comma-separated words
 * (`FIRST_SCREEN_ROUTES=couple-house,valentine`), to look at a few pages at a time.
 */
const words = (process.env.FIRST_SCREEN_ROUTES ?? '').split(',').map((w) => w.trim()).filter(Boolean);
const routes = words.length === 0 ? campaignRoutes : campaignRoutes.filter((r) => words.some((w) => r.includes(w)));

/** Checks the routes whose place in the list is `shard` modulo `shards`. */
export function checkLayoutShift(shard: number, shards: number): void {
  describe(`layout shift under phone emulation (part ${shard + 1} of ${shards})`, () => {
    const { browser, baseUrl } = useBrowser();

    // One page per file, emulated once, reused from route to route: each route starts from a fresh document.
    let tab: { page: Page; context: BrowserContext; api: ReturnType<typeof apiInFlight> } | undefined;
    afterAll(() => tab?.context.close());

    it.each(routes.filter((_, i) => i % shards === shard))(`%s shifts its layout by at most ${MAX_LAYOUT_SHIFT}`, async (route) => {
      if (!tab) {
        const context = await browser().newContext(MOBILE_CONTEXT);
        const page = await context.newPage();
        await page.addInitScript(RECORD_SHIFTS);
        await emulateMobile(await context.newCDPSession(page));
        tab = { page, context, api: apiInFlight(page) };
      }
      const { page, api } = tab;
      await page.goto(`${baseUrl()}/vue${route}`);
      await whenReady(page);
      await whenSettled(page, 30000);
      await api.settled();
      await expectSteadyLayout(page, route);
    });
  });
}
