/**
 * Everything a campaign's widgets read, without rendering the page: the
 * campaign, its strings (namespace = campaign id), page-local stores,
 * the declared data sources (fetched with react-query) and the binding scope
 * (inside a hub's tab, with what the hub shares: `hub`).
 */
import { useContext, useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { BindingScope } from '../core/bindings';
import { serverPeriod } from '../core/server-period';
import type { LoadedCampaign, Period } from '../core/types';
import type { ApiError } from '../http';
import { InAppNavigateContext, PageContext, ScopeContext, type PageContextValue, type ScopeContextValue, type SourceState } from './contexts';
import { campaignBaseScope, dataSourceQuery } from './dataSourceQuery';
import { HubContext } from './hubContext';
import { shownWhileHydrating, useHydrating } from './hooks/useHydrating';
import { useLocale } from './hooks/useLocale';
import { usePageEnv } from './hooks/usePageEnv';
import { usePeriodPhase } from './hooks/usePhase';
import { keptPage, useKeptScroll } from './keptPage';
import { createPageStores } from './pageStores';
import { registerCampaignWidgets } from './render/widgetComponent';
import { addCampaignStrings } from './translate';
import { useEngineContext, usePageContext } from './useEngineContext';

/** Hands the shell's in-app navigation to the page's actions. */
function useInAppNavigate(navigateRef: PageContextValue['routerNavigate']): void {
  const navigate = useContext(InAppNavigateContext);
  useEffect(() => {
    navigateRef.current = navigate;
    return () => {
      navigateRef.current = undefined;
    };
  }, [navigate, navigateRef]);
}

/** The declared period, or the event's window as the server answered it (the same object while it stays the same). */
function useServerPeriod(declared: Period | undefined, answer: unknown): Period | undefined {
  const window = declared && serverPeriod(declared, answer);
  const key = window ? `${window.preheat ?? ''}|${window.start}|${window.end}` : '';
  return useMemo(() => window ?? declared, [key, declared]); // eslint-disable-line react-hooks/exhaustive-deps
}

function CampaignData({ children }: { children?: ReactNode }) {
  const { services } = useEngineContext();
  const { campaign, stores } = usePageContext();
  const declaredPhase = usePeriodPhase(campaign?.definition.period);
  const locale = useLocale();
  const state = useSyncExternalStore(stores.state.subscribe, stores.state.get, stores.state.get);
  const def = campaign?.definition;
  const env = usePageEnv();
  const hub = useContext(HubContext);
  const base = useMemo<BindingScope>(() => campaignBaseScope({ phase: declaredPhase, locale, state, definition: def, env, hub }), [declaredPhase, locale, state, def, env, hub]);
  const entries = Object.entries(def?.data ?? {});
  const options = entries.map(([name, source]) => dataSourceQuery(services.http, def?.id ?? '', name, source, base, declaredPhase));
  // Answers arrive through react-query's store, which React renders synchronously; deferring them lets the
  // page's re-render with new data (a 30-row ranking, say) run in short slices that keep the page responsive.
  // A prerendered page shows no data: while it hydrates, answers that already came in (the requests start
  // before hydration) wait, so the markup matches; they render right after.
  const hydrating = useHydrating();
  const live = useQueries({ queries: options });
  const results = useDeferredValue(hydrating ? live.map((q) => shownWhileHydrating(q, true)) : live);

  // The same data and sources while the answers are the same: a render that changes nothing the page reads (the
  // first one after hydration among them) gives the page no new context value, so the parts of the page still
  // waiting for their code keep their prerendered HTML.
  // Which sources ask now ('1') and which wait for their phase ('0'): a source that waits reads as answered.
  const asking = options.map((o) => (o.enabled ? '1' : '0')).join('');
  // What the answers are, whichever objects carry them: the switch from the hydrating view to the live one changes
  // nothing on a page whose answers are not in yet, or that has none.
  const shown = results.map((q) => `${q.status}:${q.dataUpdatedAt}:${q.errorUpdatedAt}`).join('|');
  const { data, sources } = useMemo(() => {
    const data: Record<string, unknown> = {};
    const sources: Record<string, SourceState> = {};
    entries.forEach(([name], i) => {
      const q = results[i];
      if (!q) return;
      data[name] = q.data;
      const status = q.status === 'pending' && asking[i] !== '1' ? 'success' : q.status;
      const s: SourceState = { status, refetch: () => void q.refetch() };
      if (q.error) s.error = q.error as ApiError;
      sources[name] = s;
    });
    return { data, sources };
  }, [shown, asking]); // eslint-disable-line react-hooks/exhaustive-deps
  const phase = usePeriodPhase(useServerPeriod(def?.period, def?.period.from === undefined ? undefined : data[def.period.from]));
  const value = useMemo<ScopeContextValue>(() => ({ scope: { ...base, phase, data }, sources }), [base, phase, data, sources]);

  return <ScopeContext.Provider value={value}>{children}</ScopeContext.Provider>;
}

export function CampaignScope({ campaign, children }: { campaign: LoadedCampaign; children?: ReactNode }) {
  const { services } = useEngineContext();
  // A kept-alive page finds its state (and scroll position) again when it is mounted anew in the same app.
  const [kept] = useState(() => (campaign.definition.keepAlive ? keptPage(services, campaign.definition.id) : undefined));
  const [stores] = useState(() => kept?.stores ?? createPageStores());
  useKeptScroll(kept);
  const [routerNavigate] = useState<PageContextValue['routerNavigate']>(() => ({}));
  useInAppNavigate(routerNavigate);
  useMemo(() => addCampaignStrings(services.i18n, campaign.definition.id, campaign.strings, campaign.common), [services.i18n, campaign]);
  // The widgets the campaign brings, with the components of its page. Only adds types and components
  // (idempotent), so doing it during render is safe; it must happen before a WidgetNode or a widget-offered
  // step reads the registry.
  useMemo(() => registerCampaignWidgets(services.registry, campaign), [services.registry, campaign]);
  const page = useMemo<PageContextValue>(() => ({ campaign, stores, routerNavigate }), [campaign, stores, routerNavigate]);
  return (
    <PageContext.Provider value={page}>
      <CampaignData>{children}</CampaignData>
    </PageContext.Provider>
  );
}
