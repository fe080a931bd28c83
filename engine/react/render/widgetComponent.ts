/**
 * Loads widget components on demand: each widget is its own chunk, except the
 * widgets of a campaign's page, whose components come with the campaign's
 * module. A widget whose code is already loaded (brought by the campaign,
 * preloaded for prerendering, or rendered once) renders without suspending;
 * otherwise React.lazy shows the skeleton.
 */
import { lazy, type ComponentType } from 'react';
import { registerWidgets } from '../../core/registry';
import { firstScreenWidgetTypes, nodeHeight } from '../../core/page-types';
import type { AnyWidgetDefinition, LoadedCampaign, PageNode, WidgetComponentProps, WidgetRegistry } from '../../core/types';
import { layoutWidgets } from '../layout';
import { OVERLAY_WIDGET_TYPES } from '../layout/layoutTypes';
import { holdsUntilInteractive, whenCodeMayLoad, whenInteractive } from '../pageInteractive';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WidgetComponent = ComponentType<WidgetComponentProps<any>>;

interface Entry {
  module?: WidgetComponent;
  promise?: Promise<WidgetComponent>;
  type?: WidgetComponent;
}

const cache = new WeakMap<AnyWidgetDefinition, Entry>();

function entryOf(def: AnyWidgetDefinition): Entry {
  let e = cache.get(def);
  if (!e) {
    e = {};
    cache.set(def, e);
  }
  return e;
}

/** Loads a widget's code once; a failed load is tried again on the next call. */
export function loadWidget(def: AnyWidgetDefinition): Promise<WidgetComponent> {
  const e = entryOf(def);
  e.promise ??= def.component().then(
    (m) => (e.module = m.default as WidgetComponent),
    (err: unknown) => {
      e.promise = undefined;
      throw err;
    },
  );
  return e.promise;
}

/** The element type to render for a widget; stable once chosen so state survives re-renders. */
export function widgetComponentType(def: AnyWidgetDefinition): WidgetComponent {
  const e = entryOf(def);
  // A widget below the first screen of a page that is hydrating renders once the page is interactive
  // (pageInteractive.ts), its code fetched by then or not; its prerendered HTML stays until then. The first
  // screen's code is in and chosen before the page hydrates (preloadCampaign).
  e.type ??= e.module && !holdsUntilInteractive() ? e.module : lazy(() => whenInteractive().then(() => loadWidget(def)).then((c) => ({ default: c })));
  return e.type;
}

/**
 * True when the widget renders through React.lazy (its code was not loaded
 * when it was first shown) and so needs a Suspense boundary. A widget whose
 * code was preloaded (prerender, hydration) renders directly: the page then
 * hydrates in one pass, with no boundary hydrated later than the rest.
 */
export function widgetSuspends(def: AnyWidgetDefinition): boolean {
  const e = entryOf(def);
  const type = widgetComponentType(def);
  return type !== e.module;
}

/** Forgets a widget whose code failed to load, so a retry loads it again. */
export function resetFailedWidget(def: AnyWidgetDefinition): void {
  if (!entryOf(def).module) cache.delete(def);
}

/** Loads the code of the given widgets (e.g. before prerendering a page). */
export async function preloadWidgets(defs: Iterable<AnyWidgetDefinition>): Promise<void> {
  await Promise.all([...new Set(defs)].map(loadWidget));
}

/**
 * Registers the widgets the campaign brings and takes the components of its page that it brings, for the
 * widgets registered with its own definitions or the engine's layout definitions (those components are the
 * code these definitions load). Idempotent.
 */
export function registerCampaignWidgets(registry: WidgetRegistry, campaign: LoadedCampaign): void {
  registerWidgets(registry, campaign.widgets);
  for (const [type, component] of Object.entries(campaign.components ?? {})) {
    const def = registry.get(type);
    if (!def || !(campaign.widgets?.includes(def) || layoutWidgets.includes(def))) continue;
    const e = entryOf(def);
    if (e.module) continue;
    e.module = component;
    e.promise = Promise.resolve(component);
  }
}

const firstScreens = new WeakMap<object, ReadonlySet<string>>();

/**
 * The widget types of a campaign's first screen (as its build laid it out, else every type shown before an
 * overlay opens or another tab is chosen): their code comes before the page renders. A widget of another type renders behind a
 * Suspense boundary of its own, on the server as in the browser, so a page hydrates its first screen without
 * waiting for the rest.
 */
export function firstScreenOf(campaign: LoadedCampaign): ReadonlySet<string> {
  let types = firstScreens.get(campaign.definition);
  if (!types) {
    types = new Set(campaign.firstScreen ?? firstScreenWidgetTypes(campaign.definition.page, OVERLAY_WIDGET_TYPES));
    firstScreens.set(campaign.definition, types);
  }
  return types;
}

const deferredLoads = new WeakMap<WidgetRegistry, WeakMap<object, { all: Promise<void>; failed: boolean; byType: Map<string, Promise<AnyWidgetDefinition | undefined>> }>>();

/**
 * The definition of a widget the campaign defers off its first screen (`lazyWidgets`): the deferred definitions
 * are loaded once, together, and registered. Undefined when the campaign defers no such type. A failed load stays
 * failed (the widget's boundary shows it) until `retryDeferredDefinitions`.
 */
