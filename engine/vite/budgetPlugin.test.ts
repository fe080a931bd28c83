import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { budgetPlugin, overBudget } from './budgetPlugin';
import { buildPageWeights, firstLoadScripts, sentBytes } from './pageWeights';

const page = (scripts: string[], lazy: string[] = []) =>
  `<!doctype html><html><head><script type="module" crossorigin src="/vue/${scripts[0]}"></script>${scripts
    .slice(1)
    .map((s) => `<link rel="modulepreload" crossorigin href="/vue/${s}">`)
    .join('')}<link rel="stylesheet" href="/vue/assets/app.css"><link rel="icon" href="data:,"></head><body><div id="root"></div>${lazy
    .map((s) => `<a href="/vue/${s}">x</a>`)
    .join('')}</body></html>`;

/** Random text does not compress: its size as sent is known to within a few bytes. */
const incompressible = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

/** A build folder: the platform index.html and two campaign routes, one of which loads a large chunk first. */
function fakeBuild(heavyChunkBytes: number): string {
  const out = mkdtempSync(join(tmpdir(), 'budget-'));
  dirs.push(out);
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), text);
  };
  write('assets/index.js', incompressible(1_000));
  write('assets/engine.js', incompressible(20_000));
  write('assets/campaign-a.js', incompressible(3_000));
  write('assets/campaign-b.js', incompressible(heavyChunkBytes));
  write('assets/lazy.js', incompressible(50_000));
  write('assets/app.css', incompressible(50_000));
  write('index.html', page(['assets/index.js', 'assets/engine.js']));
  write('act/a/index.html', page(['assets/index.js', 'assets/engine.js', 'assets/campaign-a.js'], ['assets/lazy.js']));
  write('pass/index/index.html', page(['assets/index.js', 'assets/engine.js', 'assets/campaign-b.js']));
  return out;
}

const configOf = (outDir: string, logs: string[] = []) =>
  ({ root: '/', base: '/vue/', build: { outDir, ssr: false, write: true }, logger: { info: (m: string) => logs.push(m), warn: (m: string) => logs.push(`warn: ${m}`) } }) as unknown as ResolvedConfig;

/** Runs the plugin's checks on a build folder, as `vite build` does once the pages are written. */
async function runPlugin(outDir: string, floor: number, logs: string[] = [], enforce?: boolean): Promise<void> {
  const plugin = budgetPlugin({ ratio: 2, floor: async () => floor, ...(enforce === undefined ? {} : { enforce }) });
  (plugin.configResolved as (c: ResolvedConfig) => void)(configOf(outDir, logs));
  const hook = plugin.closeBundle as { handler: () => Promise<void> };
  await hook.handler();
}

