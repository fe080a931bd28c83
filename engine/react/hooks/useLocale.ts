import { LOCALES, type Locale } from '../../core/types';
import { useI18n } from './useI18n';

export function toLocale(lng: string | undefined): Locale {
  const code = (lng ?? '').toLowerCase();
  return (LOCALES as readonly string[]).includes(code) ? (code as Locale) : 'en';
}

/** The page language (en when the strings' language is not one of ours). */
export function useLocale(): Locale {
  return toLocale(useI18n().language);
}
