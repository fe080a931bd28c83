// Builds the app (unless E2E_SKIP_BUILD=1) and serves it with the sandbox server for the whole suite.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startSandboxServer, type SandboxServer } from '../../sandbox/server/startSandboxServer';

const root = fileURLToPath(new URL('../..', import.meta.url));
let server: SandboxServer | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(`${root}/dist/index.html`)) {
    const r = spawnSync('npx', ['vite', 'build', '--mode', 'sandbox', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
    if (r.status !== 0) throw new Error('vite build failed');
  }
  server = await startSandboxServer({ port: 0, staticDir: `${root}/dist`, seed: 1 });
  project.provide('baseUrl', server.url);
  return async () => server?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
