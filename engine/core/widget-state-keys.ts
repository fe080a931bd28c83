/** The page state keys a widget writes, read from its props or from its schema's defaults. */
import * as z from 'zod/mini';
import { sinkOf } from './schema-helpers';
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

/** The props of a widget an app action uses on a tap (marked with `urlSink`), with what each becomes. */
export function sinkPropsOf(def: AnyWidgetDefinition): { field: string; what: string }[] {
  return Object.entries(fieldsOf(def.props) ?? {}).flatMap(([field, schema]) => {
    let at: z.ZodMiniType | undefined = schema;
    for (let depth = 0; at && depth < 8; depth++) {
      const what = sinkOf(at);
      if (what) return [{ field, what }];
      const d = defOf(at);
      at = WRAPPERS.has(d.type) ? innerOf(d) : undefined;
    }
    return [];
  });
}
