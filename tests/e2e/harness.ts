// Shared helpers of the real-browser suite: one Chromium per file, pages with app-like settings, screenshots.
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchChromium } from '../browser';
import { startSandboxServer, type SandboxServer } from '../../sandbox/server/startSandboxServer';

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

/**
 * Holds react-dom (the root's mount) as a slow network would, until `release()`: the page cannot hydrate before.
 * What the test asserts about the page before hydration happens while it is held, whatever the machine's speed.
 */
export async function holdReactDom(page: Page): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/mountApp-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
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
 * Opens `route` with react-dom held until the page's request whose URL contains `part` has been answered: when
 * such requests left, when react-dom was let through, and the page's console problems. A page that does not
 * ask before it hydrates never gets react-dom, and the wait for it to be ready fails.
 */
export async function openWithLateHydration(
  tools: { open: (path: string) => Promise<{ page: Page; context: BrowserContext }>; baseUrl: () => string },
  route: string,
  part: string,
): Promise<{ page: Page; context: BrowserContext; asked: number[]; releasedAt: number; problems: string[] }> {
  const { page, context } = await tools.open('/vue/');
  const problems = problemsOf(page);
  const hold = await holdReactDom(page);
  const asked = requestTimes(page, part);
  const answer = page.waitForResponse((r) => r.url().includes(part), { timeout: 30000 }).then((r) => r.finished());
  await page.goto(`${tools.baseUrl()}${route}`, { waitUntil: 'commit' });
  await answer;
  const releasedAt = Date.now();
  hold.release();
  await whenReady(page);
  return { page, context, asked, releasedAt, problems };
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

/**
 * A Chromium and a sandbox server (seed 1, serving the suite's build) of the file's own: files run in parallel, and
 * what one file does to its sandbox (clock, grants, faults, resets) never reaches another.
 */
export function useBrowser(): { browser: () => Browser; baseUrl: () => string; open: (path: string, opts?: AppPageOptions) => Promise<{ page: Page; context: BrowserContext }> } {
  let browser: Browser | undefined;
  let server: SandboxServer | undefined;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    [browser, server] = await Promise.all([launchChromium(), startSandboxServer({ port: 0, staticDir: inject('staticDir'), seed: 1 })]);
    reportPolicyViolations(browser, policyViolations);
  });
  // Every page of the suite runs under the build's Content-Security-Policy: a violation fails the test it happened in.
  afterEach(() => {
    expect(policyViolations.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const baseUrl = () => server!.url;
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
