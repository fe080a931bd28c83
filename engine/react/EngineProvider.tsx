/**
 * Root provider of the runtime: holds the injected services, the react-query
 * client and the page's strings, and hosts the toast and the confirm dialog.
 * Nothing here reads window, document or storage during render.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { EngineContext, PageContext, type EngineContextValue, type PageContextValue } from './contexts';
import type { EngineServices } from './EngineServices';
import { createHostStores } from './hostStores';
import { createPageStores } from './pageStores';
import { ToastHost } from './actions/ToastHost';
import { ConfirmHost } from './actions/ConfirmHost';

export interface EngineProviderProps {
  services: EngineServices;
  children?: ReactNode;
}

export function EngineProvider({ services, children }: EngineProviderProps) {
  const [host] = useState(createHostStores);
  const [page] = useState<PageContextValue>(() => ({ stores: createPageStores(), routerNavigate: {} }));
  const value = useMemo<EngineContextValue>(() => ({ services, host }), [services, host]);
  return (
    <EngineContext.Provider value={value}>
      <QueryClientProvider client={services.queryClient}>
        <PageContext.Provider value={page}>
          {children}
          <ToastHost />
          <ConfirmHost />
        </PageContext.Provider>
      </QueryClientProvider>
    </EngineContext.Provider>
  );
}
