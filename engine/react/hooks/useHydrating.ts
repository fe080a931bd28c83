import { useSyncExternalStore } from 'react';

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
