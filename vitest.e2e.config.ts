import { defineConfig } from 'vitest/config';

/** The real-browser suite: the production build served by the sandbox server, driven in Chromium. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60000,
    hookTimeout: 180000,
  },
});
