import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['engine/**/*.test.{ts,tsx}', 'platform/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'campaigns/**/*.test.{ts,tsx}', 'sandbox/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,tsx}', 'app/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
      pool: 'forks',
      testTimeout: 20000,
    },
  }),
);
