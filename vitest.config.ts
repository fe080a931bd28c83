import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Unit and component tests, in two projects: `*.test.ts` run in Node (a file that needs a DOM says so with
 * `// @vitest-environment jsdom` at its top), `*.test.tsx` render components in jsdom.
 */
/** Tests that start servers or run command-line tools: each file in a fresh process. */
const SERVERS_AND_CLIS = ['sandbox/server/**/*.test.ts', 'scripts/**/*.test.ts'];

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      setupFiles: ['./vitest.setup.ts'],
      pool: 'forks',
      testTimeout: 20000,
      projects: [
        { extends: true, test: { name: 'node', environment: 'node', include: ['**/*.test.ts'], exclude: ['**/node_modules/**', ...SERVERS_AND_CLIS], isolate: false } },
        { extends: true, test: { name: 'node-isolated', environment: 'node', include: SERVERS_AND_CLIS, exclude: ['**/node_modules/**'] } },
        { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['**/*.test.tsx'], exclude: ['**/node_modules/**'] } },
      ],
    },
  }),
);
