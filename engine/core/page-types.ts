import type { PageNode } from './types';

/** With `firstScreen`, a `tabs` node contributes only its first-selected panel's content (its `initial` index). */
function collect(nodes: readonly PageNode[] | undefined, out: Set<string>, depth: number, overlays: ReadonlySet<string> = new Set(), firstScreen = false): void {
  if (!Array.isArray(nodes) || depth > 64) return;
  for (const node of nodes) {
    if (typeof node?.type === 'string' && overlays.has(node.type)) continue;
    if (typeof node?.type === 'string') out.add(node.type);
    const children = firstScreen && node?.type === 'tabs' ? firstPanelOnly(node) : node?.children;
    collect(children, out, depth + 1, overlays, firstScreen);
  }
}

/** A tab list's children with every panel but the one shown first emptied (the panels themselves stay). */
function firstPanelOnly(node: PageNode): PageNode[] | undefined {
  if (!Array.isArray(node.children)) return undefined;
  const initial = typeof node.props?.initial === 'number' ? node.props.initial : 0;
  let index = -1;
  return node.children.map((child) => {
    if (child?.type !== 'tab') return child;
    index += 1;
    return index === initial ? child : { ...child, children: [] };
  });
}

/** Every widget type of a page tree (children, hidden tabs and modals included), sorted. */
export function pageWidgetTypes(nodes: readonly PageNode[] | undefined): string[] {
  const out = new Set<string>();
  collect(nodes, out, 0);
  return [...out].sort();
}

/**
 * The widget types a page shows on its first screen, sorted: every type of its tree except the overlays
 * (`overlayTypes`, e.g. modal and sheet, which render nothing until opened by id), the widgets only inside
 * them, and the widgets only inside a tab list's panels other than the one it selects first. Their code need
 * not come with the page's first load: it loads when the overlay first opens or the tab is first selected.
 */
export function firstScreenWidgetTypes(nodes: readonly PageNode[] | undefined, overlayTypes: readonly string[]): string[] {
  const out = new Set<string>();
  collect(nodes, out, 0, new Set(overlayTypes), true);
  return [...out].sort();
}
