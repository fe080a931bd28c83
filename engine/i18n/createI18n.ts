/**
 * The page's strings (./stringTable.ts). The shared strings of locales/<lang>.json are
 * the `common` namespace; en is the default and the fallback; a locale reads
 * its pack (vn the vi one, ph the fil one: `packOf`). Placeholders are written `{name}`; the
 * shared files' `{{name}}` form is read as `{name}`. Built synchronously: works in server rendering.
 *
 * A page starts with the core part of the shared strings (engine/vite/locale-parts.ts):
 * en's is built in; a campaign adds the sections its widgets show, the top-up
 * pages theirs.
 */
import type { Locale } from '../core/types';
import en from 'virtual:locales/en/core';
import { normalizePlaceholders } from './placeholders';
import { packOf, type Pack } from './resolveLocale';
import { COMMON_NS, StringTable, type I18n } from './stringTable';

export { normalizePlaceholders, COMMON_NS, type I18n };

/** Shared-string packs by pack name (vn reads vi, ph reads fil). en's core part, the fallback, is always there; an en pack given replaces it. */
export type LocalePacks = Partial<Record<Pack, unknown>>;

/**
 * The strings for `locale`. `extra` adds
 * namespaces (name -> flat strings) in that locale's pack; `packs` holds the
 * shared strings of the languages to offer besides en (load the page's own
 * core part with `loadLocalePack`, so a page downloads one language, not six).
 */
export function createI18n(locale: Locale, extra: Record<string, Record<string, string>> = {}, packs: LocalePacks = {}): I18n {
  const strings = new StringTable(locale);
  for (const [lng, pack] of Object.entries({ en, ...packs })) strings.addResourceBundle(lng, COMMON_NS, normalizePlaceholders(pack) as Record<string, unknown>);
  for (const [ns, table] of Object.entries(extra)) strings.addResourceBundle(packOf(locale), ns, normalizePlaceholders(table));
  return strings;
}
