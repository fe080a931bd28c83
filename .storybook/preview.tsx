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
import { A11Y_PARAMETERS } from './a11y';
import { PALETTES, paletteById } from './palettes';
import { WidgetDocs } from './WidgetDocs';
import { setupMsw } from './mswSetup';
import { STORY_LOCALES } from './renderNode';
import '../app/root.css';
import '../engine/react/dialog/dialog.css';
import './preview.css';

const LOCALE_TITLES: Record<(typeof STORY_LOCALES)[number], string> = { en: 'English', ms: 'Bahasa Melayu', th: 'ไทย', ph: 'Filipino (ph)', fil: 'Filipino (fil)', vi: 'Tiếng Việt' };

const withEngine: Decorator = (Story, context) => (
  <EngineFrame
    locale={(context.globals.locale as Locale | undefined) ?? 'en'}
    responses={context.parameters.responses}
    env={context.parameters.env}
    theme={paletteById(context.globals.palette)?.theme}
  >
    <Story />
  </EngineFrame>
);

const sandbox = createSandboxMsw();

// A story is a page that is interactive from its first render: its loading placeholders pulse as they do on a page
// once it is (kit/blocks.css, html[data-ready]).
document.documentElement.dataset.ready = 'true';

/** Phone screens the pages are designed for (CSS pixels); stories open on the smallest. */
const PHONE_VIEWPORTS = {
  phone360: { name: 'Phone 360 × 640', styles: { width: '360px', height: '640px' }, type: 'mobile' },
  phone412: { name: 'Phone 412 × 823', styles: { width: '412px', height: '823px' }, type: 'mobile' },
} as const;

const preview: Preview = {
  // Every story file gets a generated documentation page (WidgetDocs).
  tags: ['autodocs'],
  decorators: [withEngine],
  loaders: [mswLoader(setupMsw as never)],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: sandbox.handlers },
    viewport: { options: PHONE_VIEWPORTS },
    docs: { page: WidgetDocs },
    a11y: A11Y_PARAMETERS,
  },
  globalTypes: {
    locale: {
      description: 'Language of the page',
      toolbar: { title: 'Language', icon: 'globe', items: STORY_LOCALES.map((value) => ({ value, title: LOCALE_TITLES[value] })), dynamicTitle: true },
    },
    palette: {
      description: "A campaign's colours and theme tokens",
      toolbar: { title: 'Palette', icon: 'paintbrush', items: [{ value: 'none', title: 'Catalogue (no campaign)' }, ...PALETTES.map((p) => ({ value: p.id, title: p.title }))], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en', palette: 'none', viewport: { value: 'phone360', isRotated: false } },
};

export default preview;
