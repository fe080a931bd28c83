import { afterEach, beforeAll } from 'vitest';

// Files that run in a DOM (jsdom) get Testing Library's matchers, its cleanup and its patience; Node files load none of it.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // Globals are off, so Testing Library cannot register its own cleanup: unmount every tree after each test.
  afterEach(() => cleanup());
  // The files of a worker that shares its modules (vitest.config.ts) share its window too: each file starts on a
  // page as the app opens it, with no address, storage, marks or markup an earlier file left.
  beforeAll(() => {
    window.history.replaceState(null, '', '/');
    localStorage.clear();
    sessionStorage.clear();
    performance.clearMarks();
    performance.clearMeasures();
    for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
    document.body.replaceChildren();
  });
  // CI machines are small and shared, and the suite must pass with two other busy processes beside it (`stress -c 2`,
  // where a page's widgets took over 5 s to come): async queries (findBy*, waitFor) get room before they fail. A
  // query that finds its state returns at once; the room only bounds how long a failing one waits.
  configure({ asyncUtilTimeout: 15000 });
  // The dialogs' code is a chunk the app fetches once a page is interactive: loaded here, a test's dialog opens in
  // the same render as the tap that opens it, as on a page whose dialogs have arrived.
  await (await import('@kit/Dialog')).preloadDialogs();
}
