import { useCallback } from 'react';
import { useCampaign } from './useCampaign';
import { translate } from '../translate';
import { useI18n } from './useI18n';

export type TFunction = (key: string, values?: Record<string, unknown>) => string;

/** Translates a string key: campaign strings first, then the shared `common` strings. */
export function useT(): TFunction {
  const ns = useCampaign()?.definition.id;
  const i18n = useI18n();
  const lng = i18n.language;
  return useCallback((key: string, values?: Record<string, unknown>) => translate(i18n, ns, key, values), [i18n, ns, lng]); // eslint-disable-line react-hooks/exhaustive-deps
}
