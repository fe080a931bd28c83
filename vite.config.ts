import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { campaignsPlugin } from './engine/build/campaigns-plugin';
import { localesPlugin } from './engine/build/locales-plugin';
import { appCodeSplitting } from './engine/build/chunkGroups';
import { prerenderPlugin } from './engine/build/prerenderPlugin';
import { budgetPlugin, floorBytesOf } from './engine/build/budgetPlugin';
import { schemaDescriptionsPlugin } from './engine/build/schemaDescriptions';
import { sandboxPlugin } from './sandbox/vite-plugin';
import { devPagePlugin } from './engine/build/dev-page-plugin';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@engine': r('./engine'),
  '@widgets': r('./widgets'),
  '@sandbox': r('./sandbox'),
};

/** First-load script (as sent) of every page at most this multiple of the benchmark's plain React page (README "Benchmark"). */
const FIRST_LOAD_BUDGET = 2.2;

export default defineConfig(({ mode }) => ({
  base: '/vue/',
  plugins: [react(), localesPlugin(), campaignsPlugin(), ...(mode === 'test' ? [] : [schemaDescriptionsPlugin(), sandboxPlugin(), devPagePlugin({ path: '/vue/reference', file: 'docs/reference.html' }), prerenderPlugin({ entry: 'app/prerender.tsx', startup: ['app/libraries.ts', 'app/services.ts', 'app/startApp.tsx', 'app/mountApp.ts'] }), budgetPlugin({ ratio: FIRST_LOAD_BUDGET, enforce: mode === 'production', floor: () => floorBytesOf(r('./bench/vite.plain.config.ts')) })])],
  resolve: {
    alias: [
      { find: /^@engine$/, replacement: r('./engine/index.ts') },
      { find: /^@widgets$/, replacement: r('./widgets/index.ts') },
      { find: /^@engine\/(.*)$/, replacement: `${aliases['@engine']}/$1` },
      { find: /^@widgets\/(.*)$/, replacement: `${aliases['@widgets']}/$1` },
      { find: /^@sandbox\/(.*)$/, replacement: `${aliases['@sandbox']}/$1` },
    ],
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  // One stylesheet in the page head: a prerendered first screen paints fully styled, with no shift when widget code arrives.
  build: { target: 'es2020', outDir: 'dist', sourcemap: false, cssCodeSplit: false, rolldownOptions: { output: { codeSplitting: appCodeSplitting } } },
}));
