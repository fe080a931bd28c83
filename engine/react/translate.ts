/**
 * String lookup for widgets: a key is looked up in the campaign's namespace
 * (i18next namespace = campaign id), then in the shared `common` namespace
 * (the locales/ files and the widgets' strings). `common:<key>` goes straight to the shared strings.
 * Placeholders are written `{name}` (campaign strings) or `{{name}}`.
 */
import type { i18n as I18n } from 'i18next';
import type { CampaignStrings, LoadedCampaign, Locale } from '../core/types';
import { packOf } from '../i18n/resolveLocale';
import { formatThousands } from '../utils/format';

export const COMMON_NS = 'common';
const COMMON_PREFIX = `${COMMON_NS}:`;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}|\{\s*([\w.]+)\s*\}/g;

/**
 * Fills a text's placeholders. A number is written with comma thousands separators (1658015 -> "1,658,015"), on
 * every language; a value that is a code rather than an amount (an id, a round) is passed as a string.
 */
export function interpolate(text: string, values?: Record<string, unknown>): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, a: string | undefined, b: string | undefined) => {
    const name = a ?? b ?? '';
    if (!Object.prototype.hasOwnProperty.call(values, name)) return whole;
    const v = values[name];
    if (typeof v === 'number') return formatThousands(v);
    return v === undefined || v === null ? '' : String(v);
  });
}

function lookup(i18n: I18n, ns: string, key: string, values?: Record<string, unknown>): string | undefined {
  if (values && typeof values.count === 'number') {
    // Plural forms (key_one, key_other...) are chosen by i18next for the language.
    const opts = { ns, count: values.count };
    if (!i18n.exists(key, opts)) return undefined;
    const raw = i18n.t(key, { ...opts, skipInterpolation: true, returnObjects: false });
    return typeof raw === 'string' ? interpolate(raw, values) : undefined;
  }
  // A plain string is read straight from the store, language then fallback languages: the same text as
  // i18next's t() without interpolation, at a fraction of the cost (pages look up hundreds of strings).
  // A string with plural forms read without a number (count) reads its `other` form rather than its key.
  for (const k of [key, `${key}_other`]) {
    for (const lng of i18n.languages ?? [i18n.language]) {
      const raw: unknown = i18n.getResource(lng, ns, k);
      if (typeof raw === 'string') return interpolate(raw, values);
    }
  }
  return undefined;
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

/** The i18next language code holding a locale's strings: its pack (vn reads vi, ph reads fil). */
export function languageOf(locale: Locale): string {
  return packOf(locale);
}

/**
 * Adds a campaign's strings to i18next under the campaign's namespace, and the shared strings its widgets
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
