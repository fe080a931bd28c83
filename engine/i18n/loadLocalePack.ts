/**
 * The core part of one language's shared strings (engine/vite/locale-parts.ts),
 * loaded on demand so a page downloads only its own language (en, the
 * fallback, is part of createI18n).
 */
import type { Locale } from '../core/types';
import type { LocalePacks } from './createI18n';
import { packOf, type Pack } from './resolveLocale';

const LOADERS: Record<Exclude<Pack, 'en'>, () => Promise<{ default: unknown }>> = {
  ms: () => import('virtual:locales/ms/core'),
  th: () => import('virtual:locales/th/core'),
  fil: () => import('virtual:locales/fil/core'),
  vi: () => import('virtual:locales/vi/core'),
};

/** The packs `createI18n` needs for `locale`; en alone when loading fails (the page still shows, in English). */
export async function loadLocalePack(locale: Locale): Promise<LocalePacks> {
  const pack = packOf(locale);
  if (pack === 'en') return {};
  try {
    return { [pack]: (await LOADERS[pack]()).default };
  } catch (err) {
    console.warn(`[i18n] the ${pack} strings could not be loaded; showing English`, err);
    return {};
  }
}
