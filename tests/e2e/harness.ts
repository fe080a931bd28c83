// Shared helpers of the real-browser suite: one Chromium per file, pages with app-like settings, screenshots.
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchChromium } from '../browser';

export const SHOTS = 'test-results/screenshots';

/** Waits until the app has hydrated or rendered the page (html[data-ready]): before that, taps are held (app/earlyTaps.ts). */
export function whenReady(page: Page): Promise<unknown> {
  return page.waitForSelector('html[data-ready="true"]', { state: 'attached', timeout: 30000 });
}

/** Console errors and warnings and uncaught errors of a page, as they come. */
export function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/** Delays react-dom (the root's mount) as a slow network would: the page cannot hydrate until it is in. */
export async function delayReactDom(page: Page, ms = 1500): Promise<void> {
  await page.route(/\/assets\/mountApp-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/** The times (Date.now()) at which the page requested URLs containing `part`. */
export function requestTimes(page: Page, part: string): number[] {
  const times: number[] = [];
  page.on('request', (r) => { if (r.url().includes(part)) times.push(Date.now()); });
  return times;
}

/** The API calls (paths under /vue/prodServer) the page made, in the order they left. */
export function apiCalls(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/vue/prodServer/')) paths.push(pathname.slice('/vue/prodServer'.length));
  });
  return paths;
}

/**
 * The page's API calls on their way. `settled()` waits until none is, and the page has drawn a frame since
 * (what their answers set off has rendered and asked whatever it asks): what is counted next is all the page asked.
 */
export function apiInFlight(page: Page): { settled(): Promise<void> } {
  const open = new Set<Request>();
  const isApi = (r: Request) => new URL(r.url()).pathname.startsWith('/vue/prodServer/');
  page.on('request', (r) => { if (isApi(r)) open.add(r); });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  const frame = () => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  return {
    async settled() {
      for (let quiet = false; !quiet; ) {
        await expect.poll(() => open.size, { timeout: 15_000 }).toBe(0);
        await frame();
        quiet = open.size === 0;
      }
    },
  };
}

/** How often each path occurs in `paths`. */
export const countByPath = (paths: readonly string[]): Record<string, number> => paths.reduce<Record<string, number>>((n, p) => ({ ...n, [p]: (n[p] ?? 0) + 1 }), {});

/** Delivers a shell event to the page as the app does (`window.__appEvent`). */
export function appEvent(page: Page, name: string, payload?: unknown): Promise<void> {
  return page.evaluate(([n, p]) => (window as unknown as { __appEvent: (n: string, p: unknown) => void }).__appEvent(n as string, p), [name, payload] as const);
}

/**
 * Opens `route` with react-dom delayed, so the page cannot hydrate for 1.5 s: when requests whose URL contains
 * `part` left, when the page became ready, and its console problems.
 */
export async function openWithLateHydration(
  tools: { open: (path: string) => Promise<{ page: Page; context: BrowserContext }>; baseUrl: () => string },
  route: string,
  part: string,
): Promise<{ page: Page; context: BrowserContext; asked: number[]; hydratedAt: number; problems: string[] }> {
  const { page, context } = await tools.open('/vue/');
  const problems = problemsOf(page);
  await delayReactDom(page);
  const asked = requestTimes(page, part);
  await page.goto(`${tools.baseUrl()}${route}`);
  await whenReady(page);
  return { page, context, asked, hydratedAt: Date.now(), problems };
}

export interface AppPageOptions {
  /** Simulate the native app: 'ios' answers bridge prompts, 'android' injects window.AppBridge. */
  bridge?: 'ios' | 'android';
  viewport?: { width: number; height: number };
}

/**
 * Makes every context of `browser` report the Content-Security-Policy violations of its pages into `into`: the
 * page's securitypolicyviolation events (watched from before the document parses) and the browser's console
 * reports of them.
 */
function reportPolicyViolations(browser: Browser, into: string[]): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.exposeBinding('__cspViolation', (source, text: string) => void into.push(`${new URL(source.page.url()).pathname}: ${text}`));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation;
        void report(`${e.effectiveDirective} refused ${e.blockedURI || 'an inline source'} (${e.sourceFile || 'page'}:${e.lineNumber}) ${e.sample}`);
      });
    });
    context.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) into.push(`${new URL(m.page()?.url() ?? 'about:blank').pathname}: ${m.text()}`);
    });
    return context;
  };
}

/** Content-Security-Policy violations seen since the last test ended (a test may take the ones it expects). */
export const policyViolations: string[] = [];

export function useBrowser(): { browser: () => Browser; baseUrl: () => string; open: (path: string, opts?: AppPageOptions) => Promise<{ page: Page; context: BrowserContext }> } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
    reportPolicyViolations(browser, policyViolations);
  });
  // Every page of the suite runs under the build's Content-Security-Policy: a violation fails the test it happened in.
  afterEach(() => {
    expect(policyViolations.splice(0)).toEqual([]);
  });
  afterAll(async () => browser?.close());
  const baseUrl = () => inject('baseUrl');
  return {
    browser: () => browser!,
    baseUrl,
    async open(path, opts = {}) {
      const context = await browser!.newContext({ viewport: opts.viewport ?? { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}${path}`);
      await whenReady(page);
      return { page, context };
    },
  };
}

/**
 * Where the text of the elements matching `selector` is laid out badly: a line that breaks inside a word,
 * or an element wider than its box or than the screen. Words are as the browser's word segmenter sees them in
 * the page's language, so a Thai line may break between two words that no space separates.
 */
export function layoutFaults(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const faults: string[] = [];
    const screenWidth = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const text = el.textContent ?? '';
      const box = el.getBoundingClientRect();
      if (el.scrollWidth > el.clientWidth + 1 || box.right > screenWidth + 1 || box.left < -1) faults.push(`"${text}" does not fit`);
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const s = node.textContent ?? '';
        const wordStarts = new Set([...new Intl.Segmenter(document.documentElement.lang || undefined, { granularity: 'word' }).segment(s)].map((w) => w.index));
        let lastTop: number | undefined;
        for (let i = 0; i < s.length; i++) {
          if (/\s/.test(s[i]!)) continue;
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const r = range.getClientRects()[0];
          if (!r) continue;
          if (lastTop !== undefined && r.top > lastTop + 2 && !/[\s/-]/.test(s[i - 1] ?? ' ') && !wordStarts.has(i)) faults.push(`"${text}" breaks inside a word at "${s.slice(Math.max(0, i - 4), i)}|${s.slice(i, i + 4)}"`);
          lastTop = r.top;
        }
      }
    }
    return faults;
  }, selector);
}

/** Moves the sandbox's clock to 12:00 (UTC+8) of its current day, so day-bound rules (daily limits, trials) are mid-day. */
export async function pinSandboxClockToNoon(baseUrl: string): Promise<void> {
  const control = async (body?: Record<string, unknown>) => {
    const res = await fetch(`${baseUrl}/vue/sandbox/control`, body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {});
    return ((await res.json()) as { content: { now: number; offsetMs: number } }).content;
  };
  const { now, offsetMs } = await control();
  const noon = Math.floor((now + 8 * 3_600_000) / 86_400_000) * 86_400_000 - 8 * 3_600_000 + 12 * 3_600_000;
  await control({ offsetMs: offsetMs + (noon - now) });
}
