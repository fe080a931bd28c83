// How a page of the real-browser suite is laid out: its text, and how far it moves as it loads.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

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

/** The most a page may shift (the Web Vitals "good" limit is 0.1). */
export const MAX_LAYOUT_SHIFT = 0.02;

// Every layout shift of the document, buffered from its start, with the elements that moved.
export const RECORD_SHIFTS = `
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
 * Expects the page's layout shift (RECORD_SHIFTS, added before its document) at or below MAX_LAYOUT_SHIFT, once the
 * page has settled and its pictures on the first screen have loaded; a failure names the elements that moved.
 */
export async function expectSteadyLayout(page: Page, route: string): Promise<void> {
  await page.waitForFunction(picturesOnScreenLoaded, undefined, { timeout: 30000, polling: 100 });
  // What the last answers and pictures set off has been laid out.
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  expect(total, `${route} shifted ${total.toFixed(4)}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
}
