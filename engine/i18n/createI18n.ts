/**
 * i18next set-up. The shared strings of locales/<lang>.json are
 * the `common` namespace; en is the default and the fallback; a locale reads
 * its pack (vn the vi one, ph the fil one: `packOf`). Placeholders are written `{name}` (prefix '{', suffix '}'); the
 * shared files' `{{name}}` form is read as `{name}`. React escapes output,
 * so i18next does not. Initialised synchronously: works in server rendering.
 *
 * A page starts with the core part of the shared strings (engine/vite/locale-parts.ts):
 * en's is built in; a campaign adds the sections its widgets show, the top-up
 * pages theirs.
 */
import i18next from 'i18next';
import type { i18n as I18n, Resource } from 'i18next';
import type { Locale } from '../core/types';
import en from 'virtual:locales/en/core';
import { normalizePlaceholders } from './placeholders';
import { packOf, type Pack } from './resolveLocale';

export { normalizePlaceholders };

export const COMMON_NS = 'common';

/** Shared-string packs by pack name (vn reads vi, ph reads fil). en's core part, the fallback, is always there; an en pack given replaces it. */
export type LocalePacks = Partial<Record<Pack, unknown>>;

function commonPacks(packs: LocalePacks): Resource {
  return Object.fromEntries(
    Object.entries({ en, ...packs }).map(([lng, pack]) => [lng, { [COMMON_NS]: normalizePlaceholders(pack) as Record<string, unknown> }]),
  ) as Resource;
}

/**
 * A fresh, initialised i18next instance for `locale`. `extra` adds
 * namespaces (name -> flat strings) in that locale's pack; `packs` holds the
 * shared strings of the languages to offer besides en (load the page's own
 * core part with `loadLocalePack`, so a page downloads one language, not six).
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
    // A locale reading another pack falls back to it (ph to fil, vn to vi), then to en.
    fallbackLng: (code: string) => [packOf(code as Locale), 'en'],
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
