/**
 * Page language: the `lang` query parameter, then the header
 * language, then en. Region suffixes are dropped ("vi-VN" -> vi); vn and ph are
 * kept (they read the vi and fil packs); Tagalog codes map to fil.
 */
import { LOCALES } from '../core/types';
import type { Locale } from '../core/types';

export const DEFAULT_LOCALE: Locale = 'en';

const ALIASES: Record<string, Locale> = { tl: 'fil', tgl: 'fil', msa: 'ms', may: 'ms', vie: 'vi', tha: 'th', eng: 'en' };

function toLocale(raw: string | undefined): Locale | undefined {
  if (!raw) return undefined;
  const code = raw.trim().toLowerCase().replace('_', '-');
  if (!code) return undefined;
  if ((LOCALES as readonly string[]).includes(code)) return code as Locale;
  const base = code.split('-')[0] ?? '';
  if ((LOCALES as readonly string[]).includes(base)) return base as Locale;
  return ALIASES[base];
}

export function resolveLocale(lang?: string, headerLanguage?: string): Locale {
  return toLocale(lang) ?? toLocale(headerLanguage) ?? DEFAULT_LOCALE;
}

/**
 * The one rule of language packs: vn reads the Vietnamese pack (vi) and ph the Filipino one (fil), the same
 * languages under the app's other codes. Every place that picks strings for a locale goes through it.
 */
const READS = { vn: 'vi', ph: 'fil' } as const satisfies Partial<Record<Locale, Locale>>;

/** A language pack: the strings of the locales that read it (fil: fil and ph). */
export type Pack = Exclude<Locale, keyof typeof READS>;

/** Every pack, en (the default and the fallback) first. */
export const PACKS: readonly Pack[] = LOCALES.filter((l): l is Pack => !(l in READS));

/** The pack a locale reads: vn reads vi, ph reads fil, the others their own. */
export function packOf(locale: Locale): Pack {
  return (READS as Partial<Record<Locale, Pack>>)[locale] ?? (locale as Pack);
}

/** The locales that read a pack, the pack itself first: fil -> [fil, ph]. */
export function localesOf(pack: Pack): Locale[] {
  return [pack, ...LOCALES.filter((l) => l !== pack && packOf(l) === pack)];
}

/** The page's `<html lang>` (BCP 47) for a locale: the language of its pack (vn is vi, ph is fil). */
export function htmlLangOf(locale: Locale): string {
  return packOf(locale);
}
