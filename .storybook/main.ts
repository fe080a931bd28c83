/**
 * Storybook for the widget catalogue: every widget story under widgets/ and
 * engine/, rendered through the real engine and registry. The repo's path
 * aliases (@engine, @widgets, @sandbox) are reused so stories import exactly
 * what pages import.
 */
import type { StorybookConfig } from '@storybook/react-vite';
import { aliases } from '../vite.config';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../widgets/**/*.stories.tsx', '../engine/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  // The msw worker script (msw's mockServiceWorker.js) that serves the sandbox answers in the browser.
  staticDirs: ['./public'],
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      resolve: {
        alias: [
          { find: /^@engine$/, replacement: `${aliases['@engine']}/index.ts` },
          { find: /^@widgets$/, replacement: `${aliases['@widgets']}/index.ts` },
          { find: /^@engine\/(.*)$/, replacement: `${aliases['@engine']}/$1` },
          { find: /^@widgets\/(.*)$/, replacement: `${aliases['@widgets']}/$1` },
          { find: /^@sandbox\/(.*)$/, replacement: `${aliases['@sandbox']}/$1` },
        ],
      },
    });
  },
};

export default config;
