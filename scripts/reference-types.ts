/** What the operators' reference holds (scripts/reference.ts gathers it; reference-render.ts writes it). */
import type { PageNode } from '../engine/core/types';

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
