// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pageStylesheets } from './pageStyles';

/** A document (its own, so the test's page state stays apart) still loading, with stylesheets linked at its end. */
function page(links: number): { doc: Document; links: HTMLLinkElement[] } {
  const doc = document.implementation.createHTMLDocument('page');
  Object.defineProperty(doc, 'readyState', { value: 'interactive', configurable: true });
  Object.defineProperty(doc, 'defaultView', { value: window });
  const out = Array.from({ length: links }, (_, i) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = `/vue/assets/style-${i}.css`;
    doc.body.append(link);
    return link;
  });
  return { doc, links: out };
}

const state = (p: Promise<void>) => Promise.race([p.then(() => 'settled'), new Promise((r) => setTimeout(() => r('waiting'), 20))]);

describe('pageStylesheets', () => {
  afterEach(() => document.body.replaceChildren());

  it('waits until every linked stylesheet has loaded or failed', async () => {
    const { doc, links } = page(2);
    const ready = pageStylesheets(doc);
    expect(await state(ready)).toBe('waiting');
    links[0]!.dispatchEvent(new Event('load'));
    expect(await state(ready)).toBe('waiting');
    // A stylesheet that cannot be fetched does not keep the page from rendering.
    links[1]!.dispatchEvent(new Event('error'));
    expect(await state(ready)).toBe('settled');
  });

  it("settles with the page's load event (a stylesheet that failed before anyone listened), and at once when nothing is pending", async () => {
    const { doc } = page(1);
    const ready = pageStylesheets(doc);
    expect(await state(ready)).toBe('waiting');
    window.dispatchEvent(new Event('load'));
    expect(await state(ready)).toBe('settled');
    expect(await state(pageStylesheets(page(0).doc))).toBe('settled');
    const loaded = page(1).doc;
    Object.defineProperty(loaded, 'readyState', { value: 'complete' });
    expect(await state(pageStylesheets(loaded))).toBe('settled');
  });
});
