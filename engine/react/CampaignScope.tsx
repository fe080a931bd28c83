/**
 * Everything a campaign's widgets read, without rendering the page: the
 * campaign, its strings (i18next namespace = campaign id), page-local stores,
 * the declared data sources (fetched with react-query) and the binding scope.
 */
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import type { BindingScope } from '../core/bindings';
import type { LoadedCampaign } from '../core/types';
import type { ApiError } from '../http';
import { PageContext, ScopeContext, type PageContextValue, type ScopeContextValue, type SourceState } from './contexts';
import { dataSourceQuery } from './dataSourceQuery';
import { useLocale } from './hooks/useLocale';
import { usePhase } from './hooks/usePhase';
import { createPageStores } from './pageStores';
import { addCampaignStrings } from './translate';
import { useEngineContext, usePageContext } from './useEngineContext';

function RouterNavigate({ navigateRef }: { navigateRef: PageContextValue['routerNavigate'] }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigateRef.current = (to: string) => void navigate(to);
    return () => {
      navigateRef.current = undefined;
    };
  }, [navigate, navigateRef]);
  return null;
}

function CampaignData({ children }: { children?: ReactNode }) {
  const { services } = useEngineContext();
  const { campaign, stores } = usePageContext();
  const phase = usePhase();
  const locale = useLocale();
  const state = useSyncExternalStore(stores.state.subscribe, stores.state.get, stores.state.get);
  const def = campaign?.definition;
  const base = useMemo<BindingScope>(
    () => ({ phase, locale, state, period: def?.period, user: services.env.user ?? {}, query: services.env.query }),
    [phase, locale, state, def, services.env],
  );
  const entries = Object.entries(def?.data ?? {});
  const options = entries.map(([name, source]) => dataSourceQuery(services.http, def?.id ?? '', name, source, base, phase));
  const results = useQueries({ queries: options });

  const data: Record<string, unknown> = {};
  const sources: Record<string, SourceState> = {};
  entries.forEach(([name], i) => {
    const q = results[i];
    if (!q) return;
    data[name] = q.data;
    const status = q.status === 'pending' && !options[i]?.enabled ? 'success' : q.status;
    const s: SourceState = { status, refetch: () => void q.refetch() };
    if (q.error) s.error = q.error as ApiError;
    sources[name] = s;
  });
  const value: ScopeContextValue = { scope: { ...base, data }, sources };

  return <ScopeContext.Provider value={value}>{children}</ScopeContext.Provider>;
}

export function CampaignScope({ campaign, children }: { campaign: LoadedCampaign; children?: ReactNode }) {
  const { services } = useEngineContext();
  const [stores] = useState(createPageStores);
  const [routerNavigate] = useState<PageContextValue['routerNavigate']>(() => ({}));
  const inRouter = useInRouterContext();
  useMemo(() => addCampaignStrings(services.i18n, campaign.definition.id, campaign.strings), [services.i18n, campaign]);
  const page = useMemo<PageContextValue>(() => ({ campaign, stores, routerNavigate }), [campaign, stores, routerNavigate]);
  return (
    <PageContext.Provider value={page}>
      {inRouter ? <RouterNavigate navigateRef={routerNavigate} /> : null}
      <CampaignData>{children}</CampaignData>
    </PageContext.Provider>
  );
}
