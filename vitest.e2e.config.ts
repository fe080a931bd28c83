import { defineConfig } from 'vitest/config';

/**
 * The real-browser suite: a sandbox-mode build served by a sandbox server per test file, driven in Chromium.
 * Files run in parallel, E2E_WORKERS at a time (default 2: what a two-core machine carries, each worker a
 * Node process with its own Chromium).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    testTimeout: 60000,
    hookTimeout: 180000,
  },
});
