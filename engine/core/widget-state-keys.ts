/** The page state keys a widget writes, read from its props or from its schema's defaults. */
import * as z from 'zod/mini';
import { defOf, innerOf, WRAPPERS } from './schema-walk';
import type { AnyWidgetDefinition } from './types';

/** The page state keys a widget writes: its `stateKey` / `itemStateKey` props, or their defaults. */
export function stateKeysOf(def: AnyWidgetDefinition, props: Record<string, unknown>): string[] {
  const shape = fieldsOf(def.props);
  return ['stateKey', 'itemStateKey'].flatMap((name) => {
    if (typeof props[name] === 'string') return [props[name]];
    const field = shape?.[name];
    const fallback = field ? z.safeParse(field, undefined) : undefined;
    return fallback?.success && typeof fallback.data === 'string' ? [fallback.data] : [];
  });
}

/** The fields of an object schema, through wrappers (lazy, optional...). */
function fieldsOf(schema: z.ZodMiniType, depth = 0): Record<string, z.ZodMiniType> | undefined {
  const def = defOf(schema);
  if (def.shape) return def.shape;
  const inner = depth < 8 && WRAPPERS.has(def.type) ? innerOf(def) : undefined;
  return inner ? fieldsOf(inner, depth + 1) : undefined;
}
