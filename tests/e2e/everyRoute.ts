// Every page the app serves, in the production build, opened directly as the app's webview opens it (a simulated
// Android app supplies the user): each one carries the build's Content-Security-Policy in its HTML and as a header
// (scripts from the site only, no eval, no inline script, no 'unsafe-inline' style), settles under it (content
// shown, no loading state or progress overlay left once its data came in; the harness fails a test that causes a
// violation), fits the phone's width (nothing scrolls sideways, also with a 300-character unknown path) and logs no
// console error or warning and no uncaught error, and moves its layout by at most 0.02 as it loads (tests/e2e/layout.ts;
// the stricter check, under the bench's phone emulation, is tests/first-screen).
// Opening a page directly is when the page part is preloaded while the page renders (app/startApp.tsx).
// The routes are dealt to four files (routes-*.e2e.ts) so that the suite's workers share them.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { parse } from 'yaml';
import { COMING_SOON, PAYMENT_PAGES, REDIRECTS } from '../../app/routeTable';
import { policyOfPage } from '../../engine/vite/csp';
import { campaignRoutes } from '../campaignRoutes';
import { appContext } from './fakeApp';
import { problemsOf, useBrowser, whenReady, whenSettled } from './harness';
import { expectSteadyLayout, RECORD_SHIFTS } from './layout';
import { PHONE } from './tabs';

const paymentRoutes = Object.keys(PAYMENT_PAGES).map((path) => path.replace(':userCode', '10001'));
// One of the pages still to be built ("coming soon"), while any is left: they all share one page.
const comingSoon = COMING_SOON.find((p) => !campaignRoutes.includes(p));
// Pages showing the live round game (its push client compiles WebAssembly): their policy adds 'wasm-unsafe-eval', nothing wider.
const wasmRoutes = new Set(readdirSync('campaigns', { withFileTypes: true })
  .filter((d) => d.isDirectory() && /type: slot-machine\b/.test(readFileSync(`campaigns/${d.name}/campaign.yaml`, 'utf8')))
  .flatMap((d) => (parse(readFileSync(`campaigns/${d.name}/campaign.yaml`, 'utf8')) as { routes: string[] }).routes));
const CHAT_SERVICE_UNAVAILABLE = '[push] chat service unavailable';
const ROUTES = [...campaignRoutes, ...paymentRoutes, ...Object.keys(REDIRECTS), ...(comingSoon ? [comingSoon] : []), '/no-such-page', `/${'a'.repeat(300)}`];

/** The policy a page was served with: the header, the same text in its HTML, strict for scripts and styles. */
async function expectStrictPolicy(header: string | undefined, meta: string | null, wasm = false): Promise<void> {
  expect(header).toBeTruthy();
  expect(meta).toBe(header);
  const directives = Object.fromEntries(header!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
  expect(directives['script-src']).toEqual(wasm ? ["'self'", "'wasm-unsafe-eval'"] : ["'self'"]);
  expect(header).not.toContain("'unsafe-inline'");
  expect(header).not.toContain("'unsafe-eval'");
  expect(directives['object-src']).toEqual(["'none'"]);
}

/** Checks the routes whose place in the list is `shard` modulo `shards`. */
export function checkRoutes(shard: number, shards: number): void {
  describe(`every route, opened directly (part ${shard + 1} of ${shards})`, () => {
    const { browser, baseUrl } = useBrowser({ build: 'production' });

    // One page per file, reused from route to route: a new page costs a renderer process, a navigation does not.
    // Each route still starts from a fresh document with no storage or cookies left by the route before it.
    let tab: { page: Page; context: BrowserContext; problems: string[] } | undefined;
    afterAll(() => tab?.context.close());

    it.each(ROUTES.filter((_, i) => i % shards === shard))('%s carries the policy, settles with its content, fits the width, keeps its layout, no console error', async (route) => {
      if (!tab || tab.page.isClosed()) {
        const context = await appContext(browser(), 'android', PHONE);
        await context.addInitScript(RECORD_SHIFTS);
        const page = await context.newPage();
        tab = { page, context, problems: problemsOf(page) };
      } else {
        await tab.page.evaluate(() => {
          if (window.origin === 'null') return;
          localStorage.clear();
          sessionStorage.clear();
        });
        await tab.context.clearCookies();
      }
      const { page, problems } = tab;
      problems.length = 0;
      const url = `${baseUrl()}/vue${route}`;
      // The header and the meta tag of the document as served, read apart from the page: a redirect may already
      // have replaced the page's document by the next one.
      const served = await page.request.get(url);
      await expectStrictPolicy(served.headers()['content-security-policy'], policyOfPage(await served.text()) ?? null, wasmRoutes.has(route));
      await page.goto(url);
      await whenReady(page);
      await whenSettled(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectSteadyLayout(page, route);
      // The live round game's push client reaches for the chat service, which a machine without the internet cannot
      // reach: its one warning saying so is the only one such a page (also where a redirect led) may log here.
      const landed = new URL(page.url()).pathname.replace(/^\/vue/, '');
      const live = wasmRoutes.has(route) || wasmRoutes.has(landed);
      expect(problems.filter((p) => !(live && p.startsWith(CHAT_SERVICE_UNAVAILABLE)))).toEqual([]);
    });
  });
}
