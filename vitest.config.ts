import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Unit and component tests, in two projects: `*.test.ts` run in Node (a file that needs a DOM says so with
 * `// @vitest-environment jsdom` at its top), `*.test.tsx` render components in jsdom.
 */
export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      setupFiles: ['./vitest.setup.ts'],
      pool: 'forks',
      testTimeout: 20000,
      projects: [
        { extends: true, test: { name: 'node', environment: 'node', include: ['**/*.test.ts'], exclude: ['**/node_modules/**'] } },
        { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['**/*.test.tsx'], exclude: ['**/node_modules/**'] } },
      ],
    },
  }),
);
