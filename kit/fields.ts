/**
 * Small schema helpers shared by the campaign widgets: every field carries an
 * operator-facing description, also when it is optional or has a default.
 */
import * as z from 'zod/mini';
import { bindable, describe } from '@engine';

/** An optional field with its description on the outer schema. */
export function opt<S extends z.ZodMiniType>(schema: S, description: string) {
  return describe(z.optional(schema), description);
}

/** A field with a default value and its description on the outer schema. */
export function withDefault<S extends z.ZodMiniType>(schema: S, value: z.output<S>, description: string) {
  return describe(z._default(schema, value as never), description);
}

/** A whole number at or above `min`. */
export function intFrom(min: number) {
  return z.int().check(z.minimum(min));
}

/** Any object row coming from an API answer or a binding (fields read defensively). */
export const looseRow = z.record(z.string(), z.unknown());
export type LooseRow = z.output<typeof looseRow>;

/** Optional rows bound from page data or state (`{{data.x.rows}}`): `rows` says what a row holds, `field` what the prop is for. */
export function boundRows(rows: string, field: string) {
  return opt(bindable(describe(z.array(looseRow), rows)), field);
}
