import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Unit and component tests, in four projects: `*.test.ts` run in Node (a file that needs a DOM says so with
 * `// @vitest-environment jsdom` at its top), `*.test.tsx` render components in jsdom. Each worker keeps one
 * environment and one module graph for all the files it runs (`isolate: false`): a file leaves no global state
 * behind. The files that cannot share run each in a fresh process (the `-isolated` projects).
 */
/** Tests that start servers or run command-line tools. */
const SERVERS_AND_CLIS = ['sandbox/server/**/*.test.ts', 'scripts/**/*.test.ts'];

/** Test files under `dir` (a path relative to the project), outside node_modules and dot-folders. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = dir === '.' ? e.name : join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('.') ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Test files that replace a module (`vi.mock`): the replacement would reach every later file of a shared module graph. */
const MOCKING = testFiles('.').filter((f) => /\bvi\.(?:mock|doMock)\(/.test(readFileSync(f, 'utf8')));
/**
 * Component tests that still read state an earlier file of the same worker leaves (a hydration check, a hub's part
 * loading, a round's countdown): each in a fresh process until that state is found and reset.
 */
const NOT_YET_SHARED = ['app/hydration.test.tsx', 'engine/hub/HubTabs.test.tsx', 'widgets/games/slot-machine/slot-machine.test.tsx'];
const ISOLATED_DOM = [...MOCKING.filter((f) => f.endsWith('.tsx')), ...NOT_YET_SHARED];
const EXCLUDE = ['**/node_modules/**'];

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      setupFiles: ['./vitest.setup.ts'],
      pool: 'forks',
      testTimeout: 20000,
      projects: [
        { extends: true, test: { name: 'node', environment: 'node', include: ['**/*.test.ts'], exclude: [...EXCLUDE, ...SERVERS_AND_CLIS, ...MOCKING], isolate: false } },
        { extends: true, test: { name: 'node-isolated', environment: 'node', include: [...SERVERS_AND_CLIS, ...MOCKING.filter((f) => f.endsWith('.ts'))], exclude: EXCLUDE } },
        { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['**/*.test.tsx'], exclude: [...EXCLUDE, ...ISOLATED_DOM], isolate: false } },
        { extends: true, test: { name: 'dom-isolated', environment: 'jsdom', include: ISOLATED_DOM, exclude: EXCLUDE } },
      ],
    },
  }),
);
