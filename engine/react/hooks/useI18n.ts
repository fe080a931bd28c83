import { useCallback, useSyncExternalStore } from 'react';
import type { I18n } from '../../i18n/stringTable';
import { useEngineContext } from '../useEngineContext';

/** The page's strings (engine/i18n/stringTable.ts); the component renders again when the page language changes. */
export function useI18n(): I18n {
  const { i18n } = useEngineContext().services;
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = () => i18n.language;
  useSyncExternalStore(subscribe, language, language);
  return i18n;
}
