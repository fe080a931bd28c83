/**
 * React contexts of the runtime. Engine-wide: services and host stores (toast,
 * confirm). Page-wide: the campaign, its local stores and the binding scope.
 */
import { createContext } from 'react';
import type { BindingScope } from '../core/bindings';
import type { LoadedCampaign } from '../core/types';
import type { ApiError } from '../http';
import type { EngineServices } from './EngineServices';
import type { HostStores } from './hostStores';
import type { PageStores } from './pageStores';

export interface EngineContextValue {
  services: EngineServices;
  host: HostStores;
}

export const EngineContext = /* @__PURE__ */ createContext<EngineContextValue | null>(null);

export interface PageContextValue {
  campaign?: LoadedCampaign;
  stores: PageStores;
  /** In-app navigation of the shell around the page (see InAppNavigateContext). */
  routerNavigate: { current?: (to: string) => void };
}

export const PageContext = /* @__PURE__ */ createContext<PageContextValue | null>(null);

/**
 * In-app navigation offered by the shell around a page (a path under the
 * app's base, e.g. `/slot-machine/rapid-ranking`). Without it, `navigate`
 * steps fall back to `services.navigate` (a full page load).
 */
export const InAppNavigateContext = /* @__PURE__ */ createContext<((to: string) => void) | undefined>(undefined);

/**
 * The query of the location a page is shown at (services.env.query is the
 * query the app was opened with). Given by the shell around the pages, so
 * after navigating inside the app a page reads its own query.
 */
export const PageQueryContext = /* @__PURE__ */ createContext<Readonly<Record<string, string>> | undefined>(undefined);

export type SourceStatus = 'pending' | 'error' | 'success';

export interface SourceState {
  status: SourceStatus;
  error?: ApiError;
  refetch(): void;
}

export interface ScopeContextValue {
  /** Binding scope without `now` and `item` (those are read per node). */
  scope: BindingScope;
  sources: Record<string, SourceState>;
}

export const ScopeContext = /* @__PURE__ */ createContext<ScopeContextValue | null>(null);

/** The current list item (the `item` binding root) for nodes rendered per row. */
export const ItemContext = /* @__PURE__ */ createContext<unknown>(undefined);
