// Layout shift of every campaign route under the bench's phone emulation (bench/measure.ts: 412x823, 4x CPU
// slowdown, 150 ms RTT, 1.6 Mbps, cache off): the page's cumulative layout shift (shifts right after an input
// excluded), from navigation until it is interactive (html[data-ready]), its data came in and its pictures on
// screen have loaded, stays at or below 0.02. A failure names the elements that moved.
// The routes are dealt to files (layout-shift-*.e2e.ts) so that the suite's workers share them.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { emulateMobile, MOBILE_CONTEXT } from '../../bench/measure';
import { campaignRoutes } from '../campaignRoutes';
import { useBrowser, whenReady, whenSettled } from '../e2e/harness';
import { apiInFlight } from '../e2e/network';

/** The most a page may shift (the Web Vitals "good" limit is 0.1). */
export const MAX_LAYOUT_SHIFT = 0.02;

// Every layout shift of the document, buffered from its start, with the elements that moved.
const SHIFTS = `
  window.__shifts = [];
  const name = (n) => n && n.nodeType === 1 ? n.tagName.toLowerCase() + (typeof n.className === 'string' && n.className ? '.' + n.className.trim().split(/\\s+/).join('.') : '') : String(n && n.nodeName);
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (!e.hadRecentInput) window.__shifts.push({ value: e.value, at: Math.round(e.startTime), moved: (e.sources || []).map((s) => name(s.node) + ' ' + s.previousRect.y + '->' + s.currentRect.y + ' h' + s.previousRect.height + '->' + s.currentRect.height) });
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Shift { value: number; at: number; moved: string[] }

/** True once every picture that shows on the first screen has loaded (or failed). Runs in the browser. */
const picturesOnScreenLoaded = (): boolean =>
  [...document.images].every((img) => img.complete || img.getBoundingClientRect().top >= window.innerHeight);

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
        await page.addInitScript(SHIFTS);
        await emulateMobile(await context.newCDPSession(page));
        tab = { page, context, api: apiInFlight(page) };
      }
      const { page, api } = tab;
      await page.goto(`${baseUrl()}/vue${route}`);
      await whenReady(page);
      await whenSettled(page, 30000);
      await api.settled();
      await page.waitForFunction(picturesOnScreenLoaded, undefined, { timeout: 30000 });
      // What the last answers and pictures set off has been laid out.
      await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(total, `${route} shifted ${total.toFixed(4)}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });
  });
}
