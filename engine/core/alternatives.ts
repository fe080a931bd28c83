/**
 * Alternatives: consecutive sibling nodes whose conditions (`when.if` and `when.unless`) differ but read the same data
 * or page state (`{{data.couple.myCouple}}` and `{{data.couple && data.couple.myCouple == null}}`, or
 * `unless: '{{state.pastWeek}}'` and `if: '{{state.pastWeek}}'`) show one at a time. While their data loads, the first of
 * them reserves the tallest one's room and the others none, so the page does not make room for all of them; a
 * container's reserved height (nodeHeight) counts each run of alternatives among its children once, its tallest.
 */
import type { PageNode } from './types';

/** A node's conditions, `when.if` and `when.unless`. */
const conditions = (node: PageNode | undefined): string => JSON.stringify([node?.when?.if ?? '', node?.when?.unless ?? '']);

/** The data and page state paths a node's conditions read (`data.couple.myCouple`, `state.pastWeek`). */
const reads = (node: PageNode | undefined): string[] => conditions(node).match(/\b(?:data|state)(?:\.[A-Za-z_$][\w$]*)+/g) ?? [];

/** Two conditions on the same data that differ (the same condition twice shows both nodes together). */
const alike = (a: PageNode | undefined, b: PageNode | undefined): boolean => {
  const theirs = new Set(reads(b));
  return conditions(a) !== conditions(b) && reads(a).some((r) => theirs.has(r));
};

/** Siblings in order, each run of alternatives one group (a node that is no alternative a group of its own). */
export function alternativeRuns<T extends PageNode>(nodes: readonly T[]): T[][] {
  const runs: T[][] = [];
  nodes.forEach((node, i) => {
    if (i > 0 && alike(nodes[i - 1], node)) runs.at(-1)!.push(node);
    else runs.push([node]);
  });
  return runs;
}

/** The node at `path` (`page[2].children[1]`) among its siblings of `page`, when the path leads to it. */
function siblingsAt(page: readonly PageNode[], path: string, node: PageNode): { nodes: readonly PageNode[]; index: number } | undefined {
  const steps = [...path.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  let nodes: readonly PageNode[] = page;
  for (const step of steps.slice(0, -1)) nodes = nodes[step]?.children ?? [];
  const index = steps.at(-1);
  return index !== undefined && nodes[index] === node ? { nodes, index } : undefined;
}

/** The nodes whose tallest a loading node reserves: none after an alternative before it, else its run of alternatives. */
export function reservedFor(page: readonly PageNode[] | undefined, path: string, node: PageNode): PageNode[] {
  const at = page && reads(node).length > 0 ? siblingsAt(page, path, node) : undefined;
  if (!at) return [node];
  return alike(at.nodes[at.index - 1], node) ? [] : alternativeRuns(at.nodes.slice(at.index))[0]!;
}
