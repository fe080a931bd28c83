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

export interface Def {
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

export const defOf = (s: z.ZodMiniType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
export const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

type Step = (schema: z.ZodMiniType | undefined, value: unknown, path: IssuePath) => void;

/** Kinds that describe the same value as the schema they wrap. */
export const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch', 'pipe', 'lazy']);

/** The schema a wrapper describes the same value with. */
export const innerOf = (def: Def): z.ZodMiniType | undefined => (def.type === 'pipe' ? def.in : def.type === 'lazy' ? def.getter?.() : def.innerType);

/**
 * The steps both walks take alike: through wrappers (optional, default, pipe, lazy...) to the schema that
 * describes the same value (`same`), and into the items of arrays, tuples and records (`child`). False for the
 * other kinds, which each walk treats in its own way.
 */
export function stepInto(def: Def, value: unknown, path: IssuePath, same: Step, child: Step): boolean {
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
