/** How the top-up pages name a country. */
import type { Locale } from '@engine/core/types';
import { htmlLangOf } from '@engine/i18n/resolveLocale';

const regionNames = new Map<string, Intl.DisplayNames | undefined>();

/** A country or region's name in the page language ("Malaysia" in ms), else the server's name. */
export function regionName(code: string, locale: Locale, fallback: string): string {
  const lang = htmlLangOf(locale);
  if (!regionNames.has(lang)) {
    try {
      regionNames.set(lang, new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'none' }));
    } catch {
      regionNames.set(lang, undefined);
    }
  }
  try {
    return regionNames.get(lang)?.of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}
