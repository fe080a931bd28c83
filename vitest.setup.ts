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
  // CI machines are small and shared: give async queries (findBy*, waitFor) room before they fail.
  configure({ asyncUtilTimeout: 5000 });
  // The dialogs' code is a chunk the app fetches once a page is interactive: loaded here, a test's dialog opens in
  // the same render as the tap that opens it, as on a page whose dialogs have arrived.
  await (await import('@kit/Dialog')).preloadDialogs();
}
