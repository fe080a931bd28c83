// How the text of a page of the real-browser suite is laid out.
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
