/**
 * The operators' reference (docs/reference.md, and docs/reference.html that `npm start` serves at /vue/reference),
 * made from the code, never kept by hand: the widgets of the registry (props and descriptions from their zod
 * schemas, an example and the Storybook story it comes from), the calls the sandbox knows with the fields of
 * their answers, the bridge actions with their arguments and the forward types, the binding roots and the
 * condition grammar. This file gathers them into a Reference; reference-render.ts writes it as Markdown and
 * HTML. scripts/reference.test.ts gathers the inputs, fails when the committed files are stale and
 * rewrites them under `npm run reference`.
 */
import * as z from 'zod/mini';
import { ACTION_ARGS, BRIDGE_ACTIONS, bridgeArgNames } from '../engine/bridge/actions';
import { FORWARD_TYPES } from '../engine/bridge/constants';
import { BINDING_ROOT_DOCS, BINDING_ROOTS } from '../engine/core/bindings';
import { CONDITION_GRAMMAR } from '../engine/core/expression';
import { FIELD_KIND_KEY } from '../engine/core/schema-helpers';
import { CORE_STEP_TYPES, CORE_STEPS } from '../engine/core/action-step';
import type { DataRead, ShapeField } from '../engine/core/data-shape';
import type { AnyWidgetDefinition, PageNode } from '../engine/core/types';
import { MAX_DEPTH } from './reference-calls';

type Json = Record<string, unknown>;

/** One row of a table of fields: a dotted name, its type, whether it is required, its description. */
export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  /** The description, its default named at its end (`Default: 0.`) when it has one. */
  description: string;
  /** The default, as JSON, when the schema gives one. */
  default?: string;
}

export interface WidgetEntry {
  type: string;
  description: string;
  version: number;
  acceptsChildren: boolean;
  props: FieldRow[];
  /** The data it reads (its definition's `reads`): the prop naming it and the fields of its rows or answer. */
  reads: ReadEntry[];
  /** The page node of its first story that shows it, and that story's id (Storybook `?path=/story/<id>`). */
  example?: { node: PageNode; storyId: string };
}

export interface ReadEntry {
  prop: string;
  what: string;
  /** When the read applies (`kind: prizes`), or ''. */
  when: string;
  /** Where the rows are: a list, or an answer holding one under these fields. */
  listIn: readonly string[];
  shape: 'rows' | 'object';
  fields: FieldRow[];
}

export interface StepEntry {
  type: string;
  fields: FieldRow[];
}

export interface CallEntry {
  call: string;
  /** The fields of a successful answer's `content` (`[]` for one row of a list). */
  fields: FieldRow[];
  /** The answer's content is a list (of rows with these fields) or a plain value. */
  kind: string;
}

export interface Reference {
  widgets: WidgetEntry[];
  calls: CallEntry[];
  /** `open`: the app defines the arguments, passed as written; otherwise no other argument is accepted. */
  actions: { name: string; args: FieldRow[]; open: boolean }[];
  /** The step types of an action: the engine's, then those widgets offer (`<widget>.<name>`). */
  steps: StepEntry[];
  widgetSteps: { type: string; widget: string }[];
  forwardTypes: { name: string; type: number }[];
  roots: { root: string; holds: string; fields: readonly string[] }[];
  grammar: readonly string[];
}

function typeOf(schema: Json): string {
  if (schema[FIELD_KIND_KEY] === 'bindable' && Array.isArray(schema.anyOf)) {
    return `${typeOf(schema.anyOf[0] as Json)} or a binding`;
  }
  if (schema[FIELD_KIND_KEY] === 'instant') return 'instant (ISO-8601 with an offset, or epoch ms)';
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (Array.isArray(union)) return [...new Set(union.map(typeOf))].join(' | ');
  if (schema.type === 'array') return `list of ${schema.items ? typeOf(schema.items as Json) : 'any'}`;
  if (Array.isArray(schema.type)) return schema.type.map((t) => typeOf({ ...schema, type: t })).join(' | ');
  if (schema.type === 'integer') return 'integer';
  if (schema.type === 'string') {
    const kind = schema[FIELD_KIND_KEY];
    return kind === 'text' ? 'string key' : kind === 'actionRef' ? 'action name' : kind === 'dataRef' ? 'data source name' : kind === 'asset' ? 'asset' : 'text';
  }
  if (schema.type === 'object') return schema.properties ? 'object' : 'mapping';
  if (schema.type === 'null') return 'null';
  if (typeof schema.type === 'string') return schema.type;
  if (schema.$ref) return 'see above';
  return 'any';
}

