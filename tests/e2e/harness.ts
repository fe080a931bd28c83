// Shared helpers of the real-browser suite: contexts of the worker's Chromium and a sandbox per file, tabs with
// app-like settings, screenshots on demand.
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { pageSettled } from '../campaignRoutes';
import { startSandboxServer, type SandboxServer } from '../../sandbox/server/startSandboxServer';
import { tabPool, type TabOptions } from './tabs';
import { fileBrowser } from './workerBrowser';

export const SHOTS = 'test-results/screenshots';

/**
 * Saves a picture of the page (or of one element) to test-results/screenshots when E2E_SHOTS is set: nothing
 * compares them, they are for people looking at the pages, and each costs a full-page render.
 */
export async function shot(target: Page | Locator, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await target.screenshot({ path: `${SHOTS}/${name}.png`, ...opts });
}

/** Waits until the app has hydrated or rendered the page (html[data-ready]): before that, taps are held (app/earlyTaps.ts). */
export function whenReady(page: Page): Promise<unknown> {
  return page.waitForSelector('html[data-ready="true"]', { state: 'attached', timeout: 30000 });
}

/**
 * Waits until the page has settled (tests/campaignRoutes.ts pageSettled), checking ten times a second: checking on
 * every animation frame, Playwright's default, keeps the page drawing frames while it loads.
 */
export function whenSettled(page: Page, timeout = 15000): Promise<unknown> {
  return page.waitForFunction(pageSettled, undefined, { timeout, polling: 100 });
}

/** Console errors and warnings and uncaught errors of a page, as they come. */
export function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/** Delivers a shell event to the page as the app does (`window.__appEvent`). */
export function appEvent(page: Page, name: string, payload?: unknown): Promise<void> {
  return page.evaluate(([n, p]) => (window as unknown as { __appEvent: (n: string, p: unknown) => void }).__appEvent(n as string, p), [name, payload] as const);
}

/** Content-Security-Policy violations seen since the last test ended (a test may take the ones it expects). */
export const policyViolations: string[] = [];

/**
 * A browser (contexts of the file's own in the worker's Chromium: tests/e2e/workerBrowser.ts) and a sandbox server
 * (seed 1, serving the suite's sandbox-mode build, or with `build: 'production'` the production build, whose API
 * calls the sandbox answers the same way) of the file's own: files run in parallel, and what one file does to its
 * sandbox (clock, grants, faults, resets) or its pages never reaches another. `tab()` is a blank tab of the file's
 * pool (tests/e2e/tabs.ts), `open()` one showing `path`, ready; both are handed back after the test.
 */
export function useBrowser(opts: { build?: 'sandbox' | 'production' } = {}): {
  browser: () => Browser;
  baseUrl: () => string;
  tab: (opts?: TabOptions) => Promise<Page>;
  open: (path: string, opts?: TabOptions) => Promise<{ page: Page }>;
} {
  let browser: Browser | undefined;
  let server: SandboxServer | undefined;
  const tabs = tabPool(() => browser!);
  beforeAll(async () => {
    const staticDir = inject(opts.build === 'production' ? 'productionDir' : 'staticDir');
    [browser, server] = await Promise.all([fileBrowser(policyViolations), startSandboxServer({ port: 0, staticDir, seed: 1 })]);
  });
  // Every page of the suite runs under the build's Content-Security-Policy: a violation fails the test it happened in.
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') for (const page of tabs.taken()) console.error(`${task.name}\n${await openDialogs(page)}`);
    await tabs.handBack();
    expect(policyViolations.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await tabs.close();
    await browser?.close();
    await server?.close();
  });
  const baseUrl = () => server!.url;
  return {
    browser: () => browser!,
    baseUrl,
    tab: (opts) => tabs.take(opts),
    async open(path, opts) {
      const page = await tabs.take(opts);
      await page.goto(`${baseUrl()}${path}`);
      await whenReady(page);
      return { page };
    },
  };
}

/**
 * What a failed test's page shows over its content: each dialog (its role, name and text) and each backdrop and tap
 * cover still in the document, so a tap that a cover took names what covered it.
 */
async function openDialogs(page: Page): Promise<string> {
  const lines = await page
    .evaluate(() =>
      [...document.querySelectorAll('[role=dialog], [role=alertdialog], [data-testid=dialog-backdrop], [data-testid=tap-shield]')].map((el) => {
        const name = el.getAttribute('aria-labelledby') ? document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent : el.getAttribute('aria-label');
        const text = (el as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 200);
        return `${el.getAttribute('role') ?? el.getAttribute('data-testid')} "${name ?? ''}": ${text}`;
      }),
    )
    .catch((e: unknown) => [`(the page could not be read: ${String(e)})`]);
  return `${page.url()}: ${lines.length ? lines.join('\n  ') : 'no dialog open'}`;
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
