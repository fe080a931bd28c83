// What a page of the real-browser suite asks the network for: API calls, their timing, and held chunks (react-dom, the dialogs).
import { expect } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { problemsOf, whenReady } from './harness';

/**
 * Holds the build's chunks whose URL matches `url`, as a slow network would, until `release()`: what the test
 * asserts about the page before they arrive happens while they are held, whatever the machine's speed.
 */
export async function holdChunk(page: Page, url: RegExp): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Holds react-dom (the root's mount) until `release()`: the page cannot hydrate before. */
export const holdReactDom = (page: Page): Promise<{ release(): void }> => holdChunk(page, /\/assets\/mountApp-[^/]+\.js$/);

/** Holds the dialogs' chunk (app/chunkRules.ts `dialog`, preloaded once the page is interactive) until `release()`. */
export const holdDialogs = (page: Page): Promise<{ release(): void }> => holdChunk(page, /\/assets\/dialog-[^/]+\.js$/);

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

/**
 * Opens `route` in a fresh tab with react-dom held until the page's request whose URL contains `part` has been
 * answered: when such requests left, when react-dom was let through, and the page's console problems. A page that
 * does not ask before it hydrates never gets react-dom, and the wait for it to be ready fails.
 */
export async function openWithLateHydration(
  tools: { tab: () => Promise<Page>; baseUrl: () => string },
  route: string,
  part: string,
): Promise<{ page: Page; asked: number[]; releasedAt: number; problems: string[] }> {
  const page = await tools.tab();
  const problems = problemsOf(page);
  const hold = await holdReactDom(page);
  const asked = requestTimes(page, part);
  const answer = page.waitForResponse((r) => r.url().includes(part), { timeout: 30000 }).then((r) => r.finished());
  await page.goto(`${tools.baseUrl()}${route}`, { waitUntil: 'commit' });
  await answer;
  const releasedAt = Date.now();
  hold.release();
  await whenReady(page);
  return { page, asked, releasedAt, problems };
}
