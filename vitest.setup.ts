import { afterEach } from 'vitest';

// Files that run in a DOM (jsdom) get Testing Library's matchers, its cleanup and its patience; Node files load none of it.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // Globals are off, so Testing Library cannot register its own cleanup: unmount every tree after each test.
  afterEach(() => cleanup());
  // CI machines are small and shared: give async queries (findBy*, waitFor) room before they fail.
  configure({ asyncUtilTimeout: 5000 });
}
