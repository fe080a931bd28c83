import { afterEach } from 'vitest';

// Files that run in a DOM (jsdom) get Testing Library's matchers, its cleanup and its patience; Node files load none of it.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // Globals are off, so Testing Library cannot register its own cleanup: unmount every tree after each test.
  afterEach(() => cleanup());
  // CI machines are small and shared: give async queries (findBy*, waitFor) room before they fail.
  configure({ asyncUtilTimeout: 5000 });
  // The dialogs' code is a chunk the app fetches once a page is interactive: loaded here, a test's dialog opens in
  // the same render as the tap that opens it, as on a page whose dialogs have arrived.
  await (await import('@kit/Dialog')).preloadDialogs();
}