describe('first-load script budget', () => {
  it("counts a page's module entry and modulepreload'ed chunks, not its stylesheet or other links", () => {
    expect(firstLoadScripts(page(['assets/index.js', 'assets/engine.js'], ['assets/lazy.js']), '/vue/')).toEqual(['assets/index.js', 'assets/engine.js']);
  });

  it('weighs every page of the build as sent (Brotli), largest chunk first', () => {
    const out = fakeBuild(5_000);
    const pages = buildPageWeights(out, '/vue/');
    expect(pages.map((p) => p.route)).toEqual(['/vue/', '/vue/act/a', '/vue/pass/index']);
    const a = pages.find((p) => p.route === '/vue/act/a')!;
    expect(a.chunks.map((c) => c.file)).toEqual(['assets/engine.js', 'assets/campaign-a.js', 'assets/index.js']);
    expect(a.bytes).toBe(a.chunks.reduce((s, c) => s + c.bytes, 0));
    // Random base64 text compresses to about three quarters; the stylesheet and the lazy chunk are not counted.
    expect(a.bytes).toBeGreaterThan(24_000 * 0.7);
    expect(a.bytes).toBeLessThan(24_000);
    expect(sentBytes('a'.repeat(10_000))).toBeLessThan(100);
    // Brotli, as the servers send it: on source text, below the best gzip.
    const text = readFileSync(fileURLToPath(new URL('./budgetPlugin.ts', import.meta.url)));
    expect(sentBytes(text)).toBeLessThan(gzipSync(text, { level: 9 }).length * 0.95);
  });

  it('a build whose pages fit passes and says how close the largest comes', async () => {
    const out = fakeBuild(5_000);
    const logs: string[] = [];
    await runPlugin(out, 20_000, logs);
    expect(logs.join('\n')).toMatch(/3 pages fit, the largest \/vue\/pass\/index/);
  });

  it('a route pushed over its budget fails the build with the route, its size, the budget and its largest chunks', async () => {
    const out = fakeBuild(40_000);
    const error = await runPlugin(out, 20_000).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(Error);
    const message = error!.message;
    expect(message).toMatch(/\/vue\/pass\/index: first-load script [\d.]+ KB as sent \(x[\d.]+\) is over its budget of 39\.1 KB \(x2 of the plain page's 19\.5 KB\)/);
    expect(message).toMatch(/largest chunks: assets\/campaign-b\.js [\d.]+ KB, assets\/engine\.js [\d.]+ KB, assets\/index\.js/);
    // Only the page over budget is named.
    expect(message).not.toMatch(/\/vue\/act\/a/);
  });

  it('a build that does not enforce the budget (the sandbox build) names the pages over it as a warning and finishes', async () => {
    const out = fakeBuild(40_000);
    const logs: string[] = [];
    await runPlugin(out, 20_000, logs, false);
    expect(logs.join('\n')).toMatch(/^warn: First-load script budget exceeded \(reported, not enforced in this build\):\n\/vue\/pass\/index: first-load script/);
    expect(logs.join('\n')).not.toMatch(/pages fit/);
  });

  it('names every page over budget, each on its line', () => {
    const pages = [
      { route: '/vue/x', bytes: 300, chunks: [{ file: 'assets/x.js', bytes: 300 }] },
      { route: '/vue/y', bytes: 150, chunks: [{ file: 'assets/y.js', bytes: 150 }] },
      { route: '/vue/z', bytes: 250, chunks: [{ file: 'assets/z.js', bytes: 250 }] },
    ];
    expect(overBudget(pages, 100, 2).map((l) => l.split(':')[0])).toEqual(['/vue/x', '/vue/z']);
    expect(overBudget(pages, 100, 3)).toEqual([]);
  });

  it('a heavy import into one campaign page fails a real build, naming that page, the chunk that carries it and the module', async () => {
    const root = mkdtempSync(join(tmpdir(), 'budget-build-'));
    dirs.push(root);
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    const html = (entry: string) => `<!doctype html><html><head><script type="module" src="${entry}"></script></head><body><div id="root"></div></body></html>`;
    write('engine.js', `export const engine = ${JSON.stringify(incompressible(1_000))};`);
    write('heavy-library.js', `export const library = ${JSON.stringify(incompressible(30_000))};`);
    write('index.html', html('/engine.js'));
    write('act/light/index.html', html('./main.js'));
    write('act/light/main.js', `import { engine } from '../../engine.js';\ndocument.title = engine;`);
    write('act/heavy/index.html', html('./main.js'));
    write('act/heavy/main.js', `import { engine } from '../../engine.js';\nimport { library } from '../../heavy-library.js';\ndocument.title = engine + library;`);
    const { build } = await import('vite');
    const input = { index: join(root, 'index.html'), light: join(root, 'act/light/index.html'), heavy: join(root, 'act/heavy/index.html') };
    const built = build({ root, configFile: false, logLevel: 'silent', base: '/vue/', plugins: [budgetPlugin({ ratio: 2.2, floor: async () => 1_000 })], build: { outDir: join(root, 'dist'), rolldownOptions: { input } } });
    const error = await built.then(() => undefined, (e: unknown) => e as Error);
    expect(error?.message).toMatch(/^First-load script budget exceeded:\n\/vue\/act\/heavy: first-load script [\d.]+ KB as sent .* largest chunks: assets\/heavy-[\w-]+\.js [\d.]+ KB \(modules as written: heavy-library\.js 29\.\d KB/);
    expect(error?.message).not.toMatch(/\/vue\/act\/light/);
    // A real Vite build: on a busy shared machine it may take longer than a unit test's usual limit.
  }, 120_000);

  it('leaves server builds and builds without pages alone', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'budget-'));
    dirs.push(empty);
    await expect(runPlugin(empty, 1)).resolves.toBeUndefined();
    const plugin = budgetPlugin({ ratio: 2, floor: async () => 1 });
    const over = fakeBuild(40_000);
    (plugin.configResolved as (c: ResolvedConfig) => void)({ ...configOf(over), build: { outDir: over, ssr: 'entry.tsx', write: true } } as unknown as ResolvedConfig);
    await expect((plugin.closeBundle as { handler: () => Promise<void> }).handler()).resolves.toBeUndefined();
  });
});
