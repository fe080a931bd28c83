import { defineConfig, mergeConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import viteConfig from './vite.config';

/**
 * Unit and component tests: `*.test.ts` run in Node (a file that needs a DOM says so with
 * `// @vitest-environment jsdom` at its top), `*.test.tsx` render components in jsdom.
 */
/**
 * Node tests share one module graph per worker (`isolate: false`), the sandbox server's and the command-line tools'
 * included: each starts its own server on a free port or works in a temporary folder, and closes or removes it. A file
 * that mocks a module (`vi.mock`) changes that graph for every file after it: it runs in a process of its own.
 */
const OWN_PROCESS = ['scripts/reference.test.ts'];
/**
 * Component tests share one module graph and one window per worker (`isolate: false`): React, the engine and the
 * widgets are imported once per worker, which saves about 60% of their CPU, and each file starts on a page as the
 * app opens it (vitest.setup.ts: address, storage, marks and markup reset). Widget and kit files share workers of
 * their own; page, app, engine and platform files, which set the engine's module-level state (clock, bridge, marks,
 * hub parts), share others. A file that needs what only a page load gives runs in a process of its own: pages
 * opened directly (a history with nothing to go back to, which a shared window cannot give back), and the hydration
 * of a prerendered page (every module as fresh as on the page's first load). The hub tabs' test keeps one too: after
 * some files of a shared worker its part stays on the skeleton (issue 27's note).
 */
const SHARED_DOM = ['widgets/**/*.test.tsx', 'kit/**/*.test.tsx'];
const OWN_WINDOW = ['platform/shell/ShellLayout.test.tsx', 'app/pages/payments/payFlow.test.tsx', 'app/hydration.test.tsx', 'engine/hub/HubTabs.test.tsx'];
/**
 * The longest files start first, so that the run does not end on one of them alone with the other core idle (a
 * clean clone has no timings of an earlier run to order by).
 */
const LONGEST = ['scripts/schemas.test.ts', 'engine/react/actions/urlFlow.property.test.ts', 'engine/vite/campaigns-plugin.test.ts'];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => LONGEST.findIndex((l) => f.moduleId.endsWith(`/${l}`));
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => rank(f) >= 0).sort((a, b) => rank(a) - rank(b)), ...sorted.filter((f) => rank(f) < 0)];
  }
}

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      setupFiles: ['./vitest.setup.ts'],
      pool: 'forks',
      sequence: { sequencer: LongestFirst },
      // Room for several async queries of 15 s each (vitest.setup.ts) on a machine busy with other work.
      testTimeout: 45000,
      // A hook (a server started in beforeEach) gets a test's patience: a busy two-core machine is slow to start one.
      hookTimeout: 45000,
      projects: [
        { extends: true, test: { name: 'node', environment: 'node', include: ['**/*.test.ts'], exclude: ['**/node_modules/**', ...OWN_PROCESS], isolate: false } },
        { extends: true, test: { name: 'node-isolated', environment: 'node', include: OWN_PROCESS, exclude: ['**/node_modules/**'] } },
        { extends: true, test: { name: 'dom', environment: 'jsdom', include: SHARED_DOM, exclude: ['**/node_modules/**'], isolate: false } },
        { extends: true, test: { name: 'dom-pages', environment: 'jsdom', include: ['**/*.test.tsx'], exclude: ['**/node_modules/**', ...SHARED_DOM, ...OWN_WINDOW], isolate: false } },
        { extends: true, test: { name: 'dom-isolated', environment: 'jsdom', include: OWN_WINDOW } },
      ],
    },
  }),
);
