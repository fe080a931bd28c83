import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../core/types';

export function toLocale(lng: string | undefined): Locale {
  const code = (lng ?? '').toLowerCase();
  return (LOCALES as readonly string[]).includes(code) ? (code as Locale) : 'en';
}

/** The page language (en when the i18next language is not one of ours). */
export function useLocale(): Locale {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  return toLocale(i18n.language);
}
