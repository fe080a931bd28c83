import type { I18n } from '@engine/i18n';
import type { FallbackText } from './GlobalErrorBoundary';

/** The global error screen's text in the page language. */
export function fallbackTextFrom(i18n: I18n): FallbackText {
  return {
    title: i18n.t('shell.error.title'),
    body: i18n.t('shell.error.generic'),
    reload: i18n.t('shell.reload'),
  };
}

