/** Every shared-string pack at once: for tests, Storybook and prerendering, where size does not matter. */
import ms from '../../locales/ms.json';
import th from '../../locales/th.json';
import ph from '../../locales/ph.json';
import fil from '../../locales/fil.json';
import vi from '../../locales/vi.json';
import type { LocalePacks } from './createI18n';

export const allLocalePacks: LocalePacks = { ms, th, ph, fil, vi };
