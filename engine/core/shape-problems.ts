/**
 * Checks a value against the data a widget reads (data-shape.ts): a required field missing under all its names, a
 * field whose name is close to one the widget reads and lacks (a misspelling), a value of the wrong type.
 */
import { closestNames } from './closest-names';
import type { DataRead, ShapeField, ShapeFieldType } from './data-shape';
import type { IssuePath } from './zod-issues';

export interface ShapeProblem {
  /** Path inside the checked value. */
  path: IssuePath;
  message: string;
  /** The problem is about a key (a misspelt field) rather than its value. */
  onKey?: boolean;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumeric = (v: unknown) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()));

function fits(type: ShapeFieldType, v: unknown): boolean {
  if (v === null) return true;
  switch (type) {
    case 'number': return isNumeric(v);
    case 'text': case 'text or number': return typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
    case 'instant': return typeof v === 'string' || typeof v === 'number';
    case 'boolean': return typeof v === 'boolean' || v === 0 || v === 1;
    case 'list': return Array.isArray(v);
    case 'object': return isObj(v);
  }
}

const namesText = (f: ShapeField) => f.names.map((n) => `'${n}'`).join(f.names.length > 2 ? ', ' : ' or ').replace(/, ('[^']*')$/, ' or $1');

/** The problems of one object (a row, or the answer) against the fields a widget reads from it. */
export function objectProblems(value: unknown, fields: readonly ShapeField[], path: IssuePath, depth = 0): ShapeProblem[] {
  if (!isObj(value)) return [{ path, message: `expected a mapping with ${fields.map((f) => f.names[0]).join(', ')}` }];
  const out: ShapeProblem[] = [];
  const present = (f: ShapeField) => f.names.find((n) => value[n] !== undefined);
  const all = fields.flatMap((f) => f.names);
  for (const key of Object.keys(value)) {
    if (all.includes(key)) continue;
    // A field the widget does not read is fine (answers carry more); one close to a field it reads and lacks is a misspelling.
    const near = closestNames(all, key).filter((n) => { const f = fields.find((x) => x.names.includes(n)); return f !== undefined && present(f) === undefined; });
    if (near.length > 0) out.push({ path: [...path, key], onKey: true, message: `'${key}' is not a field it reads here; did you mean ${near.map((n) => `'${n}'`).join(' or ')}?` });
  }
  for (const f of fields) {
    const name = present(f);
    if (name === undefined) {
      if (f.required && !out.some((p) => p.onKey && p.message.includes(`'${f.names[0]}'`))) out.push({ path, message: `no ${namesText(f)} here (${f.description})` });
      continue;
    }
    const v = value[name];
    if (!fits(f.type, v)) {
      out.push({ path: [...path, name], message: `'${name}' is ${JSON.stringify(v)?.slice(0, 60)}; expected ${f.type === 'list' ? 'a list' : f.type === 'object' ? 'a mapping' : `a ${f.type}`}` });
      continue;
    }
    if (f.fields && depth < 4) {
      if (f.type === 'list' && Array.isArray(v)) v.forEach((row, i) => out.push(...objectProblems(row, f.fields!, [...path, name, i], depth + 1)));
      else if (f.type === 'object' && isObj(v)) out.push(...objectProblems(v, f.fields, [...path, name], depth + 1));
    }
  }
  return out;
}

/** The problems of a value a widget reads with `read`: a list of rows (or an answer holding one) or one object. */
export function shapeProblems(read: DataRead, value: unknown, path: IssuePath): ShapeProblem[] {
  if (value === undefined || value === null) return [];
  if (read.shape === 'object') return objectProblems(value, read.fields, path);
  if (isObj(value) && read.listIn) return objectProblems(value, [{ names: read.listIn, type: 'list', required: true, description: read.what, fields: read.fields }, ...(read.answer ?? [])], path);
  if (!Array.isArray(value)) return [{ path, message: 'expected a list of rows' }];
  return value.flatMap((row, i) => objectProblems(row, read.fields, [...path, i]));
}

