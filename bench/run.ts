/**
 * `npm run bench`: builds the app and the plain React floor page with the same
 * Vite settings, serves the app with the sandbox server, and measures the plain
 * page and every campaign route in one run under mobile emulation, alternating
 * pages. Prints one table of medians with their ratios to the plain page, each
 * route checked against the goal, and writes it to bench/results/latest.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressed } from '../sandbox/server/compressedFiles';
import { startSandboxServer } from '../sandbox/server/startSandboxServer';
import { launchChromium } from '../tests/browser';
import { campaignRoutes } from '../tests/campaignRoutes';
import { measure, MOBILE, PLAIN_PAGE_DIR, precompressBuilds, startPlainPage, type Measurement } from './measure';
import { benchTable, kb } from './table';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Every campaign route, or the comma-separated routes BENCH_ROUTES names (e.g. `/act/starlight,/slot-machine/index`). */
const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',').filter(Boolean) : campaignRoutes;

function build(args: string[]): void {
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
  if (r.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
}

/** Sum of the JS files of a build as sent (Brotli, precompressed): the whole app, not what one page loads. */
async function totalJsSent(dir: string): Promise<number> {
  const files = (readdirSync(dir, { recursive: true }) as string[]).map((f) => join(dir, f)).filter((p) => p.endsWith('.js') && statSync(p).isFile());
  const sizes = await Promise.all(files.map(async (p) => (await compressed(p, 'br')).length));
  return sizes.reduce((a, b) => a + b, 0);
}

const PLAIN = 'plain React page';

async function main(): Promise<void> {
  build([]);
  build(['-c', 'bench/vite.plain.config.ts']);
  await precompressBuilds(join(root, 'dist'), PLAIN_PAGE_DIR);
  const app = await startSandboxServer({ port: 0, staticDir: join(root, 'dist'), seed: 1 });
  const plain = await startPlainPage();
  const browser = await launchChromium({ full: true });
  const pages: Record<string, string> = {
    [PLAIN]: plain.url,
    ...Object.fromEntries(ROUTES.map((r) => [r, `${app.url}/vue${r}`])),
  };
  const results: Record<string, Measurement[]> = Object.fromEntries(Object.keys(pages).map((k) => [k, []]));
  try {
    // One load not counted: the browser's first page pays its start-up, which would flatter every ratio.
    await measure(browser, plain.url);
    for (let i = 0; i < RUNS; i++) {
      for (const [name, url] of Object.entries(pages)) {
        results[name]!.push(await measure(browser, url));
        process.stdout.write('.');
      }
    }
  } finally {
    await browser.close();
    await app.close();
    await plain.close();
  }
  const table = benchTable(results, PLAIN);
  const conditions = `Mobile emulation: ${MOBILE.width}x${MOBILE.height}@${MOBILE.deviceScaleFactor}, CPU ${MOBILE.cpuSlowdown}x, RTT ${MOBILE.latencyMs} ms, 1.6 Mbps down, 750 Kbps up, cache off; median of ${RUNS} runs, pages alternated.`;
  const totals = `Whole app JS (all chunks, as sent): ${kb(await totalJsSent(join(root, 'dist')))}; plain page JS: ${kb(await totalJsSent(PLAIN_PAGE_DIR))}`;
  console.log(`\n\n${conditions}\n\n${table}\n${totals}`);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/latest.md'), `${conditions}\n\n${table}\n${totals}\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
