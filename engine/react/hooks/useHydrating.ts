import { useSyncExternalStore } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { holdsUntilInteractive, whenInteractive } from '../pageInteractive';

/** Tells `useHydrating` readers once the page is interactive (at once when nothing is held back). */
const subscribe = (changed: () => void): (() => void) => {
  let on = true;
  void whenInteractive().then(() => {
    if (on) changed();
  });
  return () => {
    on = false;
  };
};

/**
 * True while the component renders on the server or hydrates a prerendered
 * page, and on such a page until it is interactive (`pageInteractive()`,
 * engine/react/pageInteractive.ts); false once it renders on the client. A
 * component that hydrates with state the prerender could not have (answers
 * that came in before hydration) shows what the HTML shows first, then
 * re-renders with it. That re-render comes when the app marks the page
 * interactive, in a task after the one that hydrates it: React renders a
 * store's change at once, so checking the store as hydration ends (a client
 * snapshot other than the server's) would have added it to that task, the
 * last before a tap can run.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribe, holdsUntilInteractive, () => true);
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
