/**
 * Walks a props value alongside its zod schema and reports every field a
 * schema helper marked (text, actionRef, dataRef, asset), so the loader can
 * check them against the rest of the campaign.
 */
import * as z from 'zod/mini';
import { isBindingString, joinPath } from './bindings';
import { fieldKind, type FieldKind } from './schema-helpers';
import type { IssuePath } from './zod-issues';

export type MarkedVisitor = (kind: Exclude<FieldKind, 'bindable'>, value: unknown, path: IssuePath, schema: z.ZodMiniType) => void;

interface Def {
  type: string;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  getter?: () => z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  items?: z.ZodMiniType[];
  options?: z.ZodMiniType[];
  left?: z.ZodMiniType;
  right?: z.ZodMiniType;
  catchall?: z.ZodMiniType;
}

const defOf = (s: z.ZodMiniType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

type Step = (schema: z.ZodMiniType | undefined, value: unknown, path: IssuePath) => void;

/** Kinds that describe the same value as the schema they wrap. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch', 'pipe', 'lazy']);

/** The schema a wrapper describes the same value with. */
const innerOf = (def: Def): z.ZodMiniType | undefined => (def.type === 'pipe' ? def.in : def.type === 'lazy' ? def.getter?.() : def.innerType);

/**
 * The steps both walks take alike: through wrappers (optional, default, pipe, lazy...) to the schema that
 * describes the same value (`same`), and into the items of arrays, tuples and records (`child`). False for the
 * other kinds, which each walk treats in its own way.
 */
function stepInto(def: Def, value: unknown, path: IssuePath, same: Step, child: Step): boolean {
  if (WRAPPERS.has(def.type)) {
    same(innerOf(def), value, path);
    return true;
  }
  switch (def.type) {
    case 'array':
      if (Array.isArray(value)) value.forEach((v, i) => child(def.element, v, [...path, i]));
      return true;
    case 'tuple':
      if (Array.isArray(value)) (def.items ?? []).forEach((sch, i) => child(sch, value[i], [...path, i]));
      return true;
    case 'record':
      if (isObj(value)) for (const [k, v] of Object.entries(value)) child(def.valueType, v, [...path, k]);
      return true;
    default:
      return false;
  }
}

/** Into the fields of an object, and both sides of an intersection, with the same value: as walkMarked and walkBindable step. */
function stepIntoFields(def: Def, value: unknown, path: IssuePath, next: Step): boolean {
  switch (def.type) {
    case 'object':
      if (isObj(value)) for (const [k, s] of Object.entries(def.shape ?? {})) next(s, value[k], [...path, k]);
      return true;
    case 'intersection':
      next(def.left, value, path);
      next(def.right, value, path);
      return true;
    default:
      return false;
  }
}

export function walkMarked(schema: z.ZodMiniType, value: unknown, path: IssuePath, visit: MarkedVisitor, depth = 0): void {
  if (depth > 64 || value === undefined) return;
  const kind = fieldKind(schema);
  if (kind === 'bindable' && isBindingString(value)) return;
  if (kind && kind !== 'bindable') {
    // A text key may be a template a value selects (house{{data.cottage.level}}): checked against the keys it fits.
    if (!isBindingString(value) || kind === 'text') visit(kind, value, path, schema);
    return;
  }
  const def = defOf(schema);
  const next: Step = (s, v, p) => s && walkMarked(s, v, p, visit, depth + 1);
  if (stepInto(def, value, path, next, next) || stepIntoFields(def, value, path, next)) return;
  switch (def.type) {
    case 'union': {
      const match = (def.options ?? []).find((o) => z.safeParse(o, value).success);
      return next(match, value, path);
    }
    default:
      return;
  }
}

/**
 * Reports the path of every field of a props value that a schema helper marked bindable: such a field, and
 * everything inside it, may hold bindings. A value no branch of a union accepts is followed into every branch.
 */
export function walkBindable(schema: z.ZodMiniType, value: unknown, path: IssuePath, visit: (path: IssuePath) => void, depth = 0): void {
  if (depth > 64 || value === undefined) return;
  if (fieldKind(schema) === 'bindable') return visit(path);
  const def = defOf(schema);
  const next: Step = (s, v, p) => s && walkBindable(s, v, p, visit, depth + 1);
  if (stepInto(def, value, path, next, next) || stepIntoFields(def, value, path, next)) return;
  switch (def.type) {
    case 'union': {
      const options = def.options ?? [];
      const match = options.find((o) => z.safeParse(o, value).success);
      return match ? next(match, value, path) : options.forEach((o) => next(o, value, path));
    }
    default:
      return;
  }
}

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

/** The value at a path inside a props object (undefined when absent). */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let cur = root;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = Object.prototype.hasOwnProperty.call(cur, seg) ? (cur as Record<PropertyKey, unknown>)[seg] : undefined;
  }
  return cur;
}

/** The path of the binding string at the path or at one of its ancestors, the closest to the root; undefined when none. */
export function bindingAbove<P extends PropertyKey>(root: unknown, path: readonly P[]): P[] | undefined {
  for (let n = 0; n <= path.length; n++) if (isBindingString(valueAt(root, path.slice(0, n)))) return path.slice(0, n);
  return undefined;
}

/** True when the value at the path, or one of its ancestors, is a binding string. */
export function underBinding(root: unknown, path: readonly PropertyKey[]): boolean {
  return bindingAbove(root, path) !== undefined;
}

export { joinPath };
