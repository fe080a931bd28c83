// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { linkPageStylesheets, pageStylesheets } from './pageStyles';

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

  it("links the stylesheets a prerendered page holds in a template only when asked, and waits for them even after the page's load", async () => {
    const { doc } = page(0);
    Object.defineProperty(doc, 'readyState', { value: 'complete' });
    const template = doc.createElement('template');
    template.dataset.pageStylesheets = '';
    template.innerHTML = '<link rel="stylesheet" href="/vue/assets/style-9.css">';
    doc.body.append(template);
    // Held: not part of the document, so never fetched.
    expect(doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    linkPageStylesheets(doc);
    const link = doc.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(link?.getAttribute('href')).toBe('/vue/assets/style-9.css');
    expect(doc.querySelector('template')).toBeNull();
    const ready = pageStylesheets(doc);
    expect(await state(ready)).toBe('waiting');
    // A failed one settles too, now and on every later call.
    link!.dispatchEvent(new Event('error'));
    expect(await state(ready)).toBe('settled');
    expect(await state(pageStylesheets(doc))).toBe('settled');
  });

  it('links the held stylesheets itself when a page waits for its stylesheets before rendering', async () => {
    const { doc } = page(0);
    const template = doc.createElement('template');
    template.dataset.pageStylesheets = '';
    template.innerHTML = '<link rel="stylesheet" href="/vue/assets/style-9.css">';
    doc.body.append(template);
    const ready = pageStylesheets(doc);
    const link = doc.head.querySelector('link[rel="stylesheet"]');
    expect(link).not.toBeNull();
    expect(await state(ready)).toBe('waiting');
    link!.dispatchEvent(new Event('load'));
    expect(await state(ready)).toBe('settled');
  });
});
