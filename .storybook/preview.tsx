/**
 * Every story renders inside the real EngineProvider (EngineFrame) with a
 * language chosen in the toolbar, and the sandbox answering API calls
 * through msw-storybook-addon. A story sets `parameters.responses` for fixed
 * answers, `parameters.env` for the app context (platform, version, query)
 * and `globals.locale` to pin a language.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { Locale } from '@engine';
import { createSandboxMsw } from '../sandbox/msw';
import { EngineFrame } from './EngineFrame';
import { setupMsw } from './mswSetup';
import { STORY_LOCALES } from './renderNode';
import '../app/root.css';
import './preview.css';

const LOCALE_TITLES: Record<(typeof STORY_LOCALES)[number], string> = { en: 'English', ms: 'Bahasa Melayu', th: 'ไทย', ph: 'Filipino (ph)', fil: 'Filipino (fil)', vi: 'Tiếng Việt' };

const withEngine: Decorator = (Story, context) => (
  <EngineFrame locale={(context.globals.locale as Locale | undefined) ?? 'en'} responses={context.parameters.responses} env={context.parameters.env}>
    <Story />
  </EngineFrame>
);

const sandbox = createSandboxMsw();

const preview: Preview = {
  decorators: [withEngine],
  loaders: [mswLoader(setupMsw as never)],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: sandbox.handlers },
    viewport: { defaultViewport: 'mobile1' },
  },
  globalTypes: {
    locale: {
      description: 'Language of the page',
      toolbar: { title: 'Language', icon: 'globe', items: STORY_LOCALES.map((value) => ({ value, title: LOCALE_TITLES[value] })), dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en' },
};

export default preview;
