import type { PageNode } from './types';

function collect(nodes: readonly PageNode[] | undefined, out: Set<string>, depth: number): void {
  if (!Array.isArray(nodes) || depth > 64) return;
  for (const node of nodes) {
    if (typeof node?.type === 'string') out.add(node.type);
    collect(node?.children, out, depth + 1);
  }
}

/** Every widget type of a page tree (children, hidden tabs and modals included), sorted. */
export function pageWidgetTypes(nodes: readonly PageNode[] | undefined): string[] {
  const out = new Set<string>();
  collect(nodes, out, 0);
  return [...out].sort();
}
