/**
 * A prerendered page holds inline only the rules of its first screen and links the whole stylesheet at the end of
 * its body (engine/vite/prerenderHtml.ts); its entry runs without waiting for it. Whatever the page renders (the
 * hydrated page's later content, dialogs, other tabs) needs the whole stylesheet: the first render waits for every
 * stylesheet the page links to have loaded, or failed (a page without its stylesheet still works).
 */
export function pageStylesheets(doc: Document = document): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
  if (pending.length === 0 || doc.readyState === 'complete') return Promise.resolve();
  return new Promise<void>((resolve) => {
    let left = pending.length;
    const settled = (): void => {
      left -= 1;
      if (left === 0) resolve();
    };
    for (const link of pending) {
      link.addEventListener('load', settled, { once: true });
      link.addEventListener('error', settled, { once: true });
    }
    // One that failed before anyone listened: the page's load event comes after every stylesheet has settled.
    doc.defaultView?.addEventListener('load', () => resolve(), { once: true });
  });
}
