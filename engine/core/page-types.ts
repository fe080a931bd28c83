import { alternativeRuns } from './alternatives';
import type { PageNode, SkeletonHeight } from './types';

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

/** What a page's widgets need of its Content-Security-Policy beyond the strict default: the first reason given for each. */
export interface PageContentPolicy {
  /** A widget compiles code at run time: the page gets 'unsafe-eval'. */
  scriptEval?: string;
  /** A widget compiles WebAssembly: the page gets 'wasm-unsafe-eval'. */
  wasm?: string;
}

export function pageContentPolicy(nodes: readonly PageNode[] | undefined, registry: { get(type: string): { contentPolicy?: PageContentPolicy } | undefined }): PageContentPolicy {
  const policies = pageWidgetTypes(nodes).map((t) => registry.get(t)?.contentPolicy ?? {});
  const scriptEval = policies.find((p) => p.scriptEval !== undefined)?.scriptEval;
  const wasm = policies.find((p) => p.wasm !== undefined)?.wasm;
  return { ...(scriptEval === undefined ? {} : { scriptEval }), ...(wasm === undefined ? {} : { wasm }) };
}

/**
 * Height of the first screen (CSS px): a common phone's webview (a 360x800 or 390x844 screen less the app's bars).
 * Widgets that start below it load right after it.
 */
export const FIRST_SCREEN_HEIGHT = 800;
/** Height reserved for a widget that declares none (the skeleton's default). */
const DEFAULT_WIDGET_HEIGHT = 48;
/** Height of a tab list's row of tabs. */
const TAB_BAR_HEIGHT = 44;

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

/** A widget type's reserved height as its definition declares it (see SkeletonHeight). */
export type HeightOf = (type: string) => SkeletonHeight | undefined;

/**
 * A node's reserved height: a container (a node with children) is as tall as its children laid out (side by side in
 * a horizontal stack, a tab list's bar and first panel, a run of alternatives among them as its tallest one), unless
 * its definition computes its height from them; a widget its declared height, from its props (and `strings`, the
 * page's strings, where given) when they decide it.
 */
export function nodeHeight(node: PageNode, overlayTypes: ReadonlySet<string>, heightOf: HeightOf, strings?: (key: string) => string, depth = 0): number {
  const children = (node.type === 'tabs' ? firstPanelOnly(node) : node.children)?.filter((c) => typeof c?.type === 'string' && !overlayTypes.has(c.type)) ?? [];
  // Alternatives show one at a time: each run of them counts once, its tallest.
  const heights = depth > 64 ? [] : alternativeRuns(children).map((run) => Math.max(...run.map((c) => nodeHeight(c, overlayTypes, heightOf, strings, depth + 1))));
  const content = (node.type === 'tabs' ? TAB_BAR_HEIGHT : 0) + (node.props?.direction === 'horizontal' ? Math.max(0, ...heights) : heights.reduce((a, b) => a + b, 0));
  const declared = heightOf(node.type);
  if (typeof declared === 'function') return declared(node.props ?? {}, content, children.length, strings);
  return children.length > 0 || node.type === 'tab' || node.type === 'tabs' ? content : (declared ?? DEFAULT_WIDGET_HEIGHT);
}

/**
 * The widget types of a page's first screen as a phone shows it (firstScreenWidgetTypes, laid out): with
 * `heightOf` (a widget type's reserved height, its skeleton's) the page is laid out top to bottom (a horizontal
 * stack's children side by side, a container as tall as its children, a tab list's bar and first panel) and the
 * widgets that start below FIRST_SCREEN_HEIGHT are left out too: their code loads right after the first screen's.
 * The build lays a campaign out once (its module's `firstScreen`).
 */
export function firstScreenByLayout(nodes: readonly PageNode[] | undefined, overlayTypes: readonly string[], heightOf: HeightOf): string[] {
  const out = new Set<string>();
  layOut(nodes, 0, 0, false, { out, overlays: new Set(overlayTypes), heightOf });
  return [...out].sort();
}

interface Layout {
  out: Set<string>;
  overlays: ReadonlySet<string>;
  heightOf: HeightOf;
}

/** Lays `nodes` out from `top` (side by side when `across`), adding the types that start on the first screen; returns their bottom. */
function layOut(nodes: readonly PageNode[] | undefined, top: number, depth: number, across: boolean, l: Layout): number {
  if (!Array.isArray(nodes) || depth > 64) return top;
  let bottom = top;
  for (const node of nodes) {
    if (typeof node?.type !== 'string' || l.overlays.has(node.type)) continue;
    const start = across ? top : bottom;
    if (start >= FIRST_SCREEN_HEIGHT) {
      addPinned(node, depth, l);
      continue;
    }
    l.out.add(node.type);
    const children = node.type === 'tabs' ? firstPanelOnly(node) : node.children;
    const horizontal = node.props?.direction === 'horizontal';
    const bar = node.type === 'tabs' ? TAB_BAR_HEIGHT : 0;
    // A panel not shown first takes no room.
    const end = Array.isArray(children) && children.length > 0 ? layOut(children, start + bar, depth + 1, horizontal, l) : start + nodeHeight(node, l.overlays, l.heightOf, undefined, depth);
    bottom = Math.max(bottom, end);
  }
  return bottom;
}

/**
 * A widget pinned to the screen (`fixed`, such as a join button at the bottom) shows on the first screen wherever
 * it stands in the page: adds its type, and those of the pinned widgets inside a container below the first screen.
 */
function addPinned(node: PageNode, depth: number, l: Layout): void {
  if (typeof node?.type !== 'string' || l.overlays.has(node.type) || depth > 64) return;
  if (node.props?.fixed) l.out.add(node.type);
  for (const child of (node.type === 'tabs' ? firstPanelOnly(node) : node.children) ?? []) addPinned(child, depth + 1, l);
}
