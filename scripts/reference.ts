/**
 * The operators' reference (docs/reference.md, and docs/reference.html that `npm start` serves at /vue/reference),
 * made from the code, never kept by hand: the widgets of the registry (props and descriptions from their zod
 * schemas, an example and the Storybook story it comes from), the calls the sandbox knows with the fields of
 * their answers, the bridge actions with their arguments and the forward types, the binding roots and the
 * condition grammar. scripts/reference.test.ts gathers the inputs, fails when the committed files are stale and
 * rewrites them under `npm run reference`.
 */
import * as z from 'zod/mini';
import { stringify } from 'yaml';
import { ACTION_ARGS, BRIDGE_ACTIONS, bridgeArgNames } from '../engine/bridge/actions';
import { FORWARD_TYPES } from '../engine/bridge/constants';
import { BINDING_ROOT_DOCS, BINDING_ROOTS } from '../engine/core/bindings';
import { CONDITION_GRAMMAR } from '../engine/core/expression';
import { FIELD_KIND_KEY } from '../engine/core/schema-helpers';
import type { AnyWidgetDefinition, PageNode } from '../engine/core/types';

type Json = Record<string, unknown>;

/** One row of a table of fields: a dotted name, its type, whether it is required, its description. */
export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface WidgetEntry {
  type: string;
  description: string;
  version: number;
  acceptsChildren: boolean;
  props: FieldRow[];
  /** The page node of its first story that shows it, and that story's id (Storybook `?path=/story/<id>`). */
  example?: { node: PageNode; storyId: string };
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
  forwardTypes: { name: string; type: number }[];
  roots: { root: string; holds: string; fields: readonly string[] }[];
  grammar: readonly string[];
}

const MAX_DEPTH = 4;

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
      const dflt = value.default !== undefined ? ` Default: ${JSON.stringify(value.default)}.` : '';
      rows.push({ name, type: typeOf(value), required: required.has(key), description: `${desc}${dflt}`.trim() });
      if (depth < MAX_DEPTH) rows.push(...schemaRows(value, `${name}${value.type === 'array' ? '[]' : ''}.`, depth + 1));
    }
  }
  return rows;
}

function jsonSchemaOf(schema: z.ZodMiniType): Json {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as Json;
}

export function widgetEntry(def: AnyWidgetDefinition, example?: WidgetEntry['example']): WidgetEntry {
  return {
    type: def.type,
    description: def.description,
    version: def.version,
    acceptsChildren: def.acceptsChildren === true,
    props: schemaRows(jsonSchemaOf(def.props)),
    ...(example ? { example } : {}),
  };
}

const jsonType = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'list' : typeof v === 'object' ? 'object' : typeof v);

/** The fields an answer carries, read from one real answer: names, types, nested rows of lists (`list[].name`). */
export function answerFields(content: unknown, prefix = '', depth = 0): FieldRow[] {
  const rows: FieldRow[] = [];
  const add = (name: string, values: unknown[]) => {
    const types = [...new Set(values.map(jsonType))].sort();
    rows.push({ name, type: types.join(' | '), required: true, description: '' });
    if (depth >= MAX_DEPTH) return;
    const objects = values.filter((v): v is Json => jsonType(v) === 'object');
    if (objects.length) rows.push(...answerFields(objects, `${name}.`, depth + 1));
    const items = values.filter(Array.isArray).flat();
    const itemObjects = items.filter((v): v is Json => jsonType(v) === 'object');
    if (itemObjects.length) rows.push(...answerFields(itemObjects, `${name}[].`, depth + 1));
  };
  const objects = (Array.isArray(content) && prefix ? content : [content]).filter((v): v is Json => jsonType(v) === 'object');
  const keys = [...new Set(objects.flatMap((o) => Object.keys(o)))];
  for (const key of keys) add(`${prefix}${key}`, objects.map((o) => o[key]).filter((v) => v !== undefined));
  return rows;
}

export function callEntry(call: string, content: unknown): CallEntry {
  if (Array.isArray(content)) {
    const items = content.filter((v): v is Json => jsonType(v) === 'object');
    return { call, kind: 'list', fields: items.length ? answerFields(items, '[].', 0) : [] };
  }
  return { call, kind: jsonType(content), fields: jsonType(content) === 'object' ? answerFields(content) : [] };
}

