import { useCallback } from 'react';
import { useEngineContext } from '../useEngineContext';
import { useCampaign } from './useCampaign';

export type ShowToast = (textOrKey: string, opts?: { values?: Record<string, unknown>; durationMs?: number }) => void;

/** Shows a toast (a string key or a server message), 2000 ms by default, one at a time. */
export function useToast(): ShowToast {
  const { host } = useEngineContext();
  const ns = useCampaign()?.definition.id;
  return useCallback<ShowToast>((text, opts) => host.showToast(text, { ...opts, ...(ns ? { ns } : {}) }), [host, ns]);
}
