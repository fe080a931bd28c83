/**
 * i18next set-up (P§9, E§1). The shared strings of locales/<lang>.json are
 * the `common` namespace; en is the default and the fallback; vn reads the vi
 * pack. Placeholders are written `{name}` (prefix '{', suffix '}'); the
 * shared files' `{{name}}` form is read as `{name}`. React escapes output,
 * so i18next does not. Initialised synchronously: works in server rendering.
 */
import i18next from 'i18next';
import type { i18n as I18n, Resource } from 'i18next';
import type { Locale } from '../core/types';
import en from '../../locales/en.json';
import { packOf } from './resolveLocale';

export const COMMON_NS = 'common';

/** Shared-string packs by pack name (vn reads vi). en, the fallback, is always there. */
export type LocalePacks = Partial<Record<Exclude<Locale, 'vn'>, unknown>>;

/** Rewrites `{{ name }}` placeholders to `{name}`, deeply. */
export function normalizePlaceholders<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, '{$1}') as T;
  if (Array.isArray(value)) return value.map(normalizePlaceholders) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalizePlaceholders(v)])) as T;
  }
  return value;
}

function commonPacks(packs: LocalePacks): Resource {
  return Object.fromEntries(
    Object.entries({ ...packs, en }).map(([lng, pack]) => [lng, { [COMMON_NS]: normalizePlaceholders(pack) as Record<string, unknown> }]),
  ) as Resource;
}

/**
 * A fresh, initialised i18next instance for `locale`. `extra` adds
 * namespaces (name -> flat strings) in that locale's pack; `packs` holds the
 * shared strings of the languages to offer besides en (load the page's own
 * with `loadLocalePack`, so a page downloads one language, not six).
 */
export function createI18n(locale: Locale, extra: Record<string, Record<string, string>> = {}, packs: LocalePacks = {}): I18n {
  const resources: Resource = {};
  for (const [lng, namespaces] of Object.entries(commonPacks(packs))) resources[lng] = { ...namespaces };
  const pack = packOf(locale);
  for (const [ns, strings] of Object.entries(extra)) {
    resources[pack] = { ...resources[pack], [ns]: normalizePlaceholders(strings) };
  }
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: { vn: ['vi', 'en'], default: ['en'] },
    supportedLngs: false,
    resources,
    ns: [COMMON_NS, ...Object.keys(extra)],
    defaultNS: COMMON_NS,
    fallbackNS: COMMON_NS,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
