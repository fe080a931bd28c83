import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** The plain React page, built with the same Vite settings as the app. */
export default defineConfig({
  root: fileURLToPath(new URL('./plain', import.meta.url)),
  base: '/plain/',
  plugins: [react()],
  build: { target: 'es2020', outDir: fileURLToPath(new URL('../dist-bench/plain', import.meta.url)), emptyOutDir: true, sourcemap: false },
});
