/** Every shared-string pack at once, in full (en too): for tests and Storybook, where size does not matter. */
import en from '../../locales/en.json';
import ms from '../../locales/ms.json';
import th from '../../locales/th.json';
import ph from '../../locales/ph.json';
import fil from '../../locales/fil.json';
import vi from '../../locales/vi.json';
import type { LocalePacks } from './createI18n';

export const allLocalePacks: LocalePacks = { en, ms, th, ph, fil, vi };
