/**
 * String lookup for widgets: a key is looked up in the campaign's namespace
 * (the campaign id), then in the shared `common` namespace
 * (the locales/ files and the widgets' strings). `common:<key>` goes straight to the shared strings.
 * Placeholders are written `{name}` (campaign strings) or `{{name}}`.
 */
import type { CampaignStrings, LoadedCampaign, Locale } from '../core/types';
import { COMMON_NS, fillPlaceholders, type I18n } from '../i18n/stringTable';
import { packOf } from '../i18n/resolveLocale';
import { formatThousands } from '../utils/format';

const COMMON_PREFIX = `${COMMON_NS}:`;

/**
 * Fills a text's placeholders. A number is written with comma thousands separators (1658015 -> "1,658,015"), on
 * every language; a value that is a code rather than an amount (an id, a round) is passed as a string.
 */
export function interpolate(text: string, values?: Record<string, unknown>): string {
  return fillPlaceholders(text, values, formatThousands);
}

function lookup(i18n: I18n, ns: string, key: string, values?: Record<string, unknown>): string | undefined {
  // With a number (count), its plural form for the language (key_one, key_other...); a string with plural forms
  // read without one reads its `other` form rather than its key.
  const raw = values && typeof values.count === 'number' ? i18n.lookupIn(ns, key, values.count) : (i18n.lookupIn(ns, key) ?? i18n.lookupIn(ns, `${key}_other`));
  return raw === undefined ? undefined : interpolate(raw, values);
}

/** Resolves a key; an unknown key is shown as given (a server message passes through unchanged). */
export function translate(i18n: I18n, campaignNs: string | undefined, key: string, values?: Record<string, unknown>): string {
  if (key.startsWith(COMMON_PREFIX)) return lookup(i18n, COMMON_NS, key.slice(COMMON_PREFIX.length), values) ?? key;
  if (campaignNs) {
    const own = lookup(i18n, campaignNs, key, values);
    if (own !== undefined) return own;
  }
  return lookup(i18n, COMMON_NS, key, values) ?? interpolate(key, values);
}

/** The language holding a locale's strings: its pack (vn reads vi, ph reads fil). */
export function languageOf(locale: Locale): string {
  return packOf(locale);
}

/**
 * Adds a campaign's strings under the campaign's namespace, and the shared strings its widgets
 * show (`common`, sections of locales/) to the shared namespace, keeping those already there (idempotent).
 */
export function addCampaignStrings(i18n: I18n, ns: string, strings: CampaignStrings, common: LoadedCampaign['common'] = {}): void {
  for (const [locale, table] of Object.entries(strings)) {
    if (!table) continue;
    if (languageOf(locale as Locale) !== locale && strings[languageOf(locale as Locale) as Locale]) continue;
    i18n.addResourceBundle(languageOf(locale as Locale), ns, table, true, true);
  }
  for (const [locale, table] of Object.entries(common)) {
    if (!table) continue;
    if (languageOf(locale as Locale) !== locale && common[languageOf(locale as Locale) as Locale]) continue;
    i18n.addResourceBundle(languageOf(locale as Locale), COMMON_NS, table, true, false);
  }
}
