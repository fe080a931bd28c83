/** Every shared-string pack at once, in full (en too, every widget's strings too): for tests and Storybook, where size does not matter. */
import en from 'virtual:locales/en/all';
import ms from 'virtual:locales/ms/all';
import th from 'virtual:locales/th/all';
import fil from 'virtual:locales/fil/all';
import vi from 'virtual:locales/vi/all';
import type { LocalePacks } from './createI18n';

export const allLocalePacks: LocalePacks = { en, ms, th, fil, vi };
