import { useDeferredValue, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../http';
import { dataSourceQuery } from '../dataSourceQuery';
import { useEngineContext, useScopeContext } from '../useEngineContext';
import { useCampaign } from './useCampaign';
import { useFirstDataMark } from './useFirstDataMark';
import { shownWhileHydrating, useHydrating } from './useHydrating';
import { usePhase } from './usePhase';

export interface DataResult<T> {
  data?: T;
  status: 'pending' | 'error' | 'success';
  error?: ApiError;
  /** True while a newer answer is on its way or not rendered yet: what is shown may be about to change. */
  updating: boolean;
  refetch(): void;
}

const NO_SOURCE = { path: '', phases: [] };

/** The content of a data source declared under the campaign's `data:` (shared with the page's fetch). */
export function useData<T>(source: string): DataResult<T> {
  const { services } = useEngineContext();
  const campaign = useCampaign();
  const phase = usePhase();
  const { scope } = useScopeContext();
  const declared = campaign?.definition.data?.[source];
  const options = dataSourceQuery(services.http, campaign?.definition.id ?? '', source, declared ?? NO_SOURCE, scope, phase);
  const q = useQuery<unknown, ApiError>({ ...options, enabled: declared !== undefined && options.enabled });
  // An answer arrives through react-query's store, which React renders synchronously; the widget's re-render
  // with it (30 ranking rows, say) is deferred so that it runs in short slices.
  const shown = shownWhileHydrating(q, useHydrating());
  const current = useMemo(() => ({ status: shown.status, data: shown.data, error: shown.error }), [shown.status, shown.data, shown.error]);
  const snapshot = useDeferredValue(current);
  useFirstDataMark(snapshot.status === 'success');
  const result: DataResult<T> = { status: snapshot.status, updating: snapshot !== current || q.isFetching, refetch: () => void q.refetch() };
  if (snapshot.data !== undefined) result.data = snapshot.data as T;
  if (snapshot.error) result.error = snapshot.error;
  return result;
}
