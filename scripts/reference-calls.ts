/** The fields of the calls the sandbox knows, read from one real answer of each (for the operators' reference). */
import type { CallEntry, FieldRow } from './reference-types';

/** How deep nested fields are listed. */
export const MAX_DEPTH = 4;

type Json = Record<string, unknown>;

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