/** The object forms a schema may take (itself, or the objects of its union), for listing nested fields. */
function objectForms(schema: Json): Json[] {
  if (schema.type === 'object' && schema.properties) return [schema];
  if (schema.type === 'array' && schema.items) return objectForms(schema.items as Json);
  const union = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Json[] | undefined;
  return Array.isArray(union) ? union.flatMap(objectForms) : [];
}

/** The fields of a JSON Schema object, nested ones as dotted names (`rows[].name`). */
export function schemaRows(schema: Json, prefix = '', depth = 0): FieldRow[] {
  const rows: FieldRow[] = [];
  for (const form of objectForms(schema)) {
    const required = new Set((form.required as string[] | undefined) ?? []);
    for (const [key, value] of Object.entries(form.properties as Record<string, Json>)) {
      const name = `${prefix}${key}`;
      if (rows.some((r) => r.name === name)) continue;
      const desc = typeof value.description === 'string' ? value.description : '';
      const json = value.default !== undefined ? JSON.stringify(value.default) : undefined;
      const dflt = json !== undefined ? ` Default: ${json}.` : '';
      rows.push({ name, type: typeOf(value), required: required.has(key), description: `${desc}${dflt}`.trim(), ...(json !== undefined ? { default: json } : {}) });
      if (depth < MAX_DEPTH) rows.push(...schemaRows(value, `${name}${value.type === 'array' ? '[]' : ''}.`, depth + 1));
    }
  }
  return rows;
}

function jsonSchemaOf(schema: z.ZodMiniType): Json {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as Json;
}

/** The fields a widget reads as table rows: each under its first name (the others named), nested ones dotted. */
export function shapeRows(fields: readonly ShapeField[], prefix = '', depth = 0): FieldRow[] {
  return fields.flatMap((f) => {
    const name = `${prefix}${f.names[0]}`;
    const also = f.names.length > 1 ? ` Also read as ${f.names.slice(1).join(', ')}.` : '';
    const row: FieldRow = { name, type: f.type, required: f.required === true, description: `${f.description}${also}` };
    return [row, ...(f.fields && depth < MAX_DEPTH ? shapeRows(f.fields, `${name}${f.type === 'list' ? '[]' : ''}.`, depth + 1) : [])];
  });
}

const readEntry = (r: DataRead): ReadEntry => ({ prop: r.prop, what: r.what, when: r.when ? `${r.when.prop}: ${r.when.is}` : '', listIn: r.listIn ?? [], shape: r.shape, fields: [...shapeRows(r.fields), ...shapeRows(r.answer ?? [])] });

export function widgetEntry(def: AnyWidgetDefinition, example?: WidgetEntry['example']): WidgetEntry {
  return {
    type: def.type,
    description: def.description,
    version: def.version,
    acceptsChildren: def.acceptsChildren === true,
    props: schemaRows(jsonSchemaOf(def.props)),
    reads: (def.reads ?? []).map(readEntry),
    ...(example ? { example } : {}),
  };
}

/** The step types an action may use: the engine's, with their fields, and those the widgets offer. */
function stepEntries(defs: readonly AnyWidgetDefinition[]): Pick<Reference, 'steps' | 'widgetSteps'> {
  const steps = CORE_STEP_TYPES.map((type) => ({ type, fields: schemaRows(jsonSchemaOf(CORE_STEPS[type]), '', MAX_DEPTH).filter((r) => r.name !== 'type').map((r) => ({ ...r, type: r.type.replace('see above', 'steps') })) }));
  const widgetSteps = defs.flatMap((d) => Object.keys(d.actions ?? {}).map((type) => ({ type, widget: d.type }))).sort((a, b) => a.type.localeCompare(b.type));
  return { steps, widgetSteps };
}

export function buildReference(widgets: WidgetEntry[], calls: CallEntry[], defs: readonly AnyWidgetDefinition[]): Reference {
  return {
    ...stepEntries(defs),
    widgets: [...widgets].sort((a, b) => a.type.localeCompare(b.type)),
    calls: [...calls].sort((a, b) => a.call.split(' ')[1]!.localeCompare(b.call.split(' ')[1]!) || a.call.localeCompare(b.call)),
    actions: BRIDGE_ACTIONS.map((name) => {
      return { name, args: schemaRows(jsonSchemaOf(ACTION_ARGS[name])), open: bridgeArgNames(name) === undefined };
    }),
    forwardTypes: Object.entries(FORWARD_TYPES).map(([name, type]) => ({ name, type })),
    roots: BINDING_ROOTS.map((root) => ({ root, ...BINDING_ROOT_DOCS[root] })),
    grammar: CONDITION_GRAMMAR,
  };
}

export { answerFields, callEntry } from './reference-calls';
export { GENERATED_NOTE, renderHtml, renderMarkdown } from './reference-render';
