/**
 * Loads widget components on demand: each widget is its own chunk, except the
 * widgets of a campaign's page, whose components come with the campaign's
 * module. A widget whose code is already loaded (brought by the campaign,
 * preloaded for prerendering, or rendered once) renders without suspending;
 * otherwise React.lazy shows the skeleton.
 */
import { lazy, type ComponentType } from 'react';
import { registerWidgets } from '../../core/registry';
import { firstScreenWidgetTypes } from '../../core/page-types';
import type { AnyWidgetDefinition, LoadedCampaign, WidgetComponentProps, WidgetRegistry } from '../../core/types';
import { layoutWidgets } from '../layout';
import { OVERLAY_WIDGET_TYPES } from '../layout/layoutTypes';

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
  e.type ??= e.module ?? lazy(() => loadWidget(def).then((c) => ({ default: c })));
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

/** The reserved height of each widget type of a registry (its skeleton's), for laying a page out. */
const heightsOf = (registry: WidgetRegistry) => (type: string) => registry.get(type)?.skeletonHeight;

const firstScreens = new WeakMap<object, ReadonlySet<string>>();

/**
 * The widget types of a campaign's first screen (firstScreenWidgetTypes, laid out with the registry's heights):
 * their code comes before the page renders. A widget of another type renders behind a Suspense boundary of its
 * own, on the server as in the browser, so a page hydrates its first screen without waiting for the rest.
 */
export function firstScreenOf(campaign: LoadedCampaign, registry: WidgetRegistry): ReadonlySet<string> {
  let types = firstScreens.get(campaign.definition);
  if (!types) {
    types = new Set(firstScreenWidgetTypes(campaign.definition.page, OVERLAY_WIDGET_TYPES, heightsOf(registry)));
    firstScreens.set(campaign.definition, types);
  }
  return types;
}

/** The definitions of the widgets a page shows before an overlay opens or another tab is chosen, first screen or not. */
function shownDefinitions(campaign: LoadedCampaign, registry: WidgetRegistry): AnyWidgetDefinition[] {
  return firstScreenWidgetTypes(campaign.definition.page, OVERLAY_WIDGET_TYPES).map((t) => registry.get(t)).filter((d): d is AnyWidgetDefinition => d !== undefined);
}

/**
 * Registers the widgets the campaign brings, then loads the code of every widget of its first screen; the code
 * of the widgets below it starts loading then and is not waited for. A modal or sheet and the widgets only
 * inside it load their code when it first opens, a tab's when it is first chosen.
 */
export async function preloadCampaign(campaign: LoadedCampaign, registry: WidgetRegistry): Promise<void> {
  registerCampaignWidgets(registry, campaign);
  const first = firstScreenOf(campaign, registry);
  const shown = shownDefinitions(campaign, registry);
  await preloadWidgets(shown.filter((d) => first.has(d.type)));
  void preloadWidgets(shown.filter((d) => !first.has(d.type))).catch(() => undefined);
}

/** Loads the code of every widget the page shows before an overlay opens, below its first screen too (prerendering). */
export async function preloadWholePage(campaign: LoadedCampaign, registry: WidgetRegistry): Promise<void> {
  registerCampaignWidgets(registry, campaign);
  await preloadWidgets(shownDefinitions(campaign, registry));
}
