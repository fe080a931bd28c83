/**
 * The shape of the data a widget reads (its definition's `reads`, next to its props schema): which prop names the
 * data, and the fields of its rows or of its answer, under each name the widget accepts. The operators' reference
 * lists it; `campaign validate` checks every fixture answer reaching the widget against it (shape-problems.ts).
 */

export type ShapeFieldType = 'text' | 'number' | 'text or number' | 'boolean' | 'list' | 'object' | 'instant';

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
  /** Only for nodes whose prop `prop` has the value `is` (e.g. a record list of kind prizes). */
  when?: { prop: string; is: string };
  /** Not checked when the node sets this prop: it names the fields itself (e.g. a ranking's `fields`). */
  renamedBy?: string;
}

/** A field of a data shape, its names written as one text: `field('nickName|name|userName', 'text', 'Display name', { required: true })`. */
export function field(names: string, type: ShapeFieldType, description: string, more: { required?: boolean; fields?: readonly ShapeField[] } = {}): ShapeField {
  return { names: names.split('|'), type, description, ...more };
}
