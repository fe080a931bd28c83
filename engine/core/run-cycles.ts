/** The loops of `run` steps between a campaign's named actions. */

/**
 * The loops of `run` steps, each once, starting at its first action in declaration order. Walked with a stack of its
 * own (a chain of thousands of actions never overflows the call stack), each action left once: linear in the steps.
 */
export function runCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  for (const start of graph.keys()) {
    if (state.has(start)) continue;
    const trail: string[] = [start];
    const next: number[] = [0];
    state.set(start, 'open');
    while (trail.length > 0) {
      const name = trail[trail.length - 1]!;
      const runs = graph.get(name) ?? [];
      const i = next[next.length - 1]!;
      if (i >= runs.length) {
        state.set(name, 'done');
        trail.pop();
        next.pop();
        continue;
      }
      next[next.length - 1] = i + 1;
      const target = runs[i]!;
      if (state.get(target) === 'open') cycles.push(trail.slice(trail.indexOf(target)));
      else if (!state.has(target) && graph.has(target)) {
        state.set(target, 'open');
        trail.push(target);
        next.push(0);
      }
    }
  }
  return cycles;
}
