/**
 * Renders one page node: evaluates `when`, resolves bindings into props,
 * checks them with the widget schema, shows a skeleton while code or data
 * loads, wraps the widget in an error boundary and hands layout widgets their
 * rendered children.
 */
import { createElement, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { joinPath, resolveValue } from '../../core/bindings';
import type { AnyWidgetDefinition, PageNode, RenderedChild } from '../../core/types';
import { ItemContext } from '../contexts';
import { useCampaign } from '../hooks/useCampaign';
import { useClockValue } from '../hooks/useClockValue';
import { useModal } from '../hooks/useModal';
import { OVERLAY_WIDGET_TYPES } from '../layout/layoutTypes';
import { useT } from '../hooks/useT';
import { useEngineContext, useScopeContext } from '../useEngineContext';
import { dataSourcesOf, planNode, readsNow, type PlanInput } from './nodePlan';
import { reservedFor } from '../../core/alternatives';
import { WidgetBoundary } from './WidgetBoundary';
import { WidgetFallback } from './WidgetFallback';
import { WidgetSkeleton } from './WidgetSkeleton';
import { firstScreenOf, loadDeferredDefinition, resetFailedWidget, retryDeferredDefinitions, skeletonHeightOf, widgetComponentType, widgetSuspends } from './widgetComponent';

const identity = (now: number) => now;
const ignoreTime = () => 0;

/** The rendered children of a layout node, without the hidden ones (a child whose definition is still to come is kept). */
export function renderChildren(node: PageNode, path: string, input: PlanInput): RenderedChild[] {
  const out: RenderedChild[] = [];
  (node.children ?? []).forEach((child, i) => {
    const childPath = joinPath(joinPath(path, 'children'), i);
    const plan = planNode(child, childPath, input);
    if (plan.kind === 'hidden' || (plan.kind === 'unknown' && !input.deferred?.(child.type))) return;
    const props = plan.kind === 'ready' ? plan.props : ((resolveValue(child.props ?? {}, input.scope) ?? {}) as Record<string, unknown>);
    const key = child.id ?? String(i);
    const rendered: RenderedChild = { key, type: child.type, props, element: <WidgetNode key={key} node={child} path={childPath} /> };
    if (child.id !== undefined) rendered.id = child.id;
    out.push(rendered);
  });
  return out;
}

function VersionFallback({ def }: { def: AnyWidgetDefinition }) {
  const t = useT();
  return def.fallback ? <p data-engine-version-fallback="">{t(def.fallback)}</p> : null;
}

/** The widget itself; behind a Suspense boundary while its code is still to be loaded (see widgetSuspends), unless its node has one. */
function ReadyWidget({ def, props, node, path, input, offFirstScreen }: { def: AnyWidgetDefinition; props: Record<string, unknown>; node: PageNode; path: string; input: PlanInput; offFirstScreen: boolean }) {
  const campaign = useCampaign();
  const t = useT();
  const children = def.acceptsChildren ? renderChildren(node, path, input) : [];
  const nodeInfo: { type: string; id?: string; path: string } = { type: node.type, path };
  if (node.id !== undefined) nodeInfo.id = node.id;
  const widget = createElement(widgetComponentType(def), { props, children, node: nodeInfo });
  // A widget off the first screen has its boundary around its whole node (WidgetNode).
  return widgetSuspends(def) && !offFirstScreen ? <Suspense fallback={<WidgetSkeleton height={skeletonHeightOf(campaign, input.registry, node, t)} />}>{widget}</Suspense> : widget;
}

/**
 * A modal or sheet shows nothing until it is opened by id: until then neither it nor its content is rendered,
 * so their code loads when it first opens (a page's first load does not carry it). Once opened it stays
 * rendered, its own open state showing or hiding it.
 */
function OverlayGate({ id, children }: { id: string; children: ReactNode }) {
  const { open } = useModal(id);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? children : null;
}

/**
 * A node of the page. One off the campaign's first screen (firstScreenOf) renders behind a Suspense boundary and
 * an error boundary of its own, in the browser as on the server: its code may come after the page hydrates (the
 * server's markup stays until then), and a failed load offers a retry there alone. A definition the campaign
 * defers is loaded here when the node is planned without it: on a hydrating page until it is interactive, on a
 * page reached inside the app.
 */
export function WidgetNode({ node, path }: { node: PageNode; path: string }) {
  const { services } = useEngineContext();
  const campaign = useCampaign();
  const t = useT();
  const offFirstScreen = campaign !== undefined && !firstScreenOf(campaign).has(node.type);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    if (campaign) retryDeferredDefinitions(campaign, services.registry);
    setAttempt((n) => n + 1);
  }, [campaign, services.registry]);
  if (!offFirstScreen) return <PlannedNode node={node} path={path} offFirstScreen={false} />;
  return (
    <WidgetBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<WidgetSkeleton height={skeletonHeightOf(campaign, services.registry, node, t)} />}>
        <PlannedNode node={node} path={path} offFirstScreen />
      </Suspense>
    </WidgetBoundary>
  );
}

