/**
 * `npm run bench`: builds the app and the plain React floor page with the same
 * Vite settings, serves the app with the sandbox server, and measures both in
 * one run under mobile emulation, alternating pages. Prints medians and ratios.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { startSandboxServer } from '../sandbox/server/startSandboxServer';
import { launchChromium } from '../tests/browser';
import { startStaticServer } from '../tests/static-server';
import { measure, median, MOBILE, type Measurement } from './measure';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const REFERENCE_ROUTE = '/vue/act/starlight';
/** The slice routes measured next to the reference campaign (BENCH_ROUTES= measures none). */
const EXTRA_ROUTES = (process.env.BENCH_ROUTES ?? '/slot-machine/index,/diamond-pass/index,/spark/stars-hunters').split(',').filter(Boolean);

function build(args: string[]): void {
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
  if (r.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
}

/** Sum of gzip sizes of the JS files of a build: the whole app, not what one page loads. */
function totalJsGzip(dir: string): number {
  let sum = 0;
  for (const f of readdirSync(dir, { recursive: true }) as string[]) {
    const p = join(dir, f);
    if (p.endsWith('.js') && statSync(p).isFile()) sum += gzipSync(readFileSync(p)).length;
  }
  return sum;
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const ms = (v: number) => `${Math.round(v)} ms`;

async function main(): Promise<void> {
  build([]);
  build(['-c', 'bench/vite.plain.config.ts']);
  const app = await startSandboxServer({ port: 0, staticDir: join(root, 'dist'), seed: 1 });
  const plain = await startStaticServer(join(root, 'dist-bench/plain'), '/plain/');
  const browser = await launchChromium();
  const pages: Record<string, string> = {
    'plain React page': plain.url,
    'reference campaign': `${app.url}${REFERENCE_ROUTE}`,
    ...Object.fromEntries(EXTRA_ROUTES.map((r) => [r, `${app.url}/vue${r}`])),
  };
  const results: Record<string, Measurement[]> = Object.fromEntries(Object.keys(pages).map((k) => [k, []]));
  try {
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
  const med = (name: string, key: keyof Measurement) => median(results[name]!.map((m) => m[key]));
  const base = 'plain React page';
  console.log(`\n\nMobile emulation: ${MOBILE.width}x${MOBILE.height}@${MOBILE.deviceScaleFactor}, CPU ${MOBILE.cpuSlowdown}x, RTT ${MOBILE.latencyMs} ms, 1.6 Mbps down, 750 Kbps up, cache off; median of ${RUNS} runs, pages alternated.\n`);
  const rows = Object.keys(pages).map((name) => {
    const ratio = (key: keyof Measurement) => (med(base, key) > 0 ? (med(name, key) / med(base, key)).toFixed(2) : 'n/a');
    return {
      page: name,
      'script bytes (sent)': `${kb(med(name, 'scriptBytes'))} (x${ratio('scriptBytes')})`,
      LCP: `${ms(med(name, 'lcp'))} (x${ratio('lcp')})`,
      TBT: `${ms(med(name, 'tbt'))} (x${ratio('tbt')})`,
      'blocking, whole load': `${ms(med(name, 'blocking'))} (x${ratio('blocking')})`,
      CLS: med(name, 'cls').toFixed(3),
      interactive: `${ms(med(name, 'interactive'))} (x${ratio('interactive')})`,
      'first data on screen': `${ms(med(name, 'firstData'))} (x${ratio('firstData')})`,
    };
  });
  console.table(rows);
  console.log(`Whole app JS (all chunks, gzip): ${kb(totalJsGzip(join(root, 'dist')))}; plain page JS: ${kb(totalJsGzip(join(root, 'dist-bench/plain')))}`);
  console.log('Targets for the reference campaign: script bytes <= 1.6x, LCP <= 1.15x, TBT <= 1.5x, CLS <= 0.02.');
  console.log('TBT counts long tasks after the first contentful paint; "blocking, whole load" is the same sum from navigation start.');
  console.log('Interactive: html[data-ready] set (hydrated or rendered); first data on screen: the engine:first-data mark (the plain page: both at its first commit, its data bundled).');
  console.log('Budget the build enforces for every page: first-load script as sent <= 2.2x the plain page (engine/vite/budgetPlugin.ts).');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
