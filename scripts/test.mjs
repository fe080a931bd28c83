#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const REPORTS = ['test-results/unit.json', 'test-results/e2e.json'];
const json = (file) => ['--reporter=default', '--reporter=json', `--outputFile=${file}`];

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['schemas are current', 'npm', ['run', '--silent', 'schemas:check']],
  ['campaigns validate', 'npm', ['run', '--silent', 'campaign', '--', 'validate']],
  ['unit and component tests', 'npx', ['vitest', 'run', ...json(REPORTS[0])]],
  ['storybook build', 'npm', ['run', '--silent', 'build-storybook']],
  ['real-browser suite', 'npx', ['vitest', 'run', '-c', 'vitest.e2e.config.ts', ...json(REPORTS[1])]],
];

/** The closing count over both vitest runs, as one plain line. */
function summary() {
  const reports = REPORTS.filter(existsSync).map((file) => JSON.parse(readFileSync(file, 'utf8')));
  if (reports.length === 0) return;
  const sum = (key) => reports.reduce((n, r) => n + (r[key] ?? 0), 0);
  const skipped = sum('numPendingTests') + sum('numTodoTests');
  console.log(`\n${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

const only = process.argv.slice(2);
for (const file of REPORTS) rmSync(file, { force: true });
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n=== ${name} ===`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${r.status})`);
    summary();
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
summary();
