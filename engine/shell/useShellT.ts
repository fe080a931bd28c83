import { useCallback } from 'react';
import { useEngineServices } from '../react';

/** Translates shared (locales/) keys such as `shell.notFound.title` with the engine's i18n. */
export function useShellT(): (key: string, values?: Record<string, unknown>) => string {
  const { i18n } = useEngineServices();
  return useCallback((key: string, values?: Record<string, unknown>) => i18n.t(key, values ?? {}) as string, [i18n]);
}
