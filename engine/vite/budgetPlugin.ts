/**
 * Vite plugin: the first-load script budget of every page of the build. A
 * page's first load is the scripts its HTML names (the module entry and the
 * modulepreload'ed chunks), counted as the server sends them (Brotli, the
 * sandbox and benchmark servers' encoding); it may weigh at most `ratio`
 * times the same measure of a floor page (the plain React page of the
 * benchmark), built in the same check. A page over its budget fails the
 * build with its route, its size, the budget and its largest chunks, each
 * with the largest modules it carries (bytes as written, before compression).
 * Runs after the other plugins' `closeBundle` (the prerendered campaign
 * routes are written there). Builds for the server and builds without HTML
 * pages are left alone.
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { chunkReadingPlugin, type BuildState } from './buildPluginBase';
import { buildPageWeights, pageWeight, type PageWeight } from './pageWeights';

/** The largest modules of a chunk of the build: source path (relative to the project) and bytes as written. */
export type ChunkModules = ReadonlyMap<string, ReadonlyArray<{ id: string; bytes: number }>>;

const kb = (b: number): string => `${(b / 1024).toFixed(1)} KB`;

/**
 * The pages over `ratio` times the floor, each told with its size, budget and largest chunks (with the largest
 * modules of each, when `modules` knows them); empty when all fit.
 */
export function overBudget(pages: readonly PageWeight[], floorBytes: number, ratio: number, largest = 5, modules: ChunkModules = new Map()): string[] {
  const budget = floorBytes * ratio;
  const inside = (file: string) => {
    const top = modules.get(file)?.slice(0, 3) ?? [];
    return top.length === 0 ? '' : ` (modules as written: ${top.map((m) => `${m.id} ${kb(m.bytes)}`).join(', ')})`;
  };
  return pages
    .filter((p) => p.bytes > budget)
    .map((p) => {
      const chunks = p.chunks.slice(0, largest).map((c) => `${c.file} ${kb(c.bytes)}${inside(c.file)}`).join(', ');
      return `${p.route}: first-load script ${kb(p.bytes)} as sent (x${(p.bytes / floorBytes).toFixed(2)}) is over its budget of ${kb(budget)} (x${ratio} of the plain page's ${kb(floorBytes)}) by ${kb(p.bytes - budget)}; largest chunks: ${chunks}`;
    });
}

/**
 * First-load script weight of the floor page built by a Vite config (its HTML entry), without writing it:
 * the same measure as a page of the app.
 */
export async function floorBytesOf(configFile: string): Promise<number> {
  const { build } = await import('vite');
  const out = await build({ configFile, logLevel: 'silent', build: { write: false } });
  const outputs = (Array.isArray(out) ? out : [out]) as Array<{ output: Array<{ fileName: string; type: 'chunk' | 'asset'; code?: string; source?: string | Uint8Array }> }>;
  const files = new Map(outputs.flatMap((o) => o.output.map((f) => [f.fileName, f.type === 'chunk' ? f.code : f.source] as const)));
  const html = files.get('index.html');
  if (typeof html !== 'string' && !(html instanceof Uint8Array)) throw new Error(`${configFile}: the floor page's build has no index.html`);
  const text = typeof html === 'string' ? html : new TextDecoder().decode(html);
  const base = /\b(?:src|href)="(\/[^"]*?)assets\//.exec(text)?.[1] ?? '/';
  const weight = pageWeight('floor', text, base, (file) => files.get(file) ?? undefined);
  if (weight.bytes === 0) throw new Error(`${configFile}: the floor page loads no script`);
  return weight.bytes;
}

export interface BudgetPluginOptions {
  /** First-load script bytes of the floor page (as sent), e.g. `() => floorBytesOf('bench/vite.plain.config.ts')`. */
  floor: () => Promise<number>;
  /** Budget of every page as a multiple of the floor. */
  ratio: number;
  /**
   * Whether a page over budget fails the build (default true). The production build enforces it; the sandbox
   * build of the real-browser suite only reports the pages over (README "Benchmark" lists them while any are).
   */
  enforce?: boolean;
}

export function budgetPlugin(opts: BudgetPluginOptions): Plugin {
  const state: BuildState = {};
  const modules = new Map<string, Array<{ id: string; bytes: number }>>();
  return {
    ...chunkReadingPlugin('first-load-budget', state, 'generateBundle', (out) => {
      const inChunk = Object.entries(out.modules).map(([id, m]) => ({ id: relative(state.config?.root ?? '', id.replace(/\?.*$/, '')), bytes: m.renderedLength }));
      modules.set(out.fileName, inChunk.filter((m) => m.bytes > 0).sort((a, b) => b.bytes - a.bytes));
    }),
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const config = state.config;
        if (!config || config.build.ssr || !config.build.write) return;
        const outDir = resolve(config.root, config.build.outDir);
        if (!existsSync(join(outDir, 'index.html'))) return;
        const pages = buildPageWeights(outDir, config.base);
        const floor = await opts.floor();
        const over = overBudget(pages, floor, opts.ratio, 5, modules);
        if (over.length > 0 && opts.enforce !== false) throw new Error(`First-load script budget exceeded:\n${over.join('\n')}`);
        if (over.length > 0) {
          config.logger.warn(`First-load script budget exceeded (reported, not enforced in this build):\n${over.join('\n')}`);
          return;
        }
        const widest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
        config.logger.info(`First-load script budget x${opts.ratio} of ${kb(floor)}: ${pages.length} pages fit, the largest ${widest.route} at ${kb(widest.bytes)} (x${(widest.bytes / floor).toFixed(2)}).`);
      },
    },
  };
}
