#!/usr/bin/env node
/**
 * `npm test`: every check CI runs. Steps run two at a time where the machine has room (each step says how
 * many cores it keeps busy), each line of a step's output prefixed with its name; a failed step stops the run.
 * Every step prints its time, and the run ends with one line counting the unit and real-browser tests.
 *
 * `npm test -- quick`: the inner loop (schemas, campaign validation, the unit tests that run in Node).
 * `npm test -- <words>`: the steps whose name contains one of the words (e.g. `npm test -- unit lint`).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const REPORTS = { unit: 'test-results/unit.json', node: 'test-results/unit-node.json', e2e: 'test-results/e2e.json', a11y: 'test-results/a11y.json' };
const json = (file) => ['--reporter=default', '--reporter=json', `--outputFile=${file}`];
/**
 * The builds the real-browser suite serves: the sandbox-mode build (README "Tests": what it adds to the production
 * build) for most files, and the production build the budget step makes (dist/) for the production files.
 */
const E2E_DIST = 'node_modules/.cache/dist-e2e';
const E2E_PROD_DIST = 'dist';
const CORES = Math.max(2, availableParallelism());

/** name, command, arguments, cores it keeps busy, the steps it waits for. */
const step = (name, cmd, args, cores = 1, after = []) => ({ name, cmd, args, cores, after });
/**
 * In the order they start: a step starts when the steps it waits for are done and its cores are free. On two cores
 * the three builds each run beside a one-core check (typecheck, lint, schemas, validation), two steps at a time: a
 * build's one-thread stretches (prerender, the budget check) leave a core the check uses, and where the build keeps
 * both cores busy the pair shares them and ends no later than the two one after the other. The unit tests and the
 * catalogue's accessibility check then run side by side, each counted as one core: neither keeps both busy alone
 * (the unit tests' last files, the accessibility check's waits for Chromium), together they do. The real-browser
 * suite, which keeps both cores busy, runs alone at the end. The sandbox build comes first: the real-browser suite
 * waits for no other build.
 */
const FULL = [
  step('sandbox build for the real-browser suite', 'npx', ['vite', 'build', '--mode', 'sandbox', '--outDir', E2E_DIST, '--emptyOutDir', '--logLevel', 'warn']),
  step('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  step('production build (prerender, first-load budget)', 'npm', ['run', '--silent', 'build', '--', '--logLevel', 'warn']),
  step('lint', 'npm', ['run', '--silent', 'lint']),
  step('schemas are current', 'npm', ['run', '--silent', 'schemas:check']),
  step('campaigns validate', 'npm', ['run', '--silent', 'campaign', '--', 'validate']),
  step('storybook build', 'npm', ['run', '--silent', 'build-storybook']),
  step('unit and component tests', 'npx', ['vitest', 'run', '--maxWorkers=2', ...json(REPORTS.unit)], 1),
  // Axe and 44 px tap targets over every story of the catalogue the Storybook build made.
  step('catalogue accessibility', 'npx', ['vitest', 'run', '-c', 'vitest.a11y.config.ts', ...json(REPORTS.a11y)], 1, ['storybook build']),
  step('real-browser suite', 'npx', ['vitest', 'run', '-c', 'vitest.e2e.config.ts', ...json(REPORTS.e2e)], 2, ['sandbox build for the real-browser suite', 'production build (prerender, first-load budget)']),
];
/**
 * Steps that run only when named (`npm test -- first-screen`): layout shift and an early tap under the bench's phone
 * emulation, about three minutes on two cores (README "Tests"). The full run's every-route check holds each route to
 * the same layout shift without the emulation.
 */
const ON_REQUEST = [
  step('first-screen checks (layout shift, early tap)', 'npx', ['vitest', 'run', '-c', 'vitest.first-screen.config.ts'], 2, ['sandbox build for the real-browser suite']),
];
const named = (name) => FULL.find((s) => s.name === name);
const QUICK = [
  named('schemas are current'),
  named('campaigns validate'),
  step('unit tests in Node', 'npx', ['vitest', 'run', '--project', 'node', '--project', 'node-isolated', '--maxWorkers=2', ...json(REPORTS.node)], 2),
];

const words = process.argv.slice(2);
const steps = words.length === 1 && words[0] === 'quick'
  ? QUICK
  : [...FULL, ...ON_REQUEST].filter((s) => (words.length === 0 ? FULL.includes(s) : words.some((w) => s.name.includes(w))));
// A step waits only for the steps of this run.
for (const s of steps) s.after = s.after.filter((a) => steps.some((o) => o.name === a));
// Steps write to a pipe: colours only when this run writes to a terminal.
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', E2E_DIST, E2E_PROD_DIST, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }) };
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The closing count over the vitest runs, as one plain line. */
function summary() {
  const reports = Object.values(REPORTS).filter(existsSync).map((file) => JSON.parse(readFileSync(file, 'utf8')));
  if (reports.length === 0) return;
  const sum = (key) => reports.reduce((n, r) => n + (r[key] ?? 0), 0);
  const skipped = sum('numPendingTests') + sum('numTodoTests');
  console.log(`\n${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

/** Runs a step, its output's lines prefixed with its name; resolves with its exit code. */
function run(s, running) {
  console.log(`\n▶ ${s.name}`);
  const child = spawn(s.cmd, s.args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.set(s, child);
  const width = Math.max(...steps.map((o) => o.name.length));
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    let rest = '';
    from.setEncoding('utf8');
    from.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) to.write(`${s.name.padEnd(width)} │ ${line}\n`);
    });
    from.on('end', () => rest && to.write(`${s.name.padEnd(width)} │ ${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

async function main() {
  for (const file of Object.values(REPORTS)) rmSync(file, { force: true });
  const started = Date.now();
  const done = new Set();
  const running = new Map();
  const times = [];
  let failed;
  const pending = [...steps];
  // Steps run in process groups of their own: an interrupted run ends them too.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      for (const child of running.values()) process.kill(-child.pid, signal);
      process.exit(130);
    });
  }
  await new Promise((finish) => {
    const next = () => {
      if (failed) {
        if (running.size === 0) finish();
        return;
      }
      if (pending.length === 0 && running.size === 0) return finish();
      const busy = [...running.keys()].reduce((n, s) => n + s.cores, 0);
      // In order: the first step whose steps before it are done starts when its cores are free (or nothing runs).
      const ready = pending.find((s) => s.after.every((a) => done.has(a)));
      if (!ready || (running.size > 0 && busy + ready.cores > CORES)) return;
      pending.splice(pending.indexOf(ready), 1);
      const t = Date.now();
      void run(ready, running).then((code) => {
        running.delete(ready);
        const took = Date.now() - t;
        if (code === 0) {
          done.add(ready.name);
          times.push([ready.name, took]);
          console.log(`✓ ${ready.name} (${seconds(took)})`);
        } else if (!failed) {
          failed = { name: ready.name, code };
          console.error(`\n✗ ${ready.name} failed (exit ${code}, ${seconds(took)})`);
          // The run stops: the steps still running are ended with their process group.
          for (const child of running.values()) process.kill(-child.pid, 'SIGTERM');
        }
        next();
      });
      next();
    };
    next();
  });
  console.log(`\nStep times: ${times.map(([n, ms]) => `${n} ${seconds(ms)}`).join('; ')}`);
  console.log(`Total: ${seconds(Date.now() - started)}`);
  summary();
  process.exit(failed ? failed.code || 1 : 0);
}

await main();
