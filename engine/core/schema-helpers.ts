/**
 * Helpers for widget props schemas. They attach operator-facing descriptions
 * (which flow into the JSON Schema) and mark fields the loader checks against
 * the rest of the campaign: string keys, action names, data sources, assets
 * and fields that may hold a binding.
 */
import * as z from 'zod/mini';
import type { ActionTrigger } from '../security/gesture';

export type FieldKind = 'text' | 'actionRef' | 'dataRef' | 'asset' | 'bindable' | 'instant';

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

/** Metadata key naming what an app action makes of a prop's value (a forward target): URL input never reaches it. */
export const SINK_KEY = 'x-sink';

/** Marks a prop whose value an app action uses on a tap; `what` names it in the errors of URL input reaching it. */
export function urlSink<S extends z.ZodMiniType>(schema: S, what: string): S {
  return addMeta(schema, { [SINK_KEY]: what });
}

/** What an app action makes of a prop's value, if a helper marked it. */
export function sinkOf(schema: z.ZodMiniType): string | undefined {
  const what = (z.globalRegistry.get(schema) as Meta | undefined)?.[SINK_KEY];
  return typeof what === 'string' ? what : undefined;
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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Why a value written as an ISO-8601 instant names a day that does not exist (2026-12-32, 2026-02-30), if it does. */
export function missingDateProblem(value: unknown): string | undefined {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})T/.exec(value) : null;
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) return `${m[1]}-${m[2]}-${m[3]} does not exist: there is no month ${m[2]}`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return `${m[1]}-${m[2]}-${m[3]} does not exist: ${MONTHS[month - 1]} ${year} has ${days} days`;
  return undefined;
}

/** An ISO-8601 instant with an offset; a day that does not exist is named as such. */
export const isoInstant = (example: string) =>
  z.iso.datetime({ offset: true, error: (issue) => missingDateProblem(issue.input) ?? `expected an ISO-8601 instant with an offset, e.g. ${example}` });
/** The instant the messages about instants show as an example. */
export const INSTANT_EXAMPLE = '2024-12-25T10:00:00+08:00';

/**
 * An instant in a widget's props, checked when the campaign is validated as the campaign's period is: an
 * ISO-8601 text with an offset (`2026-12-24T20:00:00+08:00`; without the offset it would be read in each
 * viewer's own time zone) or epoch milliseconds. Wrap it in `bindable` for a value read at render time
 * (`{{period.end}}`); a value a binding gives is read as it comes.
 */
export function instant(description: string) {
  return addMeta(z.union([z.string().check(z.minLength(1)), z.number()]), { description, [FIELD_KIND_KEY]: 'instant' });
}

/** Why a written instant is refused (the words of the period's check), or undefined when it is one. */
export function instantProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const r = z.safeParse(isoInstant(INSTANT_EXAMPLE), value);
  return r.success ? undefined : (r.error.issues[0]?.message ?? `expected an ISO-8601 instant with an offset, e.g. ${INSTANT_EXAMPLE}`);
}
