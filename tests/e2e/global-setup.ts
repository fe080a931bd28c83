// The build the real-browser suite serves: the one `npm test` made (E2E_DIST), else a sandbox-mode build made here.
// Each test file serves it from a sandbox server of its own (tests/e2e/harness.ts useBrowser).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Where the suite's own sandbox-mode build goes: apart from `dist/`, the production build. */
export const E2E_DIST = 'node_modules/.cache/dist-e2e';

export default function setup(project: TestProject): void {
  const given = process.env.E2E_DIST;
  if (!given) {
    const args = ['vite', 'build', '--mode', 'sandbox', '--outDir', E2E_DIST, '--emptyOutDir', '--logLevel', 'warn'];
    const r = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
    if (r.status !== 0) throw new Error('vite build failed');
  }
  const dir = resolve(root, given ?? E2E_DIST);
  if (!existsSync(`${dir}/index.html`)) throw new Error(`${dir}: no build to serve (E2E_DIST names the folder of a sandbox-mode build)`);
  project.provide('staticDir', dir);
}

declare module 'vitest' {
  export interface ProvidedContext {
    staticDir: string;
  }
}
