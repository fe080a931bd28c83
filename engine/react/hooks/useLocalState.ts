import { useCallback, useSyncExternalStore } from 'react';
import { usePageContext } from '../useEngineContext';
import { setStateKey } from '../pageStores';

/** Page-local state under `key`: the `state` binding root, shared with setState steps. */
export function useLocalState<T>(key: string): [T | undefined, (v: T) => void] {
  const { stores } = usePageContext();
  const read = () => stores.state.get()[key] as T | undefined;
  const value = useSyncExternalStore(stores.state.subscribe, read, read);
  const set = useCallback((v: T) => setStateKey(stores, key, v), [stores, key]);
  return [value, set];
}
