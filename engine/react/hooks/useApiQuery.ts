import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ApiError, ApiRequest } from '../../http';
import { useEngineContext } from '../useEngineContext';

/** A read through the engine http client, cached by react-query. */
export function useApiQuery<T>(req: ApiRequest, opts?: { enabled?: boolean; refetchIntervalMs?: number; key?: unknown[] }): UseQueryResult<T, ApiError> {
  const { http } = useEngineContext().services;
  return useQuery<T, ApiError>({
    queryKey: opts?.key ?? ['api', req.method ?? 'GET', req.path, req.params ?? null, req.body ?? null],
    queryFn: () => http.request<T>(req),
    enabled: opts?.enabled ?? true,
    ...(opts?.refetchIntervalMs ? { refetchInterval: opts.refetchIntervalMs } : {}),
  });
}
