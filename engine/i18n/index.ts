export { createI18n, normalizePlaceholders, COMMON_NS } from './createI18n';
export { resolveLocale, packOf, htmlLangOf, DEFAULT_LOCALE } from './resolveLocale';
export type { LocalePacks } from './createI18n';
export { loadLocalePack } from './loadLocalePack';
