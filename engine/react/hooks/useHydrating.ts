import { useSyncExternalStore } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

const never = (): (() => void) => () => undefined;

/**
 * True while the component renders on the server or hydrates a prerendered
 * page, false once it renders on the client. A component that hydrates with
 * state the prerender could not have (answers that came in before
 * hydration) shows what the HTML shows first, then re-renders with it.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}

/**
 * A react-query result as it is shown: while a prerendered page hydrates, an
 * answer that already came in (the page's requests start before hydration)
 * reads as pending, as in the HTML; it renders right after.
 */
export function shownWhileHydrating<T, E>(q: UseQueryResult<T, E>, hydrating: boolean): UseQueryResult<T, E> {
  if (!hydrating || q.status === 'pending') return q;
  return {
    ...q,
    data: undefined,
    error: null,
    status: 'pending',
    isPending: true,
    isLoading: q.isFetching,
    isSuccess: false,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    isPlaceholderData: false,
    isFetched: false,
    isFetchedAfterMount: false,
    dataUpdatedAt: 0,
  } as UseQueryResult<T, E>;
}
