import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readdirSync } from 'node:fs';
import { campaignsPlugin } from './engine/vite/campaigns-plugin';
import { localesPlugin } from './engine/vite/locales-plugin';
import { appCodeSplitting, lazyChunkDependencies } from './engine/vite/chunkGroups';
import { importTs } from './engine/vite/node-import';
import { prerenderPlugin } from './engine/vite/prerenderPlugin';
import { budgetPlugin, floorBytesOf } from './engine/vite/budgetPlugin';
import { schemaDescriptionsPlugin } from './engine/vite/schemaDescriptions';
import { sandboxPlugin } from './sandbox/vite-plugin';
import { devPagePlugin } from './engine/vite/dev-page-plugin';
import { DEFAULT_PUSH_SOURCES } from './engine/vite/csp';
import { parseHostList } from './engine/security/url';
import { appChunkRules } from './app/chunkRules';
import type * as RouteTable from './app/routeTable';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@engine': r('./engine'),
  '@widgets': r('./widgets'),
  '@kit': r('./kit'),
  '@platform': r('./platform'),
  '@sandbox': r('./sandbox'),
  '@testing': r('./testing'),
};

/** First-load script (as sent) of every page at most this multiple of the benchmark's plain React page (README "Benchmark"). */
const FIRST_LOAD_BUDGET = 2.2;

/**
 * Sources of the pages' Content-Security-Policy: the URL allowlist's hosts (VITE_ALLOWED_HOSTS) and the push
 * service's (VITE_CSP_CONNECT, comma-separated CSP sources; default the chat service's, README "Security").
 */
function policySources(mode: string) {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const connect = (env.VITE_CSP_CONNECT ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  return { hosts: parseHostList(env.VITE_ALLOWED_HOSTS), connect: connect.length > 0 ? connect : DEFAULT_PUSH_SOURCES };
}

/** The widgets module: the registry and the shared strings of every registered widget (loaded in Node: the widgets import TSX and CSS). */
const WIDGETS = r('./widgets/index.ts');

/** The platform's routes a campaign must not take, from the app's route table (loaded in Node as the widgets are). */
const platformRoutes = async () => (await importTs<typeof RouteTable>(r('./app/routeTable.ts'))).platformRoutesOfCampaignChecks();

export default defineConfig(({ mode }) => {
  const campaignIds = new Set(readdirSync(r('./campaigns'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name));
  const campaigns = campaignsPlugin({ dir: r('./campaigns'), widgets: WIDGETS, platformRoutes, checkOnServe: mode !== 'test' });
  return {
    base: '/vue/',
    plugins: [react(), localesPlugin({ widgets: WIDGETS }), campaigns, ...(mode === 'test' ? [] : [schemaDescriptionsPlugin(), sandboxPlugin(), devPagePlugin({ path: '/vue/reference', file: 'docs/reference.html' }), prerenderPlugin({ entry: 'app/prerender.tsx', startup: ['app/libraries.ts', 'app/services.ts', 'app/startApp.tsx', 'app/mountApp.ts'], policy: policySources(mode) }), budgetPlugin({ ratio: FIRST_LOAD_BUDGET, enforce: mode === 'production', floor: () => floorBytesOf(r('./bench/vite.plain.config.ts')) })])],
    resolve: {
      alias: [
        { find: /^@engine$/, replacement: r('./engine/index.ts') },
        { find: /^@widgets$/, replacement: r('./widgets/index.ts') },
        { find: /^@engine\/(.*)$/, replacement: `${aliases['@engine']}/$1` },
        { find: /^@widgets\/(.*)$/, replacement: `${aliases['@widgets']}/$1` },
        { find: /^@kit\/(.*)$/, replacement: `${aliases['@kit']}/$1` },
        { find: /^@platform\/(.*)$/, replacement: `${aliases['@platform']}/$1` },
        { find: /^@sandbox\/(.*)$/, replacement: `${aliases['@sandbox']}/$1` },
        { find: /^@testing\/(.*)$/, replacement: `${aliases['@testing']}/$1` },
      ],
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    // One stylesheet in the page head: a prerendered first screen paints fully styled, with no shift when widget code arrives.
    // A campaign's pictures are fetched as pictures, never inlined into its script (README "First-load budget"). The webviews
    // (Chromium; WebKit from iOS 17) preload modules themselves: no polyfill rides in every page's first script.
    build: { target: 'es2020', outDir: 'dist', sourcemap: process.env.BUILD_SOURCEMAP === '1', modulePreload: { polyfill: false, resolveDependencies: lazyChunkDependencies(appChunkRules, (name) => campaignIds.has(name)) }, assetsInlineLimit: (file: string) => (/\.svg$/i.test(file) ? false : undefined), cssCodeSplit: false, rolldownOptions: { output: { codeSplitting: appCodeSplitting(appChunkRules, (id) => campaigns.api.everyPageWidget(id)) } } },
  };
});
