import { useContext } from 'react';
import { EngineContext, PageContext, ScopeContext, type EngineContextValue, type PageContextValue, type ScopeContextValue } from './contexts';

/** The engine context; throws a clear error outside <EngineProvider>. */
export function useEngineContext(): EngineContextValue {
  const ctx = useContext(EngineContext);
  if (!ctx) throw new Error('Engine hooks must be used inside <EngineProvider> (tests: renderWithEngine from testing/engine).');
  return ctx;
}

/** The page context (the provider's default page outside a campaign). */
export function usePageContext(): PageContextValue {
  const ctx = useContext(PageContext);
  if (!ctx) throw new Error('Engine hooks must be used inside <EngineProvider>.');
  return ctx;
}

const EMPTY_SCOPE: ScopeContextValue = { scope: {}, sources: {} };

/** The binding scope of the current campaign (empty outside one). */
export function useScopeContext(): ScopeContextValue {
  return useContext(ScopeContext) ?? EMPTY_SCOPE;
}
