// The builds the real-browser suite serves: the sandbox-mode build `npm test` made (E2E_DIST), else one made here,
// and the production build (E2E_PROD_DIST: `npm test` passes its `dist/`), else one made here. Each test file serves
// one from a sandbox server of its own (tests/e2e/harness.ts useBrowser).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Where the suite's own sandbox-mode build goes: apart from `dist/`, the production build. */
export const E2E_DIST = 'node_modules/.cache/dist-e2e';
/** Where the suite's own production build goes when none is given. */
export const E2E_PROD_DIST = 'node_modules/.cache/dist-e2e-production';

function build(args: string[]): void {
  const r = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
  if (r.status !== 0) throw new Error('vite build failed');
}

export default function setup(project: TestProject): void {
  const given = process.env.E2E_DIST;
  if (!given) build(['vite', 'build', '--mode', 'sandbox', '--outDir', E2E_DIST, '--emptyOutDir', '--logLevel', 'warn']);
  const dir = resolve(root, given ?? E2E_DIST);
  if (!existsSync(`${dir}/index.html`)) throw new Error(`${dir}: no build to serve (E2E_DIST names the folder of a sandbox-mode build)`);
  project.provide('staticDir', dir);
  const production = process.env.E2E_PROD_DIST;
  if (!production) build(['vite', 'build', '--outDir', E2E_PROD_DIST, '--emptyOutDir', '--logLevel', 'warn']);
  const prodDir = resolve(root, production ?? E2E_PROD_DIST);
  if (!existsSync(`${prodDir}/index.html`)) throw new Error(`${prodDir}: no build to serve (E2E_PROD_DIST names the folder of a production build)`);
  project.provide('productionDir', prodDir);
}

declare module 'vitest' {
  export interface ProvidedContext {
    staticDir: string;
    productionDir: string;
  }
}
