import { defineConfig } from 'vitest/config';

/**
 * The catalogue's accessibility test: axe and tap-target sizes over every story of a built Storybook
 * (STORYBOOK_DIST, default storybook-static) in Chromium, A11Y_WORKERS stories at a time (default 2).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/a11y/**/*.a11y.ts'],
    maxConcurrency: Number(process.env.A11Y_WORKERS ?? 2),
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
