/**
 * Fixtures that play: a fixture answering an action can say how a successful call changes the later answers of
 * other fixtures of its campaign, for the user who made it, so that a preview behaves like the live event through
 * a whole session. The changes last until the sandbox is reset (the DEV panel's Reset, or the control endpoint).
 *
 *   # fixtures/draw.yaml
 *   answer: { resultPrizes: [{ name: Rose, count: 1 }] }
 *   changes:
 *     - { fixture: house, add: { chances: -1 } }                  # a count goes down (or up)
 *     - { fixture: house, set: { houseName: '{{body.name}}' } }   # a field takes a value, here from the request
 *     - { fixture: records, prepend: { list: { prize: Rose, time: '{{now}}' } } }   # a list grows (append: at its end)
 *   short: { status: 4002, message: No chances left }             # answered, changing nothing, when an add would
 *                                                                 # take a count below zero
 *
 * Field paths are dotted (`stats.count`, `list`). A value may be a text with `{{body.<field>}}` (the request's
 * body), `{{query.<field>}}` (its query), `{{userId}}` or `{{now}}` (epoch milliseconds): a text that is only one
 * of them takes its value as is. Pure TypeScript, used by the sandbox and by `campaign validate`.
 */
/** A failure a fixture answers (the same shape as fixtures.ts's FixtureError, which reads this file). */
interface FixtureError {
  status: number;
  message?: string | Record<string, string>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const CHANGE_OPS = ['set', 'add', 'append', 'prepend'] as const;
export type ChangeOp = (typeof CHANGE_OPS)[number];

/** One change: the fixture (by name, of the same campaign) and, per operation, field paths with their values. */
export interface FixtureChange {
  fixture: string;
  set?: Record<string, unknown>;
  add?: Record<string, number>;
  append?: Record<string, unknown>;
  prepend?: Record<string, unknown>;
}

/** What a change's values may read: the request that made it. */
export interface ChangeRequest {
  body: unknown;
  query: Record<string, string>;
  userId: string;
  now: number;
}

const TEMPLATE = /\{\{\s*(body|query|userId|now)((?:\.[A-Za-z0-9_$-]+)*)\s*\}\}/g;
const WHOLE = /^\{\{\s*(body|query|userId|now)((?:\.[A-Za-z0-9_$-]+)*)\s*\}\}$/;

function readPath(value: unknown, segments: readonly string[]): unknown {
  let at = value;
  for (const s of segments) at = isObject(at) ? at[s] : Array.isArray(at) && /^\d+$/.test(s) ? at[Number(s)] : undefined;
  return at;
}

function templateValue(root: string, rest: string, req: ChangeRequest): unknown {
  if (root === 'userId') return req.userId;
  if (root === 'now') return req.now;
  return readPath(root === 'body' ? req.body : req.query, rest.split('.').filter(Boolean));
}

/** A change's value with its `{{body.x}}`, `{{query.x}}`, `{{userId}}` and `{{now}}` read from the request. */
export function changeValue(value: unknown, req: ChangeRequest): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE.exec(value);
    if (whole) return templateValue(whole[1] ?? '', whole[2] ?? '', req);
    return value.replace(TEMPLATE, (_m, root: string, rest: string) => String(templateValue(root, rest, req) ?? ''));
  }
  if (Array.isArray(value)) return value.map((v) => changeValue(v, req));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, changeValue(v, req)]));
  return value;
}

const SAFE_KEY = (k: string) => k !== '__proto__' && k !== 'constructor' && k !== 'prototype';

/** `answer` with the value at the dotted `path` replaced by what `update` makes of the current one (copies on the way). */
function updateAt(answer: unknown, path: readonly string[], update: (current: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined || !SAFE_KEY(head)) return head === undefined ? update(answer) : answer;
  if (Array.isArray(answer) && /^\d+$/.test(head)) return answer.map((v, i) => (i === Number(head) ? updateAt(v, rest, update) : v));
  const base = isObject(answer) ? answer : {};
  return { ...base, [head]: updateAt(base[head], rest, update) };
}

