/**
 * Decides what a page node shows: nothing, the version fallback, a skeleton
 * while its data loads, an error fallback, or the widget with its props.
 */
import { collectBindings, type BindingScope } from '../../core/bindings';
import type { AnyWidgetDefinition, PageNode, WidgetRegistry } from '../../core/types';
import type { SourceState } from '../contexts';
import { evaluateWhen } from './evaluateWhen';
import { prepareProps } from './prepareProps';

export type NodePlan =
  | { kind: 'hidden' }
  | { kind: 'unknown' }
  | { kind: 'belowVersion'; def: AnyWidgetDefinition }
  | { kind: 'pending'; def: AnyWidgetDefinition }
  | { kind: 'dataError'; def: AnyWidgetDefinition; sources: string[] }
  | { kind: 'invalid'; def: AnyWidgetDefinition; message: string }
  | { kind: 'ready'; def: AnyWidgetDefinition; props: Record<string, unknown> };

export interface PlanInput {
  registry: WidgetRegistry;
  scope: BindingScope;
  sources: Record<string, SourceState>;
  appVersion: string | undefined;
  /** Whether the campaign brings a widget type later (`lazyWidgets`): its node is kept while its definition loads. */
  deferred?: (type: string) => boolean;
}

const sourcesRead = (value: unknown): string[] => [
  ...new Set(
    collectBindings(value, '')
      .filter((b) => b.root === 'data' && typeof b.segments[0] === 'string')
      .map((b) => b.segments[0] as string),
  ),
];

/** What a prop value that reads data still loading shows in a widget that renders while it loads (`whileLoading`). */
export const LOADING_VALUE = '\u2026';

/** The count of a plural string whose number is still loading: plural rules read it as the general form. */
export const LOADING_COUNT = Number.NaN;

const loadingCopies = new WeakMap<PageNode, Map<string, PageNode>>();

/** The node with each prop value that reads one of the `loading` sources as `LOADING_VALUE`: the same object for the same input. */
function withLoadingValues(node: PageNode, loading: readonly string[]): PageNode {
  const replace = (v: unknown): unknown =>
    typeof v === 'string'
      ? sourcesRead(v).some((s) => loading.includes(s)) ? LOADING_VALUE : v
      : Array.isArray(v) ? v.map(replace) : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, replace(x)])) : v;
  let byLoading = loadingCopies.get(node);
  if (!byLoading) loadingCopies.set(node, (byLoading = new Map()));
  const key = loading.join('\n');
  let copy = byLoading.get(key);
  if (!copy) byLoading.set(key, (copy = { ...node, props: replace(node.props ?? {}) as Record<string, unknown> }));
  return copy;
}

/** Data sources a node's props and conditions read. */
export function dataSourcesOf(node: PageNode): string[] {
  return sourcesRead({ props: node.props, when: node.when });
}

/** True when a node's props or conditions read the engine time. */
export function readsNow(node: PageNode): boolean {
  return collectBindings({ props: node.props, when: node.when }, '').some((b) => b.root === 'now');
}

export function planNode(node: PageNode, path: string, input: PlanInput): NodePlan {
  const def = input.registry.get(node.type);
  if (!def) return { kind: 'unknown' };
  const used = dataSourcesOf(node);
  const loading = used.filter((s) => input.sources[s]?.status === 'pending');
  if (loading.length > 0) {
    // A widget that renders while its data loads does so when its condition reads none of it.
    if (def.whileLoading !== 'values' || sourcesRead(node.when).some((s) => loading.includes(s))) return { kind: 'pending', def };
    // The copy reads none of the loading data: it is planned as a node whose data is in.
    const plan = planNode(withLoadingValues(node, loading), path, input);
    return plan.kind === 'invalid' ? { kind: 'pending', def } : plan;
  }
  const failed = used.filter((s) => input.sources[s]?.status === 'error');
  // A node shown by a condition on data that could not be read is not hidden (unless its phase hides it): it
  // shows the failure with Retry, so that a section built from data never silently disappears on a network fault.
  if (failed.length > 0 && sourcesRead(node.when).some((s) => failed.includes(s))) {
    const phase = node.when?.phase === undefined ? undefined : { phase: node.when.phase };
    return evaluateWhen(phase, def, input.scope, input.appVersion) === 'hide' ? { kind: 'hidden' } : { kind: 'dataError', def, sources: failed };
  }
  const visibility = evaluateWhen(node.when, def, input.scope, input.appVersion);
  if (visibility === 'hide') return { kind: 'hidden' };
  if (visibility === 'belowVersion') return { kind: 'belowVersion', def };
  if (failed.length > 0) return { kind: 'dataError', def, sources: failed };
  const prepared = prepareProps(def, node, input.scope, path);
  return prepared.ok ? { kind: 'ready', def, props: prepared.props } : { kind: 'invalid', def, message: prepared.message };
}