interface PlannedNodeProps {
  node: PageNode;
  path: string;
  offFirstScreen: boolean;
}

const gates = new WeakMap<Promise<unknown>, ComponentType<PlannedNodeProps>>();

/** The node again once a deferred definition is in (suspending until then), one per load. */
function gateFor(pending: Promise<unknown>): ComponentType<PlannedNodeProps> {
  let gate = gates.get(pending);
  if (!gate) gates.set(pending, (gate = lazy(() => pending.then(() => ({ default: PlannedNode })))));
  return gate;
}

function PlannedNode({ node, path, offFirstScreen }: PlannedNodeProps) {
  const { services } = useEngineContext();
  const campaign = useCampaign();
  const t = useT();
  const { scope, sources } = useScopeContext();
  const item = useContext(ItemContext);
  const needsNow = useMemo(() => readsNow(node), [node]);
  const now = useClockValue(needsNow ? identity : ignoreTime, needsNow);
  const nodeScope = useMemo(() => ({ ...scope, ...(needsNow ? { now } : {}), ...(item !== undefined ? { item } : {}) }), [scope, needsNow, now, item]);
  const deferredTypes = campaign?.lazyWidgets?.types;
  const input: PlanInput = { registry: services.registry, scope: nodeScope, sources, appVersion: services.env.appVersion, ...(deferredTypes ? { deferred: (type: string) => deferredTypes.includes(type) } : {}) };
  const plan = planNode(node, path, input);
  const dev = !services.env.production;
  const problem = plan.kind === 'invalid' ? `invalid props at ${plan.message}` : plan.kind === 'unknown' ? `unknown widget type '${node.type}' at ${path}` : '';

  useEffect(() => {
    if (dev && problem) console.warn(`[campaign] ${problem}`);
  }, [dev, problem]);

  const def = 'def' in plan ? plan.def : undefined;
  // Why the widget's data could not be read (the first failed source's error), for its fallback.
  const dataError = plan.kind === 'dataError' ? plan.sources.map((name) => sources[name]?.error).find((e) => e !== undefined) : undefined;
  const retry = useCallback(() => {
    if (def) resetFailedWidget(def);
    for (const s of dataSourcesOf(node)) sources[s]?.refetch();
  }, [def, node, sources]);
  const onError = useCallback(
    (error: unknown, info: ErrorInfo) => {
      if (dev) console.warn(`[campaign] widget '${node.type}' at ${path} failed`, error, info.componentStack);
    },
    [dev, node.type, path],
  );

  // A widget without children renders again only when its props do (the same object while its input is the same:
  // prepareProps); answers that came in for other widgets, or the clock, leave it as it is. A layout plans its
  // children from the input, so it renders with every new one.
  const ready = plan.kind === 'ready' ? plan : undefined;
  const childrenInput = ready?.def.acceptsChildren ? input : undefined;
  const readyWidget = useMemo(
    () => ready && <ReadyWidget def={ready.def} props={ready.props} node={node} path={path} input={input} offFirstScreen={offFirstScreen} />,
    [ready?.def, ready?.props, node, path, offFirstScreen, childrenInput], // eslint-disable-line react-hooks/exhaustive-deps
  );

  switch (plan.kind) {
    case 'unknown': {
      // A widget the campaign defers, on a page rendered before its definitions: it comes now, then the node is planned with it.
      const deferred = campaign ? loadDeferredDefinition(campaign, services.registry, node.type) : undefined;
      return deferred ? createElement(gateFor(deferred), { node, path, offFirstScreen }) : null;
    }
    case 'hidden':
      return null;
    case 'belowVersion':
      return <VersionFallback def={plan.def} />;
    case 'pending':
      return <WidgetSkeleton height={Math.max(0, ...reservedFor(campaign?.definition.page, path, node).map((n) => skeletonHeightOf(campaign, services.registry, n, t)))} />;
    case 'dataError':
      return <WidgetFallback onRetry={retry} error={dataError} />;
    case 'invalid':
      return <WidgetFallback onRetry={retry} />;
    case 'ready': {
      const widget = (
        <WidgetBoundary onRetry={retry} onError={onError}>
          {readyWidget}
        </WidgetBoundary>
      );
      // A dialog opened by its id renders nothing (and loads nothing) until it first opens; one opened by an
      // `open` binding decides for itself.
      const gated = node.id !== undefined && OVERLAY_WIDGET_TYPES.includes(node.type) && (plan.props as { open?: unknown }).open === undefined;
      return gated ? <OverlayGate id={node.id!}>{widget}</OverlayGate> : widget;
    }
  }
}
