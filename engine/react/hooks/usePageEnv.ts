import { useContext, useMemo } from 'react';
import { PageQueryContext } from '../contexts';
import type { EngineEnv } from '../EngineServices';
import { useEngineContext } from '../useEngineContext';

/** The page's environment: the app's, with the query of the location the page is shown at. */
export function usePageEnv(): EngineEnv {
  const { env } = useEngineContext().services;
  const query = useContext(PageQueryContext);
  return useMemo(() => (query && query !== env.query ? { ...env, query } : env), [env, query]);
}
