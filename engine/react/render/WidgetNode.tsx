/**
 * Renders one page node: evaluates `when`, resolves bindings into props,
 * checks them with the widget schema, shows a skeleton while code or data
 * loads, wraps the widget in an error boundary and hands layout widgets their
 * rendered children.
 */
import { createElement, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
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
import { WidgetBoundary } from './WidgetBoundary';
import { WidgetFallback } from './WidgetFallback';
import { WidgetSkeleton } from './WidgetSkeleton';
import { firstScreenOf, resetFailedWidget, widgetComponentType, widgetSuspends } from './widgetComponent';

const identity = (now: number) => now;
const ignoreTime = () => 0;

/** The rendered children of a layout node, without the hidden ones. */
export function renderChildren(node: PageNode, path: string, input: PlanInput): RenderedChild[] {
  const out: RenderedChild[] = [];
  (node.children ?? []).forEach((child, i) => {
    const childPath = joinPath(joinPath(path, 'children'), i);
    const plan = planNode(child, childPath, input);
    if (plan.kind === 'hidden' || plan.kind === 'unknown') return;
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

/** The widget itself; behind a Suspense boundary while its code is still to be loaded (see widgetSuspends) or when it is below the first screen (firstScreenOf). */
function ReadyWidget({ def, props, node, path, input }: { def: AnyWidgetDefinition; props: Record<string, unknown>; node: PageNode; path: string; input: PlanInput }) {
  const children = def.acceptsChildren ? renderChildren(node, path, input) : [];
  const nodeInfo: { type: string; id?: string; path: string } = { type: node.type, path };
  if (node.id !== undefined) nodeInfo.id = node.id;
  const widget = createElement(widgetComponentType(def), { props, children, node: nodeInfo });
  // A widget below the first screen has a boundary of its own: its code may come after the page hydrates.
  const campaign = useCampaign();
  const belowFirstScreen = campaign !== undefined && !firstScreenOf(campaign, input.registry).has(node.type);
  return widgetSuspends(def) || belowFirstScreen ? <Suspense fallback={<WidgetSkeleton height={def.skeletonHeight} />}>{widget}</Suspense> : widget;
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

export function WidgetNode({ node, path }: { node: PageNode; path: string }) {
  const { services } = useEngineContext();
  const { scope, sources } = useScopeContext();
  const item = useContext(ItemContext);
  const needsNow = useMemo(() => readsNow(node), [node]);
  const now = useClockValue(needsNow ? identity : ignoreTime, needsNow);
  const nodeScope = useMemo(() => ({ ...scope, ...(needsNow ? { now } : {}), ...(item !== undefined ? { item } : {}) }), [scope, needsNow, now, item]);
  const input: PlanInput = { registry: services.registry, scope: nodeScope, sources, appVersion: services.env.appVersion };
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

  switch (plan.kind) {
    case 'hidden':
    case 'unknown':
      return null;
    case 'belowVersion':
      return <VersionFallback def={plan.def} />;
    case 'pending':
      return <WidgetSkeleton height={plan.def.skeletonHeight} />;
    case 'dataError':
      return <WidgetFallback onRetry={retry} error={dataError} />;
    case 'invalid':
      return <WidgetFallback onRetry={retry} />;
    case 'ready': {
      const widget = (
        <WidgetBoundary onRetry={retry} onError={onError}>
          <ReadyWidget def={plan.def} props={plan.props} node={node} path={path} input={input} />
        </WidgetBoundary>
      );
      // A dialog opened by its id renders nothing (and loads nothing) until it first opens; one opened by an
      // `open` binding decides for itself.
      const gated = node.id !== undefined && OVERLAY_WIDGET_TYPES.includes(node.type) && (plan.props as { open?: unknown }).open === undefined;
      return gated ? <OverlayGate id={node.id!}>{widget}</OverlayGate> : widget;
    }
  }
}
