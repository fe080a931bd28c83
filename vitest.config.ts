import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Unit and component tests: `*.test.ts` run in Node (a file that needs a DOM says so with
 * `// @vitest-environment jsdom` at its top), `*.test.tsx` render components in jsdom.
 */
/** Tests that start servers or run command-line tools: each file in a fresh process. */
const SERVERS_AND_CLIS = ['sandbox/server/**/*.test.ts', 'scripts/**/*.test.ts'];
/**
 * Widget and kit component tests share one module graph per worker (`isolate: false`): each file gets a new DOM,
 * but React, the engine and the widgets are imported once per worker, which saves about 60% of their CPU. A widget
 * test must leave no module-level state behind. Page, app, engine and platform tests set the engine's module-level
 * state (clock, bridge, marks, hub parts) and each run in a fresh process.
 */
const SHARED_DOM = ['widgets/**/*.test.tsx', 'kit/**/*.test.tsx'];
/** Renders every story, the engine's and the platform's too: it runs in a process of its own. */
const EVERY_STORY = 'widgets/stories.test.tsx';

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
        { extends: true, test: { name: 'dom', environment: 'jsdom', include: SHARED_DOM, exclude: ['**/node_modules/**', EVERY_STORY], isolate: false } },
        { extends: true, test: { name: 'dom-isolated', environment: 'jsdom', include: ['**/*.test.tsx'], exclude: ['**/node_modules/**', ...SHARED_DOM] } },
      ],
    },
  }),
);
