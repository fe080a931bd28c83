/**
 * The requests a campaign page makes as soon as it shows, started before it
 * renders: the data sources its current phase fetches, and the data needs
 * (`WidgetDefinition.requests`) of the widgets on its first screen. The
 * answers are on their way while the page's code loads and hydrates; the
 * page's queries (same keys) pick them up instead of asking again.
 */
import { joinPath } from '../core/bindings';
import { phaseAt } from '../core/phase';
import type { AnyWidgetDefinition, LoadedCampaign, PageNode, Phase } from '../core/types';
import type { SourceState } from './contexts';
import { campaignBaseScope, dataSourceQuery } from './dataSourceQuery';
import type { EngineServices } from './EngineServices';
import { apiQueryOptions } from './hooks/useApiQuery';
import { toLocale } from './hooks/useLocale';
import { dataSourcesOf, planNode, type PlanInput } from './render/nodePlan';

type PrefetchServices = Pick<EngineServices, 'http' | 'queryClient' | 'clock' | 'i18n' | 'env' | 'registry'>;

/** Layout widgets whose children are not on the first screen (closed until opened). */
const CLOSED = new Set(['modal', 'sheet']);

/**
 * Widgets with data needs on the first screen (`when` holds, outside closed modals and sheets, only the first
 * tab of tabs), with their props.
 */
function firstScreen(nodes: readonly PageNode[] | undefined, path: string, input: PlanInput, visit: (def: AnyWidgetDefinition, props: Record<string, unknown>) => void): void {
  (nodes ?? []).forEach((node, i) => {
    const def = input.registry.get(node.type);
    // Only widgets with data needs, and containers, are planned (props checked): others cost nothing here.
    if (!def || (!def.requests && !def.acceptsChildren)) return;
    // A node that reads a data source waits for it (every source is on its way here), even one that renders meanwhile.
    if (dataSourcesOf(node).some((s) => input.sources[s]?.status === 'pending')) return;
    const at = joinPath(path, i);
    const plan = planNode(node, at, input);
    if (plan.kind !== 'ready') return;
    visit(plan.def, plan.props);
    if (!plan.def.acceptsChildren || CLOSED.has(node.type)) return;
    const children = node.type === 'tabs' ? (node.children ?? []).slice(0, 1) : node.children;
    firstScreen(children, joinPath(at, 'children'), input, visit);
  });
}

/**
 * Starts the first screen's requests of a campaign (its widgets registered,
 * see preloadCampaign). The page starts with empty local state, as here;
 * widgets whose props read a data source wait for it, and are skipped.
 * Failures are left to the page's queries, which show their error states.
 */
export function prefetchCampaignData(services: PrefetchServices, campaign: LoadedCampaign): void {
  const definition = campaign.definition;
  const phase: Phase = definition.period ? phaseAt(definition.period, services.clock.now()) : 'running';
  const scope = campaignBaseScope({ phase, locale: toLocale(services.i18n.language), state: {}, definition, env: services.env });
  const sources: Record<string, SourceState> = {};
  for (const [name, source] of Object.entries(definition.data ?? {})) {
    const options = dataSourceQuery(services.http, definition.id, name, source, scope, phase);
    sources[name] = { status: 'pending', refetch: () => undefined };
    if (options.enabled) void services.queryClient.prefetchQuery(options);
  }
  const input: PlanInput = { registry: services.registry, scope: { ...scope, data: {} }, sources, appVersion: services.env.appVersion };
  firstScreen(definition.page, 'page', input, (def, props) => {
    for (const req of def.requests?.(props) ?? []) void services.queryClient.prefetchQuery(apiQueryOptions(services.http, req));
  });
}
