import type * as z from 'zod/mini';
import type { AnyWidgetDefinition, WidgetDefinition, WidgetRegistry } from './types';

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Identity helper that keeps the props type of a widget definition. */
export function defineWidget<S extends z.ZodMiniType>(def: WidgetDefinition<S>): WidgetDefinition<S> {
  return def;
}

/** The explicit list of widgets, keyed by type. Throws on a duplicate or non-kebab-case type. */
export function createRegistry(defs: readonly AnyWidgetDefinition[]): WidgetRegistry {
  const map = new Map<string, AnyWidgetDefinition>();
  for (const def of defs) {
    if (!KEBAB.test(def.type)) throw new Error(`widget type '${def.type}' must be kebab-case, e.g. 'ranking-list'`);
    if (map.has(def.type)) throw new Error(`widget type '${def.type}' is registered twice`);
    map.set(def.type, def);
  }
  return map;
}

/**
 * Adds the widgets a loaded campaign brings (its compiled module imports only
 * the widgets it uses) to the page's registry. Types already registered are
 * kept as they are, so calling it again (each render, each visit) changes
 * nothing. Returns how many types were added.
 */
export function registerWidgets(registry: WidgetRegistry, defs: readonly AnyWidgetDefinition[] | undefined): number {
  if (!defs || defs.length === 0) return 0;
  let added = 0;
  for (const def of defs) {
    if (registry.has(def.type)) continue;
    if (!(registry instanceof Map)) throw new Error(`cannot register widget '${def.type}': the registry is not a Map`);
    if (!KEBAB.test(def.type)) throw new Error(`widget type '${def.type}' must be kebab-case, e.g. 'ranking-list'`);
    (registry as Map<string, AnyWidgetDefinition>).set(def.type, def);
    added++;
  }
  return added;
}

/** Edit distance between two strings (insert, delete, replace, swap of neighbours). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i]!;
      const prev = d[i - 1]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** Names longer than this get no "did you mean": no known name is that long, and comparing costs length squared. */
export const MAX_SUGGEST_LENGTH = 64;

/** Known types closest to `type` (for "did you mean ...?"), best first. */
export function closestTypes(registry: WidgetRegistry, type: string, max = 3): string[] {
  if (type.length > MAX_SUGGEST_LENGTH) return [];
  const wanted = type.toLowerCase();
  const limit = Math.max(2, Math.ceil(wanted.length * 0.4));
  return [...registry.keys()]
    .map((known) => ({ known, dist: editDistance(wanted, known), contains: known.includes(wanted) || (wanted.length > 2 && wanted.includes(known)) }))
    .filter((c) => c.dist <= limit || c.contains)
    .sort((x, y) => x.dist - y.dist || x.known.localeCompare(y.known))
    .slice(0, max)
    .map((c) => c.known);
}