export function buildReference(widgets: WidgetEntry[], calls: CallEntry[]): Reference {
  return {
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

/* ------------------------------------------------------------------ */
/* Markdown                                                            */
/* ------------------------------------------------------------------ */

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const storyLink = (id: string) => `http://127.0.0.1:6006/?path=/story/${id}`;
const anchor = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function table(rows: FieldRow[], head: [string, string, string, string], withRequired = true): string[] {
  if (rows.length === 0) return ['(none)', ''];
  const out = [`| ${head.join(' | ')} |`, '| --- | --- | --- | --- |'];
  for (const r of rows) out.push(`| \`${cell(r.name)}\` | ${cell(r.type)} | ${withRequired ? (r.required ? 'yes' : 'no') : ''} | ${cell(r.description)} |`);
  return [...out, ''];
}

export const GENERATED_NOTE = 'Generated by `npm run reference` from the code (widgets, sandbox catalogue, bridge, bindings); do not edit. `npm test` fails when it is stale.';

export function renderMarkdown(ref: Reference): string {
  const out: string[] = ['# Campaign reference', '', GENERATED_NOTE, '', `${ref.widgets.length} widgets, ${ref.calls.length} calls, ${ref.actions.length} bridge actions.`, ''];
  out.push('- [Widgets](#widgets)', '- [Calls the sandbox knows](#calls-the-sandbox-knows)', '- [Bridge actions](#bridge-actions)', '- [Bindings](#bindings)', '- [Conditions](#conditions)', '');

  out.push('## Widgets', '', 'Each widget: its `type` for the page, its props (`props:`), an example node from its Storybook story (`npm run storybook`).', '');
  for (const w of ref.widgets) {
    out.push(`### ${w.type}`, '', w.description, '', `Props format version ${w.version}${w.acceptsChildren ? '; takes child nodes (`children:`)' : ''}.`, '');
    out.push(...table(w.props, ['Prop', 'Type', 'Required', 'Description']));
    if (w.example) {
      out.push(`Example (story [${w.example.storyId}](${storyLink(w.example.storyId)})):`, '', '```yaml', stringify([w.example.node], { lineWidth: 0 }).trimEnd(), '```', '');
    } else {
      out.push('No story shows this widget yet.', '');
    }
  }

  out.push('## Calls the sandbox knows', '', 'A data source or `api` step whose path is one of these previews with the sandbox\'s data; any other path needs a fixture (`fixtures/<name>.yaml`, see docs/authoring.md). Fields are those of `content` in a successful answer, read from the sandbox\'s answer; `[]` is a row of a list.', '');
  for (const c of ref.calls) {
    out.push(`### ${c.call}`, '');
    if (c.kind === 'list') out.push('The answer is a list.', '');
    else if (c.kind !== 'object') out.push(`The answer is a ${c.kind}.`, '');
    if (c.fields.length) {
      out.push('| Field | Type |', '| --- | --- |', ...c.fields.map((f) => `| \`${cell(f.name)}\` | ${cell(f.type)} |`), '');
    }
  }

  out.push('## Bridge actions', '', 'A `bridge` step names one of these actions; `campaign validate` checks its `args` against the action\'s arguments, an unknown argument included.', '');
  for (const a of ref.actions) {
    out.push(`### ${a.name}`, '', ...(a.open ? [] : table(a.args, ['Argument', 'Type', 'Required', 'Description'])));
    out.push(a.open ? 'Its arguments are passed to the app as written (the app defines them).' : a.args.length ? 'No other argument is accepted.' : 'Takes no arguments.', '');
  }
  out.push('### Forward types (P§3)', '', '`forward` opens a screen of the app: `{ type: <number>, id: <room or user id> }`.', '', '| Screen | type |', '| --- | --- |', ...ref.forwardTypes.map((f) => `| ${f.name} | ${f.type} |`), '');

  out.push('## Bindings', '', '`{{ root.field }}` reads a value; `{{ path ?? fallback }}` gives one when it is missing.', '', '| Root | Holds | Fields |', '| --- | --- | --- |');
  for (const r of ref.roots) out.push(`| \`${r.root}\` | ${cell(r.holds)} | ${r.fields.map((f) => `\`${cell(f)}\``).join(', ') || '(none)'} |`);
  out.push('');

  out.push('## Conditions', '', '`when.if`, `when.unless` and the `if` step\'s `test` take one condition inside `{{ }}`:', '', '```', ...ref.grammar, '```', '');
  return out.join('\n');
}

/* ------------------------------------------------------------------ */
/* HTML (served by npm start at /vue/reference)                        */
/* ------------------------------------------------------------------ */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function htmlTable(head: string[], rows: string[][]): string {
  if (rows.length === 0) return '<p>(none)</p>';
  return `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c, i) => `<td>${i === 0 ? `<code>${esc(c)}</code>` : esc(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
}

export function renderHtml(ref: Reference): string {
  const parts: string[] = [];
  const fields = (rows: FieldRow[]) => htmlTable(['Name', 'Type', 'Required', 'Description'], rows.map((r) => [r.name, r.type, r.required ? 'yes' : 'no', r.description]));
  parts.push(`<h1>Campaign reference</h1><p>${esc(GENERATED_NOTE)}</p>`);
  parts.push(`<nav><a href="#widgets">Widgets</a> · <a href="#calls">Calls</a> · <a href="#bridge">Bridge actions</a> · <a href="#bindings">Bindings</a> · <a href="#conditions">Conditions</a></nav>`);
  parts.push(`<h2 id="widgets">Widgets</h2><p>${ref.widgets.map((w) => `<a href="#w-${anchor(w.type)}">${esc(w.type)}</a>`).join(' · ')}</p>`);
  for (const w of ref.widgets) {
    parts.push(`<section id="w-${anchor(w.type)}"><h3>${esc(w.type)}</h3><p>${esc(w.description)}</p><p>Props format version ${w.version}${w.acceptsChildren ? '; takes child nodes' : ''}.</p>${fields(w.props)}`);
    parts.push(w.example ? `<p>Example from story <a href="${esc(storyLink(w.example.storyId))}">${esc(w.example.storyId)}</a>:</p><pre>${esc(stringify([w.example.node], { lineWidth: 0 }))}</pre>` : '<p>No story shows this widget yet.</p>');
    parts.push('</section>');
  }
  parts.push('<h2 id="calls">Calls the sandbox knows</h2><p>Fields of <code>content</code> in a successful answer; <code>[]</code> is a row of a list. Any other path needs a fixture.</p>');
  for (const c of ref.calls) {
    parts.push(`<h3 id="c-${anchor(c.call)}">${esc(c.call)}</h3>${c.kind === 'object' ? '' : `<p>The answer is a ${esc(c.kind)}.</p>`}${c.fields.length ? htmlTable(['Field', 'Type'], c.fields.map((f) => [f.name, f.type])) : ''}`);
  }
  parts.push('<h2 id="bridge">Bridge actions</h2>');
  for (const a of ref.actions) {
    const note = a.open ? 'Its arguments are passed to the app as written (the app defines them).' : a.args.length ? 'No other argument is accepted.' : 'Takes no arguments.';
    parts.push(`<h3>${esc(a.name)}</h3>${a.open || !a.args.length ? '' : fields(a.args)}<p>${note}</p>`);
  }
  parts.push(`<h3>Forward types (P§3)</h3>${htmlTable(['Screen', 'type'], ref.forwardTypes.map((f) => [f.name, String(f.type)]))}`);
  parts.push(`<h2 id="bindings">Bindings</h2>${htmlTable(['Root', 'Holds', 'Fields'], ref.roots.map((r) => [r.root, r.holds, r.fields.join(', ') || '(none)']))}`);
  parts.push(`<h2 id="conditions">Conditions</h2><pre>${esc(ref.grammar.join('\n'))}</pre>`);
  const style = 'body{font:14px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:16px}table{border-collapse:collapse;width:100%;margin:8px 0}td,th{border:1px solid #ddd;padding:4px 6px;text-align:left;vertical-align:top}pre{background:#f6f6f6;padding:8px;overflow:auto}code{font-size:13px}section{border-top:1px solid #eee}';
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Campaign reference</title><style>${style}</style></head><body>\n${parts.join('\n')}\n</body></html>\n`;
}
