/**
 * Alternatives: consecutive sibling nodes whose conditions (`when.if` and `when.unless`) differ but read the same data
 * (`{{data.couple.myCouple}}` and `{{data.couple && data.couple.myCouple == null}}`, or `unless: '{{data.poster.received}}'`
 * and `if: '{{data.poster.received}}'`) show one at a time. While that data loads, the first of
 * them reserves the tallest one's room and the others none, so the page does not make room for all of them.
 */
import type { PageNode } from '../../core/types';

/** A node's conditions, `when.if` and `when.unless`. */
const conditions = (node: PageNode | undefined): string => JSON.stringify([node?.when?.if ?? '', node?.when?.unless ?? '']);

/** The data paths a node's conditions read (`data.couple.myCouple`). */
const reads = (node: PageNode | undefined): string[] => conditions(node).match(/\bdata(?:\.[A-Za-z_$][\w$]*)+/g) ?? [];

/** Two conditions on the same data that differ (the same condition twice shows both nodes together). */
const alike = (a: PageNode | undefined, b: PageNode | undefined): boolean => {
  const theirs = new Set(reads(b));
  return conditions(a) !== conditions(b) && reads(a).some((r) => theirs.has(r));
};

/** The node at `path` (`page[2].children[1]`) among its siblings of `page`, when the path leads to it. */
function siblingsAt(page: readonly PageNode[], path: string, node: PageNode): { nodes: readonly PageNode[]; index: number } | undefined {
  const steps = [...path.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  let nodes: readonly PageNode[] = page;
  for (const step of steps.slice(0, -1)) nodes = nodes[step]?.children ?? [];
  const index = steps.at(-1);
  return index !== undefined && nodes[index] === node ? { nodes, index } : undefined;
}

/** The nodes whose tallest a loading node reserves: none after an alternative before it, else it and the alternatives after it. */
export function reservedFor(page: readonly PageNode[] | undefined, path: string, node: PageNode): PageNode[] {
  const at = page && reads(node).length > 0 ? siblingsAt(page, path, node) : undefined;
  if (!at) return [node];
  if (alike(at.nodes[at.index - 1], node)) return [];
  const group = [node];
  for (let i = at.index + 1; i < at.nodes.length && alike(at.nodes[i - 1], at.nodes[i]); i++) group.push(at.nodes[i]!);
  return group;
}
