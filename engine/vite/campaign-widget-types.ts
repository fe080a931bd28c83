/**
 * The widget types of a campaign: those it needs (page and action steps), those of its first screen, and those
 * its first load leaves out, with the module that brings their definitions later.
 */
import { firstScreenByLayout, nodeHeight, pageWidgetTypes } from '../core/page-types';
import type { CampaignDefinition, PageNode, WidgetRegistry } from '../core/types';
import { LAYOUT_WIDGET_TYPES, OVERLAY_WIDGET_TYPES } from '../react/layout/layoutTypes';

function collectStepTypes(value: unknown, out: Set<string>, depth = 0): void {
  if (depth > 64) return;
  if (Array.isArray(value)) value.forEach((v) => collectStepTypes(v, out, depth + 1));
  else if (value && typeof value === 'object') {
    const type = (value as { type?: unknown }).type;
    if (typeof type === 'string') out.add(type);
    Object.values(value).forEach((v) => collectStepTypes(v, out, depth + 1));
  }
}

/**
 * The widget types a campaign needs, sorted: every type of its page tree
 * (children included) and every widget offering a step type its actions use
 * (branches included), except the types the app always registers (the
 * engine's layout widgets).
 */
export function neededWidgetTypes(definition: CampaignDefinition, registry: WidgetRegistry, alwaysRegistered: readonly string[] = LAYOUT_WIDGET_TYPES): string[] {
  const needed = new Set<string>(pageWidgetTypes(definition.page));
  const steps = new Set<string>();
  collectStepTypes(definition.actions, steps);
  for (const def of registry.values()) {
    if (def.actions && Object.keys(def.actions).some((step) => steps.has(step))) needed.add(def.type);
  }
  const skip = new Set(alwaysRegistered);
  return [...needed].filter((type) => !skip.has(type) && registry.has(type)).sort();
}

/**
 * The skeleton heights of the deferred widget types (their definitions come after the page renders), each from the
 * page's first node of that type: a number the campaign's module carries (a definition's height may be a function).
 */
export function deferredHeights(definition: CampaignDefinition, deferred: readonly string[], registry: WidgetRegistry | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  if (!registry) return out;
  const overlays = new Set(OVERLAY_WIDGET_TYPES);
  const visit = (nodes: readonly PageNode[] | undefined): void => {
    for (const node of nodes ?? []) {
      if (deferred.includes(node.type) && !(node.type in out) && registry.get(node.type)?.skeletonHeight !== undefined) out[node.type] = nodeHeight(node, overlays, (t) => registry.get(t)?.skeletonHeight);
      visit(node.children);
    }
  };
  visit(definition.page);
  return out;
}

/** The widget types of a campaign's first screen, laid out with the registry's skeleton heights. */
export function campaignFirstScreen(definition: CampaignDefinition, registry: WidgetRegistry): string[] {
  return firstScreenByLayout(definition.page, OVERLAY_WIDGET_TYPES, (type) => registry.get(type)?.skeletonHeight);
}

/**
 * Of the widget types a campaign needs, those its first load leaves out: off its first screen (`first`), and
 * offering no action step (a run may need those any time). Their definitions come in one module of their own.
 */
export function deferredWidgetTypes(types: readonly string[], first: ReadonlySet<string>, registry: WidgetRegistry): string[] {
  return types.filter((type) => !first.has(type) && registry.get(type)?.actions === undefined);
}

/** Module source of the definitions a campaign defers (`deferredWidgetTypes`): `export default [definition, ...]`. */
export function deferredWidgetsModule(types: readonly string[], definition: (type: string) => { file: string; name: string }): string {
  const imports = types.map((type, i) => {
    const { file, name } = definition(type);
    return `import { ${name} as widget${i} } from ${JSON.stringify(file)};`;
  });
  return [...imports, `export default [${types.map((_, i) => `widget${i}`).join(', ')}];`, ''].join('\n');
}
