/**
 * Component files that share a worker's DOM (`isolate: false`, vitest.config.ts) each start as a page opened in a
 * new tab: the first address, one history entry, empty storage and cookies, a bare document and no performance
 * marks. The modules stay loaded (React, Testing Library, the engine): that is the time the shared DOM saves, and
 * why a file that sets module-level state of the app runs in a process of its own.
 */
if (typeof document !== 'undefined') {
  const worker = globalThis as { __firstHref?: string };
  worker.__firstHref ??= location.href;
  history.replaceState(null, '', worker.__firstHref);
  const length = Object.getOwnPropertyDescriptor(History.prototype, 'length')!.get!;
  const base = length.call(history) - 1;
  Object.defineProperty(history, 'length', { configurable: true, get: () => length.call(history) - base });
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  for (const element of [document.documentElement, document.body]) {
    for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  performance.clearMarks();
  performance.clearMeasures();
}
