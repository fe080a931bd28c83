import { useT } from '@engine/react/hooks/useT';

/** Translates shared (locales/) keys such as `shell.notFound.title`; placeholders as `{{name}}`. */
export function useShellT(): (key: string, values?: Record<string, unknown>) => string {
  return useT();
}
