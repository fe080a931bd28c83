import type { i18n as I18n } from 'i18next';
import en from '../locales/en.json';
import type { FallbackText } from './GlobalErrorBoundary';

/** The global error screen's text in the page language. */
export function fallbackTextFrom(i18n: I18n): FallbackText {
  return {
    title: i18n.t('shell.error.title'),
    body: i18n.t('shell.error.generic'),
    reload: i18n.t('shell.reload'),
  };
}

/** Used when start-up itself failed (no i18n yet): the en pack, the fallback language. */
export function startupFallbackText(): FallbackText {
  return { title: en.shell.error.title, body: en.shell.error.generic, reload: en.shell.reload };
}
