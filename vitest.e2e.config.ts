import { defineConfig } from 'vitest/config';

/**
 * The real-browser suite: a sandbox-mode build served by a sandbox server per test file, driven in Chromium.
 * Files run in parallel, E2E_WORKERS at a time (default 2: what a two-core machine carries, each worker a
 * Node process with its own Chromium). The files of a worker share one module graph (`isolate: false`): the
 * harness, playwright-core, the sandbox and Chromium start once per worker, not once per file. Each file still
 * gets its own sandbox server and browser contexts (tests/e2e/harness.ts useBrowser), and no test module keeps
 * state at its top level.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    isolate: false,
    globalSetup: ['./tests/e2e/global-setup.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    testTimeout: 60000,
    hookTimeout: 180000,
  },
});
