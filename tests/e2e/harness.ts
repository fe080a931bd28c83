// Shared helpers of the real-browser suite: one Chromium per file, pages with app-like settings, screenshots.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../browser';

export const SHOTS = 'test-results/screenshots';

/** Waits until the app has hydrated or rendered the page (html[data-ready]): before that, taps land on static HTML. */
export function whenReady(page: Page): Promise<unknown> {
  return page.waitForSelector('html[data-ready="true"]', { state: 'attached', timeout: 30000 });
}

export interface AppPageOptions {
  /** Simulate the native app: 'ios' answers bridge prompts, 'android' injects window.AppBridge. */
  bridge?: 'ios' | 'android';
  viewport?: { width: number; height: number };
}

export function useBrowser(): { browser: () => Browser; baseUrl: () => string; open: (path: string, opts?: AppPageOptions) => Promise<{ page: Page; context: BrowserContext }> } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
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
