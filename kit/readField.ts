/**
 * Defensive readers for rows that come from API answers: a field may be
 * missing, have another type or hold hostile text. Readers never throw.
 */
export type Row = Record<string, unknown>;

export function isRow(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The first of `names` that holds a string or finite number, as a string. */
export function readText(row: Row, ...names: string[]): string | undefined {
  for (const n of names) {
    const v = row[n];
    if (typeof v === 'string') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return undefined;
}

/** The first of `names` that holds a finite number (numeric strings accepted). */
export function readNumber(row: Row, ...names: string[]): number | undefined {
  for (const n of names) {
    const v = row[n];
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  }
  return undefined;
}

/** Rows of an answer: the value itself when it is an array, else the first array field among `names`. */
export function readRows(value: unknown, ...names: string[]): Row[] | undefined {
  if (Array.isArray(value)) return value.filter(isRow);
  if (!isRow(value)) return undefined;
  for (const n of names) {
    const v = value[n];
    if (Array.isArray(v)) return v.filter(isRow);
  }
  return undefined;
}
