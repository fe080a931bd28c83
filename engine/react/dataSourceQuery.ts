/**
 * react-query options of a declared data source. The page and `useData` build
 * the same options, so a source is fetched once and shared.
 */
import type { BindingScope } from '../core/bindings';
import { resolveValue } from '../core/bindings';
import type { CampaignDefinition, DataSource, Locale, Phase } from '../core/types';
import type { ApiError, HttpClient } from '../http';
import { withoutForeignUrls } from '../security/urlValues';
import type { EngineEnv } from './EngineServices';

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
    // A URL the allowlist refuses (an avatar on a local address, a javascript: link) never reaches a widget.
    queryFn: async () => withoutForeignUrls(await http.request<unknown>({ path: source.path, method, ...(params ? { params } : {}) })),
    enabled: !source.phases || source.phases.includes(phase),
    // An answer stays fresh for its refresh period (or 30 s): widgets mounting later, and hydration, reuse it.
    staleTime: source.refetchIntervalMs ?? DATA_STALE_MS,
    ...(source.refetchIntervalMs ? { refetchInterval: source.refetchIntervalMs } : {}),
  } as const;
}

export type DataQueryError = ApiError;

/** The binding scope a campaign's data sources and widgets start from (before `data` is added); inside a hub's tab, with `hub`. */
export function campaignBaseScope(o: { phase: Phase; locale: Locale; state: Record<string, unknown>; definition: CampaignDefinition | undefined; env: EngineEnv; hub?: unknown }): BindingScope {
  return { phase: o.phase, locale: o.locale, state: o.state, period: o.definition?.period, user: o.env.user ?? {}, query: o.env.query, ...(o.hub === undefined ? {} : { hub: o.hub }) };
}
