/**
 * `npx tsx bench/compare.ts <build> <build>...`: the bench's measurement of some routes in two or more builds of
 * the app (folders made by `npm run build`, e.g. one from a worktree of the previous commit) and of the plain
 * React page, in one run, pages alternated. One run of `npm run bench` per version compares runs made minutes
 * apart, whose plain page itself moves by 100 ms or more; here every build meets the same conditions. Run
 * `npm run bench` first (it builds the plain page). BENCH_ROUTES (comma-separated, default the five of the README
 * table) and BENCH_RUNS (default 5) as for the bench; BENCH_BANDWIDTH=<factor> multiplies the network's throughput
 * for every page (do the figures wait for bytes or for the main thread?).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startSandboxServer, type SandboxServer } from '../sandbox/server/startSandboxServer';
import { launchChromium } from '../tests/browser';
import { measure, median, PLAIN_PAGE_DIR, precompressBuilds, startPlainPage, type Measurement } from './measure';

const builds = process.argv.slice(2);
const ROUTES = (process.env.BENCH_ROUTES ?? '/act/starlight,/slot-machine/index,/act/golden-egg,/ranking/weekly-gift,/spark/planet-project').split(',').filter(Boolean);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BANDWIDTH = Number(process.env.BENCH_BANDWIDTH ?? 1);

const ms = (v: number) => `${Math.round(v).toLocaleString('en-US')} ms`;

/** One row per build and route: medians, with interactive and LCP as ratios to the plain page of this run. */
function rows(results: Map<string, Measurement[]>, plain: Measurement[]): string[] {
  const at = (xs: Measurement[], key: keyof Measurement) => median(xs.map((m) => m[key]));
  const line = (name: string, xs: Measurement[]) =>
    `| ${name} | ${(at(xs, 'scriptBytes') / 1024).toFixed(1)} KB | ${ms(at(xs, 'lcp'))} (${(at(xs, 'lcp') / at(plain, 'lcp')).toFixed(2)}x) | ${ms(at(xs, 'interactive'))} (${(at(xs, 'interactive') / at(plain, 'interactive')).toFixed(2)}x) | ${ms(at(xs, 'firstData'))} | ${ms(at(xs, 'tbt'))} |`;
  return ['| build, route | script (sent) | LCP | interactive | first data | TBT |', '|---|---|---|---|---|---|', line('plain React page', plain), ...[...results].map(([name, xs]) => line(name, xs))];
}

async function main(): Promise<void> {
  if (!(BANDWIDTH > 0)) throw new Error(`BENCH_BANDWIDTH must be a positive factor, not '${process.env.BENCH_BANDWIDTH}'`);
  if (builds.length < 2 || builds.some((b) => !existsSync(resolve(b, 'index.html')))) throw new Error('usage: npx tsx bench/compare.ts <build folder> <build folder>...');
  await precompressBuilds(...builds.map((b) => resolve(b)), PLAIN_PAGE_DIR);
  const servers: SandboxServer[] = [];
  for (const b of builds) servers.push(await startSandboxServer({ port: 0, staticDir: resolve(b), seed: 1 }));
  const plain = await startPlainPage();
  const browser = await launchChromium({ full: true });
  const plainRuns: Measurement[] = [];
  const results = new Map<string, Measurement[]>();
  try {
    await measure(browser, plain.url, { bandwidth: BANDWIDTH });
    for (let i = 0; i < RUNS; i++) {
      plainRuns.push(await measure(browser, plain.url, { bandwidth: BANDWIDTH }));
      for (const route of ROUTES) {
        for (const [j, server] of servers.entries()) {
          const name = `${builds[j]} ${route}`;
          results.set(name, [...(results.get(name) ?? []), await measure(browser, `${server.url}/vue${route}`, { bandwidth: BANDWIDTH })]);
          process.stdout.write('.');
        }
      }
    }
  } finally {
    await browser.close();
    await plain.close();
    for (const s of servers) await s.close();
  }
  console.log(`\n\nMedians of ${RUNS} runs, pages alternated${BANDWIDTH === 1 ? '' : `, ${BANDWIDTH}x the network's throughput`}.\n\n${rows(results, plainRuns).join('\n')}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
