import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, CDPSession } from 'playwright-core';
import { precompress } from '../sandbox/server/compressedFiles';
import { isCompressible } from '../sandbox/server/staticFiles';
import { startStaticServer } from '../tests/static-server';

// One page load under mobile emulation: first-load script bytes as sent, LCP, TBT, CLS, the main thread's
// blocking over the whole load, the time until the page is interactive (html[data-ready]) and the time until its
// first data is on screen (the engine:first-data performance mark). TBT counts long tasks after the first contentful paint only, so a page that paints
// before its scripts run (prerendered) is charged for script work that a client-rendered page does before its first
// paint, uncounted; the whole-load figure (the same sum from navigation start) compares both fairly.
export const MOBILE = {
  width: 412, height: 823, deviceScaleFactor: 1.75, cpuSlowdown: 4,
  latencyMs: 150, downloadBps: (1.6 * 1024 * 1024) / 8, uploadBps: (750 * 1024) / 8,
};

/** The browser context of a phone: its screen, touch. */
export const MOBILE_CONTEXT = {
  viewport: { width: MOBILE.width, height: MOBILE.height }, deviceScaleFactor: MOBILE.deviceScaleFactor, isMobile: true, hasTouch: true,
};

/**
 * The phone's CPU and network on a page's CDP session, the cache off: every load fetches all it needs.
 * `bandwidth` multiplies the network's throughput (a page whose figures do not move with it waits for its main
 * thread, not for its bytes).
 */
export async function emulateMobile(cdp: CDPSession, { bandwidth = 1 } = {}): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: MOBILE.latencyMs, downloadThroughput: MOBILE.downloadBps * bandwidth, uploadThroughput: MOBILE.uploadBps * bandwidth,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
}

/** Where `npm run bench` builds the plain React page (bench/vite.plain.config.ts). */
export const PLAIN_PAGE_DIR = fileURLToPath(new URL('../dist-bench/plain', import.meta.url));

/**
 * Compresses the text files of builds (the app's, the plain page's) before any page is measured, as a host
 * precompresses what it serves: no measured load waits for the server to compress a file.
 */
export async function precompressBuilds(...dirs: string[]): Promise<void> {
  await Promise.all(dirs.map((dir) => precompress(dir, isCompressible)));
}

/** Serves the plain React page as the bench measures it; it must have been built (`npm run bench` builds it). */
export async function startPlainPage(): Promise<{ url: string; close(): Promise<void> }> {
  if (!existsSync(join(PLAIN_PAGE_DIR, 'index.html'))) throw new Error('no plain page: run `npm run bench` once first');
  return startStaticServer(PLAIN_PAGE_DIR, '/plain/');
}

/**
 * Init-script code that stores in `target` (an expression, e.g. `window.__perf.ready`) the instant the page is
 * interactive: when `html[data-ready]` is set.
 */
export const readyObserver = (target: string): string => `
  new MutationObserver((_, o) => { if (document.documentElement && document.documentElement.hasAttribute('data-ready')) { ${target} = performance.now(); o.disconnect(); } })
    .observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });`;

const OBSERVERS = `
  window.__perf = { lcp: 0, cls: 0, longTasks: [], fcp: 0, ready: 0 };${readyObserver('window.__perf.ready')}
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.lcp = e.renderTime || e.loadTime || e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime; })
    .observe({ type: 'paint', buffered: true });
`;

export interface Measurement { scriptBytes: number; lcp: number; tbt: number; blocking: number; cls: number; fcp: number; interactive: number; firstData: number }

interface PerfState { lcp: number; cls: number; fcp: number; ready: number; longTasks: Array<[number, number]> }

/** The performance mark a page leaves when its first data is on screen (engine/react/hooks/useFirstDataMark.ts). */
const FIRST_DATA_MARK = 'engine:first-data';

export async function measure(browser: Browser, url: string, { settleMs = 3000, bandwidth = 1 } = {}): Promise<Measurement> {
  const context = await browser.newContext(MOBILE_CONTEXT);
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  const cdp = await context.newCDPSession(page);
  await emulateMobile(cdp, { bandwidth });
  const scripts = new Map<string, number>();
  let loaded = false;
  cdp.on('Network.responseReceived', (e: { type: string; requestId: string }) => { if (!loaded && e.type === 'Script') scripts.set(e.requestId, 0); });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => { if (scripts.has(e.requestId)) scripts.set(e.requestId, e.encodedDataLength); });
  await page.goto(url, { waitUntil: 'load', timeout: 120000 });
  // A page that keeps polling or streaming never goes idle: it is given 10 s.
  await page.waitForLoadState('networkidle', { timeout: 10000 }).catch(() => {});
  loaded = true;
  // A page that never becomes interactive or never shows data (one without server data) within 10 s more is
  // reported with 0 for that figure.
  await page
    .waitForFunction((mark) => (window as unknown as { __perf: PerfState }).__perf.ready > 0 && performance.getEntriesByName(mark, 'mark').length > 0, FIRST_DATA_MARK, { timeout: 10000 })
    .catch(() => {});
  await page.waitForTimeout(settleMs);
  const perf = await page.evaluate(() => (window as unknown as { __perf: PerfState }).__perf);
  const firstData = await page.evaluate((mark) => performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? 0, FIRST_DATA_MARK);
  const fcp = perf.fcp || 0;
  const excess = (tasks: Array<[number, number]>) => tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  const tbt = excess(perf.longTasks.filter(([start]) => start >= fcp));
  const blocking = excess(perf.longTasks);
  const scriptBytes = [...scripts.values()].reduce((a, b) => a + b, 0);
  await context.close();
  return { scriptBytes, lcp: perf.lcp, tbt, blocking, cls: perf.cls, fcp, interactive: perf.ready, firstData };
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
