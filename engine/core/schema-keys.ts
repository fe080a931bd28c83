/**
 * The keys of object schemas: which keys of a props value its schema does not declare (a misspelt prop), and
 * which objects of a schema are closed to other keys (for the JSON Schema of editors).
 */
import * as z from 'zod/mini';
import { isBindingString } from './bindings';
import { defOf, innerOf, isObj, stepInto, WRAPPERS } from './schema-walk';
import type { IssuePath } from './zod-issues';

/** The schema under wrappers (optional, default, lazy...): the one that decides what a value may hold. */
function unwrap(schema: z.ZodMiniType | undefined, depth = 0): z.ZodMiniType | undefined {
  if (!schema || depth > 64) return schema;
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType, depth + 1);
  if (def.type === 'pipe') return unwrap(def.in, depth + 1);
  if (def.type === 'lazy') return unwrap(def.getter?.(), depth + 1);
  return schema;
}

/** The keys an object schema (under its wrappers) declares; none for other kinds. */
function shapeKeys(schema: z.ZodMiniType | undefined): string[] {
  const u = unwrap(schema);
  return u && defOf(u).type === 'object' ? Object.keys(defOf(u).shape ?? {}) : [];
}

/**
 * Reports every key of a props value that its schema does not declare. zod
 * objects drop such keys without a word, so a misspelt prop (`limti: 30`)
 * would silently give the default. Objects that accept any key (records,
 * loose objects) and values that are bindings are left alone; in a union of
 * objects, a key is unknown when no object of the union declares it.
 */
export function walkUnknownKeys(schema: z.ZodMiniType, value: unknown, path: IssuePath, visit: (path: IssuePath, known: string[]) => void, depth = 0, alsoKnown: readonly string[] = []): void {
  if (depth > 64 || value === undefined || isBindingString(value)) return;
  const def = defOf(schema);
  const next = (s: z.ZodMiniType | undefined, v: unknown, p: IssuePath, known: readonly string[] = []) => s && walkUnknownKeys(s, v, p, visit, depth + 1, known);
  // A wrapper describes the same value (the keys known around it still count); items start afresh.
  if (stepInto(def, value, path, (s, v, p) => next(s, v, p, alsoKnown), (s, v, p) => next(s, v, p))) return;
  switch (def.type) {
    case 'object': {
      if (!isObj(value)) return;
      const shape = def.shape ?? {};
      if (def.catchall === undefined) {
        const known = [...Object.keys(shape), ...alsoKnown];
        for (const k of Object.keys(value)) if (!known.includes(k)) visit([...path, k], Object.keys(shape));
      }
      for (const [k, s] of Object.entries(shape)) next(s, value[k], [...path, k]);
      return;
    }
    case 'intersection':
      next(def.left, value, path, [...alsoKnown, ...shapeKeys(def.right)]);
      next(def.right, value, path, [...alsoKnown, ...shapeKeys(def.left)]);
      return;
    case 'union': {
      const options = def.options ?? [];
      const match = options.find((o) => z.safeParse(o, value).success);
      return next(match, value, path, [...alsoKnown, ...options.flatMap(shapeKeys)]);
    }
    default:
      return;
  }
}

/**
 * The objects of a props schema whose unknown keys `walkUnknownKeys` reports, found without a value: every
 * object with no catch-all reachable through wrappers, items, fields and every branch of unions and
 * intersections, each with the keys known around it (those the other objects of its union or intersection
 * declare). The JSON Schema for editors closes the same objects, accepting the same keys. Called once per
 * object and set of keys around it.
 */
export function walkClosedObjects(schema: z.ZodMiniType, visit: (object: z.ZodMiniType, alsoKnown: readonly string[]) => void): void {
  const seen = new Map<z.ZodMiniType, Set<string>>();
  const walk = (s: z.ZodMiniType | undefined, alsoKnown: readonly string[], depth: number): void => {
    if (!s || depth > 64) return;
    const mark = [...new Set(alsoKnown)].sort().join('\n');
    const marks = seen.get(s) ?? new Set<string>();
    if (marks.has(mark)) return;
    seen.set(s, marks.add(mark));
    const def = defOf(s);
    // As in walkUnknownKeys: a wrapper describes the same value (the keys known around it still count); items start afresh.
    if (WRAPPERS.has(def.type)) return walk(innerOf(def), alsoKnown, depth + 1);
    const child = (c: z.ZodMiniType | undefined) => walk(c, [], depth + 1);
    switch (def.type) {
      case 'array':
        return child(def.element);
      case 'tuple':
        return (def.items ?? []).forEach(child);
      case 'record':
        return child(def.valueType);
      case 'object':
        if (def.catchall === undefined) visit(s, alsoKnown);
        return Object.values(def.shape ?? {}).forEach(child);
      case 'intersection':
        walk(def.left, [...alsoKnown, ...shapeKeys(def.right)], depth + 1);
        walk(def.right, [...alsoKnown, ...shapeKeys(def.left)], depth + 1);
        return;
      case 'union': {
        const options = def.options ?? [];
        const known = [...alsoKnown, ...options.flatMap(shapeKeys)];
        return options.forEach((o) => walk(o, known, depth + 1));
      }
      default:
        return;
    }
  };
  walk(schema, [], 0);
}
