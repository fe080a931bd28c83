#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['schemas are current', 'npm', ['run', '--silent', 'schemas:check']],
  ['campaigns validate', 'npm', ['run', '--silent', 'campaign', '--', 'validate']],
  ['unit and component tests', 'npx', ['vitest', 'run']],
  ['storybook build', 'npm', ['run', '--silent', 'build-storybook']],
  ['real-browser suite', 'npm', ['run', '--silent', 'test:e2e']],
];

const only = process.argv.slice(2);
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n=== ${name} ===`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
