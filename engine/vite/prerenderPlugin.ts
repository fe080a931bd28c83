/**
 * Vite plugin: after the client build, prerenders each campaign route's first
 * screen to `<outDir>/<route>/index.html` (ARCHITECTURE.md "Fast first
 * screen"). The app's server entry is built for Node with the same config
 * and mode, each route is rendered at the build instant, and the markup is
 * put into the built index.html; the client hydrates it. Builds without the
 * app's index.html (Storybook, other roots) are left alone.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { lending, lentBy } from './build-handoff';
import { chunkReadingPlugin, type BuildState } from './buildPluginBase';
import { headersFile, policyFor, withPolicyMeta, type PolicySources } from './csp';
import { criticalCss } from './criticalCss';
import { chunksOf, type ChunkIndex } from './first-screen-chunks';
import { injectPrerendered, routeHtmlPath, withModulepreload } from './prerenderHtml';

export interface PrerenderPluginOptions {
  /** Server entry (relative to the Vite root) exporting `prerenderRoutes()` and `prerenderRoute(route, { production, now })`. */
  entry: string;
  /** Instant to render at (default: the build instant). */
  now?: () => number;
  /**
   * Modules (relative to the Vite root) the entry imports on demand at start-up; a prerendered page lists
   * their chunks as modulepreload, so they are fetched while the HTML parses, not one after another.
   */
  startup?: readonly string[];
  /**
   * The sources of the pages' Content-Security-Policy (engine/vite/csp.ts): each page, index.html included,
   * gets its policy as a meta tag, and `_headers` lists them for the host.
   */
  policy?: PolicySources;
}

interface ServerEntry {
  prerenderRoutes(): string[];
  prerenderRoute(route: string, opts: { production: boolean; now: number }): Promise<{ html: string; title: string; lang: string; campaign?: string; writesNumbers?: boolean; scriptEval?: string; wasm?: string }>;
}

/** Text of the stylesheets index.html links (URL -> CSS), read from the build folder. */
function stylesheetsOf(template: string, outDir: string, base: string): Record<string, string> {
  const css: Record<string, string> = {};
  for (const [, href] of template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    if (!href?.startsWith(base)) continue;
    const file = join(outDir, href.slice(base.length));
    if (existsSync(file)) css[href] = readFileSync(file, 'utf8');
  }
  return css;
}

export function prerenderPlugin(opts: PrerenderPluginOptions): Plugin {
  const state: BuildState = {};
  const chunks: ChunkIndex = new Map();
  return {
    ...chunkReadingPlugin('campaign-prerender', state, 'writeBundle', (out) => {
      const reexportOnly = Object.keys(out.modules).length === 0 && out.facadeModuleId !== null;
      chunks.set(out.fileName, { ...(out.facadeModuleId ? { facade: out.facadeModuleId } : {}), modules: Object.keys(out.modules), imports: [...out.imports], dynamicImports: [...out.dynamicImports], ...(reexportOnly ? { reexportOnly } : {}) });
    }),
    async closeBundle() {
      const config = state.config;
      if (!config || config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const templateFile = join(outDir, 'index.html');
      if (!existsSync(templateFile)) return;
      const template = readFileSync(templateFile, 'utf8');
      if (!template.includes('<div id="root"></div>')) return;
      // One server build folder per output folder: builds into different folders may run at once.
      const tmp = join(config.root, 'node_modules', '.prerender', createHash('sha256').update(outDir).digest('hex').slice(0, 12));
      const { build } = await import('vite');
      // The server build takes over what the client build's plugins read (engine/vite/build-handoff.ts).
      await lending(lentBy(config.plugins), () =>
        build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: resolve(config.root, opts.entry), outDir: tmp, emptyOutDir: true, copyPublicDir: false, minify: false },
        }),
      );
      try {
        const entryName = opts.entry.replace(/^.*\//, '').replace(/\.[cm]?[jt]sx?$/, '.js');
        const server = (await import(`${pathToFileURL(join(tmp, entryName)).href}?t=${Date.now()}`)) as ServerEntry;
        const production = config.mode === 'production';
        const at = opts.now?.() ?? Date.now();
        const { root, base } = config;
        const stylesheets = Object.entries(stylesheetsOf(template, outDir, base));
        const startup = (opts.startup ?? []).flatMap((m) => chunksOf(chunks, resolve(root, m), base));
        const policies: { paths: string[]; policy: string }[] = [];
        const write = (file: string, html: string, paths: string[], needs: { scriptEval?: string; wasm?: string } = {}): void => {
          if (!opts.policy) return writeFileSync(file, html);
          const policy = policyFor(html, opts.policy, { scriptEval: needs.scriptEval !== undefined, wasm: needs.wasm !== undefined });
          if (needs.scriptEval) config?.logger.info(`${paths[0]}: its policy allows eval (${needs.scriptEval})`);
          if (needs.wasm) config?.logger.info(`${paths[0]}: its policy lets WebAssembly compile (${needs.wasm})`);
          policies.push({ paths, policy });
          writeFileSync(file, withPolicyMeta(html, policy));
        };
        // Pages served by index.html itself (platform pages) fetch the start-up parts in parallel too.
        write(templateFile, withModulepreload(template, startup), [base, `${base}index.html`]);
        for (const route of server.prerenderRoutes()) {
          const page = await server.prerenderRoute(route, { production, now: at });
          const facade = `\0virtual:campaign/${page.campaign ?? ''}`;
          // The definitions the campaign defers off its first load (a later tab's widgets, those below the first
          // screen) are not: the page asks for them once it is interactive (engine/react/render/widgetComponent.ts
          // loadDeferredDefinition), and their nodes keep their prerendered HTML until then.
          const campaign = page.campaign ? chunksOf(chunks, facade, base) : [];
          const ownChunk = [...chunks].find(([, c]) => c.facade === facade)?.[0];
          const campaignEntry = page.campaign && ownChunk ? { id: page.campaign, chunk: `${base}${ownChunk}` } : undefined;
          const modulepreload = [...startup, ...campaign];
          const rel = routeHtmlPath(route);
          const file = join(outDir, rel);
          mkdirSync(dirname(file), { recursive: true });
          const dir = `${base}${rel.slice(0, -'index.html'.length)}`;
          const inlineCss = Object.fromEntries(await Promise.all(stylesheets.map(async ([href, css]) => [href, await criticalCss(css, page.html)] as const)));
          write(file, injectPrerendered(template, { ...page, at, modulepreload, inlineCss, ...(campaignEntry ? { campaignEntry } : {}) }), [dir.slice(0, -1), dir, `${base}${rel}`], page);
        }
        if (opts.policy) writeFileSync(join(outDir, '_headers'), headersFile(policies));
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  };
}
