import type { PageNode } from './types';

function collect(nodes: readonly PageNode[] | undefined, out: Set<string>, depth: number, overlays: ReadonlySet<string> = new Set()): void {
  if (!Array.isArray(nodes) || depth > 64) return;
  for (const node of nodes) {
    if (typeof node?.type === 'string' && overlays.has(node.type)) continue;
    if (typeof node?.type === 'string') out.add(node.type);
    collect(node?.children, out, depth + 1, overlays);
  }
}

/** Every widget type of a page tree (children, hidden tabs and modals included), sorted. */
export function pageWidgetTypes(nodes: readonly PageNode[] | undefined): string[] {
  const out = new Set<string>();
  collect(nodes, out, 0);
  return [...out].sort();
}

/**
 * The widget types a page shows before any overlay opens, sorted: every type of its tree except the overlays
 * (`overlayTypes`, e.g. modal and sheet, which render nothing until opened by id) and the widgets only inside
 * them. Their code need not come with the page's first load: it loads when the overlay first opens.
 */
export function firstScreenWidgetTypes(nodes: readonly PageNode[] | undefined, overlayTypes: readonly string[]): string[] {
  const out = new Set<string>();
  collect(nodes, out, 0, new Set(overlayTypes));
  return [...out].sort();
}
