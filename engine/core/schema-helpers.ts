/**
 * Helpers for widget props schemas. They attach operator-facing descriptions
 * (which flow into the JSON Schema) and mark fields the loader checks against
 * the rest of the campaign: string keys, action names, data sources, assets
 * and fields that may hold a binding.
 */
import * as z from 'zod/mini';
import type { ActionTrigger } from '../security/gesture';

export type FieldKind = 'text' | 'actionRef' | 'dataRef' | 'asset' | 'bindable';

/** Metadata key that carries the field kind (also visible in the JSON Schema). */
export const FIELD_KIND_KEY = 'x-campaign';

type Meta = Record<string, unknown>;

/**
 * A props schema built on first use. Building zod schemas costs start-up time
 * on a slow phone, so a page pays for the schemas it parses with (the widgets
 * it renders), not for every schema it imports. Same type, same JSON Schema.
 */
export function lazySchema<S extends z.ZodMiniType>(build: () => S): z.ZodMiniLazy<S> {
  let built: S | undefined;
  return z.lazy(() => (built ??= build()));
}

function addMeta<S extends z.ZodMiniType>(schema: S, meta: Meta): S {
  const existing = (z.globalRegistry.get(schema) ?? {}) as Meta;
  z.globalRegistry.remove(schema);
  z.globalRegistry.add(schema, { ...existing, ...meta } as never);
  return schema;
}

/** Attaches an operator-facing description to a schema. */
export function describe<S extends z.ZodMiniType>(schema: S, description: string): S {
  return addMeta(schema, { description });
}

/** The description attached to a schema, if any. */
export function descriptionOf(schema: z.ZodMiniType): string | undefined {
  const d = (z.globalRegistry.get(schema) as Meta | undefined)?.description;
  return typeof d === 'string' ? d : undefined;
}

/** The kind a helper gave to a field, if any. */
export function fieldKind(schema: z.ZodMiniType): FieldKind | undefined {
  return (z.globalRegistry.get(schema) as Meta | undefined)?.[FIELD_KIND_KEY] as FieldKind | undefined;
}

const marked = (kind: FieldKind, description: string) => addMeta(z.string().check(z.minLength(1)), { description, [FIELD_KIND_KEY]: kind });

/** A string key that must exist in the campaign's en strings (or `common:<key>` for shared strings). */
export function text(description: string) {
  return marked('text', description);
}

/** Metadata key naming what runs an action field when it is not a user's tap. */
export const TRIGGER_KEY = 'x-trigger';

/**
 * The name of an action declared under `actions:`. `trigger` says what runs it when that is not a user's tap
 * (a timer, a push, the page load...): such an action may not reach a money or app step, and at run time it is
 * refused one.
 */
export function actionRef(description: string, trigger?: ActionTrigger) {
  const schema = marked('actionRef', description);
  return trigger && trigger !== 'tap' ? addMeta(schema, { [TRIGGER_KEY]: trigger }) : schema;
}

/** What runs an action field, when a schema says it is not a user's tap. */
export function actionTrigger(schema: z.ZodMiniType): ActionTrigger | undefined {
  return (z.globalRegistry.get(schema) as Meta | undefined)?.[TRIGGER_KEY] as ActionTrigger | undefined;
}

/** The name of a data source declared under `data:`. */
export function dataRef(description: string) {
  return marked('dataRef', description);
}

/** An image or animation file of the campaign folder, or an allowlisted URL. */
export function asset(description: string) {
  return marked('asset', description);
}

/** A string holding at least one `{{ path }}` binding. */
export const bindingString = lazySchema(() =>
  describe(z.string().check(z.regex(/\{\{[^{}]*\}\}/, { abort: true })), 'A binding such as {{data.ranking.list}}, resolved at render time.'),
);

/**
 * Accepts the schema's value OR a binding string (checked at render time).
 * Typed as the inner schema: components receive props after binding resolution.
 */
export function bindable<S extends z.ZodMiniType>(schema: S): S {
  const inner = descriptionOf(schema);
  const u = z.union([schema, bindingString]);
  addMeta(u, inner ? { description: inner, [FIELD_KIND_KEY]: 'bindable' } : { [FIELD_KIND_KEY]: 'bindable' });
  return u as unknown as S;
}

