/**
 * A prerendered page holds inline only the rules of its first screen; the link to the whole stylesheet waits,
 * inert, in a template at the end of its body (engine/vite/prerenderHtml.ts), so that the stylesheet does not share
 * the network with the page's scripts. Whatever the page renders beyond its prerendered markup (its later content,
 * dialogs, other tabs) needs the whole stylesheet: the page links it once its scripts are in and renders anything
 * new only once it has loaded, or failed (a page without its stylesheet still works).
 */

/** Links made here, each with its load: settled once it has loaded or failed. */
const linkedLater = new WeakMap<Element, Promise<void>>();

const loadOf = (link: Element): Promise<void> =>
  new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });

/** Links the stylesheets a prerendered page holds in `template[data-page-stylesheets]`: from now on they are fetched. */
export function linkPageStylesheets(doc: Document = document): void {
  for (const held of doc.querySelectorAll<HTMLTemplateElement>('template[data-page-stylesheets]')) {
    for (const link of held.content.querySelectorAll('link')) linkedLater.set(link, loadOf(link));
    doc.head.append(held.content);
    held.remove();
  }
}

/** Settles once every stylesheet the page links has loaded or failed; it links the held ones first. */
export function pageStylesheets(doc: Document = document): Promise<void> {
  linkPageStylesheets(doc);
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  const later = links.flatMap((link) => linkedLater.get(link) ?? []);
  const pending = links.filter((link) => !linkedLater.has(link) && !link.sheet);
  const own = pending.length === 0 || doc.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => {
    let left = pending.length;
    const settled = (): void => {
      left -= 1;
      if (left === 0) resolve();
    };
    for (const link of pending) void loadOf(link).then(settled);
    // One that failed before anyone listened: the page's load event comes after every stylesheet it was parsed with
    // has settled.
    doc.defaultView?.addEventListener('load', () => resolve(), { once: true });
  });
  return Promise.all([own, ...later]).then(() => undefined);
}
