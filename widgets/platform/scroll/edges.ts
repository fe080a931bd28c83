/** Scroll position of a container, as read from the element. */
export interface ScrollMetrics {
  scrollTop: number;
  scrollLeft: number;
  scrollHeight: number;
  scrollWidth: number;
  clientHeight: number;
  clientWidth: number;
}

export type Edge = 'top' | 'bottom' | 'left' | 'right';
export type Direction = 'x' | 'y' | 'auto';

export const DEFAULT_REACH_OFFSET = 20;

const AXES: Record<Direction, readonly Edge[]> = { y: ['top', 'bottom'], x: ['left', 'right'], auto: ['top', 'bottom', 'left', 'right'] };

/** The edges within `offset` px of the current position (default 20), on the scrolling axes only. */
export function reachedEdges(m: ScrollMetrics, direction: Direction, offset = DEFAULT_REACH_OFFSET): Set<Edge> {
  const out = new Set<Edge>();
  const axes = AXES[direction];
  if (axes.includes('top') && m.scrollTop <= offset) out.add('top');
  if (axes.includes('bottom') && m.scrollHeight - m.clientHeight - m.scrollTop <= offset) out.add('bottom');
  if (axes.includes('left') && m.scrollLeft <= offset) out.add('left');
  if (axes.includes('right') && m.scrollWidth - m.clientWidth - m.scrollLeft <= offset) out.add('right');
  return out;
}

/** Edges reached now that were not reached before: each reach fires once until the user scrolls away. */
export function newlyReached(before: ReadonlySet<Edge>, now: ReadonlySet<Edge>): Edge[] {
  return [...now].filter((e) => !before.has(e));
}
