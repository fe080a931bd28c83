// The tabs of one test file of the real-browser suite: a page in a context of its own per kind (phone size,
// simulated app host), taken by a test and handed back after it as a new tab would be. A new context and page cost
// a renderer process each; handing a tab back costs a navigation to about:blank.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { appContext } from './fakeApp';

export interface TabOptions {
  /** Simulate the native app: 'ios' answers bridge prompts, 'android' injects window.AppBridge. */
  bridge?: 'ios' | 'android';
  viewport?: { width: number; height: number };
}

export const PHONE = { width: 412, height: 823 };

interface Tab { kind: string; context: BrowserContext; page: Page; cdp: CDPSession; busy: boolean }

/**
 * Leaves the tab as a new one: what the test listened to and routed is dropped, the site's storage and cookies
 * are cleared, and its history holds only about:blank, so a page opened next has no entry of its site before it
 * (the app's back button decides from that whether it closes the page: platform/shell/historyHasPrevious.ts).
 */
async function reset({ page, context, cdp }: Tab): Promise<void> {
  for (const other of context.pages()) if (other !== page) await other.close();
  page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.evaluate(() => {
    if (window.origin === 'null') return;
    localStorage.clear();
    sessionStorage.clear();
  });
  await context.clearCookies();
  await page.goto('about:blank');
  await cdp.send('Page.resetNavigationHistory');
}

export function tabPool(browser: () => Browser): { take(opts?: TabOptions): Promise<Page>; taken(): Page[]; handBack(): Promise<void>; close(): Promise<void> } {
  const tabs: Tab[] = [];
  const drop = async (tab: Tab) => {
    tabs.splice(tabs.indexOf(tab), 1);
    await tab.context.close().catch(() => undefined);
  };
  return {
    async take(opts = {}) {
      const viewport = opts.viewport ?? PHONE;
      const kind = `${opts.bridge ?? 'browser'} ${viewport.width}x${viewport.height}`;
      let tab = tabs.find((t) => !t.busy && t.kind === kind);
      if (!tab) {
        const context = opts.bridge ? await appContext(browser(), opts.bridge, viewport) : await browser().newContext({ viewport, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        tab = { kind, context, page, cdp: await context.newCDPSession(page), busy: false };
        tabs.push(tab);
      }
      tab.busy = true;
      return tab.page;
    },
    /** The pages the running test has taken. */
    taken: () => tabs.filter((t) => t.busy).map((t) => t.page),
    /** Hands back every tab the test took; one that cannot be reset (closed, crashed) is closed instead. */
    async handBack() {
      for (const tab of tabs.filter((t) => t.busy)) {
        try {
          await reset(tab);
          tab.busy = false;
        } catch {
          await drop(tab);
        }
      }
    },
    async close() {
      for (const tab of [...tabs]) await drop(tab);
    },
  };
}
