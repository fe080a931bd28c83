import { useDeferredValue } from 'react';
import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ApiError, ApiRequest, HttpClient } from '../../http';
import { useEngineContext } from '../useEngineContext';
import { useFirstDataMark } from './useFirstDataMark';
import { shownWhileHydrating, useHydrating } from './useHydrating';

export interface ApiQueryOptions<T = unknown> {
  enabled?: boolean;
  refetchIntervalMs?: number;
  key?: unknown[];
  /** How long an answer counts as fresh (default API_FRESH_MS). */
  staleTimeMs?: number;
  /**
   * Reads the answer into the shape the page uses; throwing (an ApiError of kind 'empty' for an answer that cannot be
   * used) makes the read fail like a failed call: the page shows its error state with Retry. Such a read has its
   * own cache entry (an unread answer of the same request never stands in for it).
   */
  parse?: (answer: unknown) => T;
}

/**
 * An answer younger than this is not asked again when a widget mounts: the page's prefetch (started before
 * hydration) and the widget share one request. Kept short: a game's state moves on.
 */
export const API_FRESH_MS = 5_000;

/** react-query options of a read through the engine http client (shared by `useApiQuery` and the page's prefetch). */
export function apiQueryOptions<T>(http: HttpClient, req: ApiRequest, opts?: ApiQueryOptions<T>) {
  const parse = opts?.parse;
  return {
    queryKey: opts?.key ?? ['api', req.method ?? 'GET', req.path, req.params ?? null, req.body ?? null, ...(parse ? ['parsed'] : [])],
    queryFn: parse ? async () => parse(await http.request<unknown>(req)) : () => http.request<T>(req),
    enabled: opts?.enabled ?? true,
    staleTime: opts?.staleTimeMs ?? API_FRESH_MS,
    ...(opts?.refetchIntervalMs ? { refetchInterval: opts.refetchIntervalMs } : {}),
  };
}

/**
 * A read through the engine http client, cached by react-query. While a
 * prerendered page hydrates, an answer that already came in (the page's
 * prefetch, see WidgetDefinition.requests) shows as pending, as in the HTML;
 * it renders right after.
 */
export function useApiQuery<T>(req: ApiRequest, opts?: ApiQueryOptions<T>): UseQueryResult<T, ApiError> {
  const { http } = useEngineContext().services;
  const query = useQuery<T, ApiError>(apiQueryOptions<T>(http, req, opts));
  const hydrating = useHydrating();
  // Answers arrive through react-query's store, which React renders synchronously; as in useData, the widget's
  // re-render with one (a game board, say) is deferred so that it runs in short slices.
  const shown = useDeferredValue(shownWhileHydrating(query, hydrating));
  useFirstDataMark(shown.status === 'success');
  return shown;
}

/**
 * Marks every read of these API paths (whatever its parameters) as stale and reads the shown ones again: after a
 * write that changes what they answer (a draw adds to the records). Reads not shown now are read when they show.
 */
export async function refreshApiReads(queryClient: QueryClient, paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: ['api', 'GET', path] })));
}