const fields = (path: string) => path.split('.').filter(Boolean);
const count = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : 0);

/** An answer after one change (with its values already read from the request). */
export function applyChange(answer: unknown, change: FixtureChange): unknown {
  let out = answer;
  for (const [path, value] of Object.entries(change.set ?? {})) out = updateAt(out, fields(path), () => value);
  for (const [path, by] of Object.entries(change.add ?? {})) out = updateAt(out, fields(path), (v) => count(v) + count(by));
  for (const [path, item] of Object.entries(change.append ?? {})) out = updateAt(out, fields(path), (v) => [...(Array.isArray(v) ? v : []), item]);
  for (const [path, item] of Object.entries(change.prepend ?? {})) out = updateAt(out, fields(path), (v) => [item, ...(Array.isArray(v) ? v : [])]);
  return out;
}

/** Whether a change would take a count of `answer` below zero. */
export function goesBelowZero(answer: unknown, change: FixtureChange): boolean {
  return Object.entries(change.add ?? {}).some(([path, by]) => count(readPath(answer, fields(path))) + count(by) < 0);
}

/** The changes a fixture file declares, as written (a malformed entry is left out: `campaign validate` reports it). */
export function readChanges(body: Record<string, unknown>): { changes?: FixtureChange[]; short?: FixtureError } {
  const changes = (Array.isArray(body.changes) ? body.changes : []).filter((c): c is FixtureChange => isObject(c) && typeof c.fixture === 'string');
  const short = isObject(body.short) && typeof body.short.status === 'number' ? (body.short as unknown as FixtureError) : undefined;
  return { ...(changes.length > 0 ? { changes } : {}), ...(short ? { short } : {}) };
}

/** Problems of a file's `changes:` and `short:`, each at its path; `names` are the campaign's fixture names. */
export function changeProblems(body: Record<string, unknown>, names: readonly string[]): { path: (string | number)[]; message: string; onKey?: boolean }[] {
  const out: { path: (string | number)[]; message: string; onKey?: boolean }[] = [];
  if (body.short !== undefined && (!isObject(body.short) || typeof body.short.status !== 'number' || body.short.status === 0)) out.push({ path: ['short'], message: 'short needs a non-zero status code, e.g. { status: 4002, message: No chances left }' });
  if (body.changes === undefined) return out;
  if (!Array.isArray(body.changes)) return [...out, { path: ['changes'], message: 'expected a list of changes, e.g. - { fixture: house, add: { chances: -1 } }' }];
  body.changes.forEach((c, i) => {
    if (!isObject(c)) return out.push({ path: ['changes', i], message: 'expected a mapping: fixture: and one of set, add, append, prepend' });
    if (typeof c.fixture !== 'string') out.push({ path: ['changes', i], message: 'a change names the fixture it changes: fixture: <name>' });
    else if (!names.includes(c.fixture)) out.push({ path: ['changes', i, 'fixture'], message: `no fixture '${c.fixture}' in this campaign's fixtures (${names.join(', ') || 'none'})` });
    for (const key of Object.keys(c)) {
      if (key !== 'fixture' && !(CHANGE_OPS as readonly string[]).includes(key)) out.push({ path: ['changes', i, key], message: `unknown key '${key}'; expected fixture, ${CHANGE_OPS.join(', ')}`, onKey: true });
      else if (key !== 'fixture' && !isObject(c[key])) out.push({ path: ['changes', i, key], message: `${key} takes a mapping of field paths, e.g. ${key}: { chances: 1 }` });
    }
    if (isObject(c.add)) for (const [path, by] of Object.entries(c.add)) if (typeof by !== 'number') out.push({ path: ['changes', i, 'add', path], message: `add takes a number (negative to count down), not ${JSON.stringify(by)}` });
    return undefined;
  });
  return out;
}
