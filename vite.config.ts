import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@engine': r('./engine'),
  '@widgets': r('./widgets'),
  '@sandbox': r('./sandbox'),
};

export default defineConfig({
  base: '/vue/',
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@engine$/, replacement: r('./engine/index.ts') },
      { find: /^@widgets$/, replacement: r('./widgets/index.ts') },
      { find: /^@engine\/(.*)$/, replacement: `${aliases['@engine']}/$1` },
      { find: /^@widgets\/(.*)$/, replacement: `${aliases['@widgets']}/$1` },
      { find: /^@sandbox\/(.*)$/, replacement: `${aliases['@sandbox']}/$1` },
    ],
  },
  build: { target: 'es2020', outDir: 'dist', sourcemap: false },
});
