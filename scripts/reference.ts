/**
 * The operators' reference (docs/reference.md, and docs/reference.html that `npm start` serves at /vue/reference),
 * made from the code, never kept by hand: the widgets of the registry (props and descriptions from their zod
 * schemas, an example and the Storybook story it comes from), the calls the sandbox knows with the fields of
 * their answers, the bridge actions with their arguments and the forward types, the binding roots and the
 * condition grammar. This file gathers them into a Reference; reference-render.ts writes it as Markdown and
 * HTML. scripts/reference.test.ts gathers the inputs, fails when the committed files are stale and
 * rewrites them under `npm run reference`.
 */
import { ACTION_ARGS, BRIDGE_ACTIONS, bridgeArgNames } from '../engine/bridge/actions';
import { FORWARD_TYPES } from '../engine/bridge/constants';
import { BINDING_ROOT_DOCS, BINDING_ROOTS } from '../engine/core/bindings';
import { CONDITION_GRAMMAR } from '../engine/core/expression';
import { CORE_STEP_TYPES, CORE_STEPS } from '../engine/core/action-step';
import type { DataRead, ShapeField } from '../engine/core/data-shape';
import type { AnyWidgetDefinition } from '../engine/core/types';
import { MAX_DEPTH } from './reference-calls';
import { jsonSchemaOf, schemaRows } from './reference-schema';
import type { CallEntry, FieldRow, ReadEntry, Reference, WidgetEntry } from './reference-types';

export type { CallEntry, FieldRow, ReadEntry, Reference, StepEntry, WidgetEntry } from './reference-types';
export { schemaRows } from './reference-schema';

/** The fields a widget reads as table rows: each under its first name (the others named), nested ones dotted. */
export function shapeRows(fields: readonly ShapeField[], prefix = '', depth = 0): FieldRow[] {
  return fields.flatMap((f) => {
    const name = `${prefix}${f.names[0]}`;
    const also = f.names.length > 1 ? ` Also read as ${f.names.slice(1).join(', ')}.` : '';
    const row: FieldRow = { name, type: f.type, required: f.required === true, description: `${f.description}${also}` };
    return [row, ...(f.fields && depth < MAX_DEPTH ? shapeRows(f.fields, `${name}${f.type === 'list' ? '[]' : ''}.`, depth + 1) : [])];
  });
}

const readEntry = (r: DataRead): ReadEntry => ({ prop: r.prop, what: r.what, when: r.when ? (r.when.is === undefined ? `${r.when.prop} set` : `${r.when.prop}: ${r.when.is}`) : '', listIn: r.listIn ?? [], shape: r.shape, fields: [...shapeRows(r.fields), ...shapeRows(r.answer ?? [])] });

/**
 * Pictures of Storybook's own folder (.storybook/public), which `npm start` does not serve, and the sandbox's
 * same-origin drawings an example shows in their place, so that it works as written: each avatar another seeded user's.
 */
const STORY_PICTURES: Readonly<Record<string, (n: number) => string>> = {
  '/avatar.svg': (n) => `/vue/sandbox/avatar/${10001 + (n % 7)}.svg`,
  '/banner.svg': () => '/vue/sandbox/item/banner.svg',
  '/stage.svg': () => '/vue/sandbox/item/stage.svg',
};

/** A story's node with its Storybook-only pictures replaced by pictures `npm start` serves. */
export function servedPictures<T>(node: T): T {
  const seen = new Map<string, number>();
  const swap = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') {
      const to = STORY_PICTURES[v];
      if (!to) return v;
      const n = seen.get(v) ?? 0;
      seen.set(v, n + 1);
      return to(n);
    }
    if (depth > 32 || !v || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map((x) => swap(x, depth + 1));
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, swap(x, depth + 1)]));
  };
  return swap(node, 0) as T;
}

export function widgetEntry(def: AnyWidgetDefinition, example?: WidgetEntry['example']): WidgetEntry {
  return {
    type: def.type,
    description: def.description,
    version: def.version,
    acceptsChildren: def.acceptsChildren === true,
    props: schemaRows(jsonSchemaOf(def.props)),
    reads: (def.reads ?? []).map(readEntry),
    ...(example ? { example: { ...example, node: servedPictures(example.node) } } : {}),
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
