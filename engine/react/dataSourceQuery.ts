/**
 * react-query options of a declared data source. The page and `useData` build
 * the same options, so a source is fetched once and shared.
 */
import type { BindingScope } from '../core/bindings';
import { resolveValue } from '../core/bindings';
import { phaseAt } from '../core/phase';
import type { CampaignDefinition, DataSource, LoadedCampaign, Locale, Phase } from '../core/types';
import type { ApiError, HttpClient } from '../http';
import type { EngineEnv, EngineServices } from './EngineServices';
import { toLocale } from './hooks/useLocale';

/** How long a data source's answer counts as fresh when it declares no refresh period. */
export const DATA_STALE_MS = 30_000;

export function dataKeyPrefix(campaignId: string, source?: string): unknown[] {
  return source === undefined ? ['campaign', campaignId, 'data'] : ['campaign', campaignId, 'data', source];
}

export function dataSourceQuery(http: HttpClient, campaignId: string, name: string, source: DataSource, scope: BindingScope, phase: Phase) {
  const params = source.params ? (resolveValue(source.params, scope) as Record<string, unknown>) : undefined;
  const method = source.method ?? 'GET';
  return {
    queryKey: [...dataKeyPrefix(campaignId, name), method, source.path, params ?? null],
    queryFn: () => http.request<unknown>({ path: source.path, method, ...(params ? { params } : {}) }),
    enabled: !source.phases || source.phases.includes(phase),
    // An answer stays fresh for its refresh period (or 30 s): widgets mounting later, and hydration, reuse it.
    staleTime: source.refetchIntervalMs ?? DATA_STALE_MS,
    ...(source.refetchIntervalMs ? { refetchInterval: source.refetchIntervalMs } : {}),
  } as const;
}

export type DataQueryError = ApiError;

/** The binding scope a campaign's data sources and widgets start from (before `data` is added). */
export function campaignBaseScope(o: { phase: Phase; locale: Locale; state: Record<string, unknown>; definition: CampaignDefinition | undefined; env: EngineEnv }): BindingScope {
  return { phase: o.phase, locale: o.locale, state: o.state, period: o.definition?.period, user: o.env.user ?? {}, query: o.env.query };
}

/**
 * Starts the requests of a campaign's data sources that its current phase
 * fetches, before its page renders: the answers are on their way while the
 * page hydrates, and the page's queries (same keys) pick them up instead of
 * asking again. The page starts with empty local state, as here.
 */
export function prefetchCampaignData(services: Pick<EngineServices, 'http' | 'queryClient' | 'clock' | 'i18n' | 'env'>, campaign: LoadedCampaign): void {
  const definition = campaign.definition;
  const phase: Phase = definition.period ? phaseAt(definition.period, services.clock.now()) : 'running';
  const scope = campaignBaseScope({ phase, locale: toLocale(services.i18n.language), state: {}, definition, env: services.env });
  for (const [name, source] of Object.entries(definition.data ?? {})) {
    const options = dataSourceQuery(services.http, definition.id, name, source, scope, phase);
    // A failure is left to the page's query, which shows its error state and retries.
    if (options.enabled) void services.queryClient.prefetchQuery(options);
  }
}
