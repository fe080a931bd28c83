import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../http';
import { dataSourceQuery } from '../dataSourceQuery';
import { useEngineContext, useScopeContext } from '../useEngineContext';
import { useCampaign } from './useCampaign';
import { usePhase } from './usePhase';

export interface DataResult<T> {
  data?: T;
  status: 'pending' | 'error' | 'success';
  error?: ApiError;
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
  const result: DataResult<T> = { status: q.status, refetch: () => void q.refetch() };
  if (q.data !== undefined) result.data = q.data as T;
  if (q.error) result.error = q.error;
  return result;
}
