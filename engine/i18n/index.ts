export { createI18n, normalizePlaceholders, COMMON_NS } from './createI18n';
export { StringTable, type I18n } from './stringTable';
export { resolveLocale, packOf, localesOf, htmlLangOf, DEFAULT_LOCALE, PACKS } from './resolveLocale';
export type { Pack } from './resolveLocale';
export type { LocalePacks } from './createI18n';
export { loadLocalePack } from './loadLocalePack';
