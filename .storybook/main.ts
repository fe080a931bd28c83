/**
 * Storybook for the widget catalogue: every widget story under widgets/ and
 * engine/, rendered through the real engine and registry. The repo's path
 * aliases (@engine, @widgets, @platform, @sandbox, from tsconfig.json `paths`) are
 * reused so stories import exactly what pages import.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** tsconfig `paths` as Vite aliases: `@engine` exactly, `@engine/*` as a prefix. */
function repoAliases(): Array<{ find: RegExp; replacement: string }> {
  const tsconfig = JSON.parse(readFileSync(`${root}tsconfig.json`, 'utf8')) as { compilerOptions?: { paths?: Record<string, string[]> } };
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return Object.entries(tsconfig.compilerOptions?.paths ?? {}).flatMap(([key, [target]]) => {
    if (!target) return [];
    if (!key.endsWith('/*')) return [{ find: new RegExp(`^${escape(key)}$`), replacement: `${root}${target}` }];
    return [{ find: new RegExp(`^${escape(key.slice(0, -2))}/(.*)$`), replacement: `${root}${target.slice(0, -2)}/$1` }];
  });
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../widgets/**/*.stories.tsx', '../kit/**/*.stories.tsx', '../engine/**/*.stories.tsx', '../platform/**/*.stories.tsx'],
  // Docs: a generated page per widget (description, props table from its schema, the YAML of its stories);
  // a11y: axe's findings for the story on screen.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  // No react-docgen pass over every source file (about a third of the build's CPU): a widget's docs page builds its
  // props table from the widget's schema (WidgetDocs.tsx), and the two stories that name a component set their args,
  // whose controls Storybook reads from the values.
  typescript: { reactDocgen: false },
  // msw's worker script (mockServiceWorker.js) that serves the sandbox answers in the browser, and sample pictures.
  staticDirs: ['./public'],
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    // The app's build plugins (campaign compiler, sandbox server, prerender, first-load budget) are not for the catalogue:
    // stories get their data from the sandbox through msw.
    const appOnly = new Set(['campaigns', 'campaign-sandbox', 'campaign-prerender', 'first-load-budget']);
    const plugins = (config.plugins ?? []).flat(Infinity as 1).filter((p) => !(p && typeof p === 'object' && 'name' in p && appOnly.has(String(p.name))));
    return mergeConfig({ ...config, plugins }, { resolve: { alias: repoAliases() } });
  },
};

export default config;