export function loadDeferredDefinition(campaign: LoadedCampaign, registry: WidgetRegistry, type: string): Promise<AnyWidgetDefinition | undefined> | undefined {
  const deferred = campaign.lazyWidgets;
  if (!deferred?.types.includes(type)) return undefined;
  let byCampaign = deferredLoads.get(registry);
  if (!byCampaign) deferredLoads.set(registry, (byCampaign = new WeakMap()));
  let loading = byCampaign.get(deferred);
  if (!loading) {
    const entry: { all: Promise<void>; failed: boolean; byType: Map<string, Promise<AnyWidgetDefinition | undefined>> } = { all: Promise.resolve(), failed: false, byType: new Map() };
    // A hydrating page's first screen needs none of them: they are asked for once the page may fetch what it held back.
    entry.all = whenCodeMayLoad().then(() => deferred.load()).then(
      (defs) => void registerWidgets(registry, defs),
      (error: unknown) => {
        entry.failed = true;
        throw error;
      },
    );
    loading = entry;
    byCampaign.set(deferred, loading);
  }
  // One promise per type, the same on every call: a render suspended on it is resumed by it.
  let one = loading.byType.get(type);
  if (!one) loading.byType.set(type, (one = loading.all.then(() => registry.get(type))));
  return one;
}

/** Forgets a failed load of the campaign's deferred definitions, so the next call loads them again. */
export function retryDeferredDefinitions(campaign: LoadedCampaign, registry: WidgetRegistry): void {
  const deferred = campaign.lazyWidgets;
  const byCampaign = deferredLoads.get(registry);
  if (deferred && byCampaign?.get(deferred)?.failed) byCampaign.delete(deferred);
}

const overlays = new Set(OVERLAY_WIDGET_TYPES);

/**
 * The skeleton height of a page node (nodeHeight): its widget's declared height from its props, a container's from
 * its children's, each definition loaded or deferred (a deferred one's height comes with the campaign).
 */
export function skeletonHeightOf(campaign: LoadedCampaign | undefined, registry: WidgetRegistry, node: PageNode, strings: (key: string) => string): number {
  return nodeHeight(node, overlays, (type) => registry.get(type)?.skeletonHeight ?? campaign?.lazyWidgets?.heights[type], strings);
}

/** The widget types a page shows before an overlay opens or another tab is chosen, first screen or not. */
function shownTypes(campaign: LoadedCampaign): string[] {
  return firstScreenWidgetTypes(campaign.definition.page, OVERLAY_WIDGET_TYPES);
}

/** A widget type's definition and code, its definition loaded first if the campaign deferred it. */
async function loadShown(campaign: LoadedCampaign, registry: WidgetRegistry, type: string): Promise<AnyWidgetDefinition | undefined> {
  const def = registry.get(type) ?? (await loadDeferredDefinition(campaign, registry, type));
  if (def) await loadWidget(def);
  return def;
}

/** A first-screen widget whose code is in renders it directly, on the page that hydrates too. */
async function loadFirstScreen(campaign: LoadedCampaign, registry: WidgetRegistry, type: string): Promise<void> {
  const def = await loadShown(campaign, registry, type);
  if (def) entryOf(def).type ??= entryOf(def).module;
}

/**
 * Registers every widget definition the campaign names and loads the code of every widget of its first screen.
 * The definitions it defers off its first load (shown in a later phase, in a tab, below the first screen or in a
 * modal: they come in one module) are loaded first too on a page rendered fresh: a node whose definition is
 * missing cannot be planned (its `when` and props need it). A hydrating page does without them until it is
 * interactive: none is on its first screen, and each of their nodes keeps its prerendered markup behind its own
 * boundary meanwhile (WidgetNode). The code of the widgets off the first screen starts loading then and is not
 * waited for. A modal or sheet and the widgets only inside it load their code when it first opens, a tab's when it
 * is first chosen.
 */
export async function preloadCampaign(campaign: LoadedCampaign, registry: WidgetRegistry): Promise<void> {
  registerCampaignWidgets(registry, campaign);
  const first = firstScreenOf(campaign);
  const shown = shownTypes(campaign);
  const deferred = campaign.lazyWidgets?.types[0];
  await Promise.all([deferred && !holdsUntilInteractive() && loadDeferredDefinition(campaign, registry, deferred), ...shown.filter((t) => first.has(t)).map((t) => loadFirstScreen(campaign, registry, t))]);
  // The code of the widgets below the first screen, fetched once the page may (at once on a page rendered fresh);
  // it renders once the page is interactive (widgetComponentType).
  void whenCodeMayLoad().then(() => Promise.all(shown.filter((t) => !first.has(t)).map((t) => loadShown(campaign, registry, t)))).catch(() => undefined);
}

/** Loads every widget the page shows before an overlay opens, below its first screen too, definitions and code (prerendering). */
export async function preloadWholePage(campaign: LoadedCampaign, registry: WidgetRegistry): Promise<void> {
  registerCampaignWidgets(registry, campaign);
  await Promise.all(shownTypes(campaign).map((t) => loadShown(campaign, registry, t)));
}
