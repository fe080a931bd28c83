/**
 * The shape of the data a widget reads (its definition's `reads`, next to its props schema): which prop names the
 * data, and the fields of its rows or of its answer, under each name the widget accepts. The operators' reference
 * lists it; `campaign validate` checks every fixture answer reaching the widget against it (shape-problems.ts).
 */

/** The types a field of a data shape may have. */
export const SHAPE_FIELD_TYPES = ['text', 'number', 'text or number', 'boolean', 'list', 'object', 'instant'] as const;

export type ShapeFieldType = (typeof SHAPE_FIELD_TYPES)[number];

export interface ShapeField {
  /** The names the widget reads the field under; the first present wins (e.g. nickName, name, userName). */
  names: readonly string[];
  type: ShapeFieldType;
  description: string;
  /** A row with none of the names shows nothing there: the answer is refused. */
  required?: boolean;
  /** The fields of each row (a list) or of the object. */
  fields?: readonly ShapeField[];
}

export interface DataRead {
  /** The prop naming the data: a binding to it (`{{data.ranking.list}}`), a data source's name, or an API path. */
  prop: string;
  /** What the data is, in the reference's words (e.g. 'Ranking rows, best first'). */
  what: string;
  /** A list of rows (each with `fields`), or one object with `fields`. */
  shape: 'rows' | 'object';
  /** Rows: when the answer is an object, its first list among these fields holds them. */
  listIn?: readonly string[];
  /** Rows: the other fields of an answer holding the list (e.g. the viewer's own rank). */
  answer?: readonly ShapeField[];
  fields: readonly ShapeField[];
  /** Only for nodes whose prop `prop` has the value `is` (e.g. a record list of kind prizes), or, without `is`, sets it. */
  when?: { prop: string; is?: string };
  /** Not checked when the node sets this prop: it names the fields itself (e.g. a ranking's `fields`). */
  renamedBy?: string;
}

/**
 * A widget's data shapes as its `reads.json` writes them (DataRead values: a table of fields is data, kept apart
 * from code); `widgets/registry.test.ts` checks every declared shape's fields and types.
 */
export function dataReads(json: readonly unknown[]): readonly DataRead[] {
  return json as readonly DataRead[];
}
