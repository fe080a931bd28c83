/**
 * Page language (P§9, E§1): the `lang` query parameter, then the header
 * language, then en. Region suffixes are dropped ("vi-VN" -> vi); vn is kept
 * (it reads the vi pack); Tagalog codes map to fil.
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

/** The pack a locale reads: vn shares the Vietnamese pack. */
export function packOf(locale: Locale): Exclude<Locale, 'vn'> {
  return locale === 'vn' ? 'vi' : locale;
}

/** The page's `<html lang>` (BCP 47) for a locale: vn is Vietnamese (vi), ph is Filipino (fil). */
export function htmlLangOf(locale: Locale): string {
  if (locale === 'ph') return 'fil';
  return packOf(locale);
}
