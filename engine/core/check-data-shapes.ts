/**
 * Checks every fixture answer that reaches a widget against the data the widget reads (its definition's `reads`,
 * data-shape.ts): a row missing a field the widget needs, or carrying a misspelt one, is an error at the fixture's
 * file:line:col naming the widget. An answer reaches a widget through a binding to a data source
 * (`rows: '{{data.ranking.list}}'`), to the state an api step saved (`results: '{{state.draw.prizes}}'` with
 * `saveAs: draw`), a data source's name (`source: ranking`) or an API path (`path: /activity/records`).
 */
import { parseBinding } from './bindings';
import type { ParsedFixture } from './check-fixtures';
import type { DataRead } from './data-shape';
import { shapeProblems } from './shape-problems';
import { stepBranches } from './step-branches';
import type { DefinitionIssue, WidgetRegistry } from './types';
import type { SourceMap } from './yaml-safe';
import { formatPath, type IssuePath } from './zod-issues';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const trimPath = (p: string) => p.replace(/\/+$/, '');

export interface Definition {
  file: string;
  value: unknown;
  source?: SourceMap;
}

/** Each answer a fixture gives, with its path in the file: the default, each phase's, each user's (and their phases'). */
export function fixtureAnswers(body: Obj): { at: IssuePath; value: unknown }[] {
  const out: { at: IssuePath; value: unknown }[] = [];
  const entry = (e: unknown, at: IssuePath) => {
    if (!isObj(e)) return;
    if ('answer' in e) out.push({ at: [...at, 'answer'], value: e.answer });
    if (isObj(e.phases)) for (const [phase, p] of Object.entries(e.phases)) if (isObj(p) && 'answer' in p) out.push({ at: [...at, 'phases', phase, 'answer'], value: p.answer });
  };
  entry(body, []);
  if (isObj(body.users)) for (const [user, e] of Object.entries(body.users)) entry(e, ['users', user]);
  return out;
}

/** The api step saving its answer under a state key (`saveAs`), with the action holding it. */
function savedBy(actions: unknown, key: string): { action: string; path: string } | undefined {
  if (!isObj(actions)) return undefined;
  const find = (steps: unknown, depth: number): string | undefined => {
    if (!Array.isArray(steps) || depth > 16) return undefined;
    for (const step of steps) {
      if (isObj(step) && step.type === 'api' && step.saveAs === key && typeof step.path === 'string') return step.path;
      for (const b of stepBranches(step)) {
        const found = find(b.steps, depth + 1);
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const [action, steps] of Object.entries(actions)) {
    const path = find(steps, 0);
    if (path) return { action, path };
  }
  return undefined;
}

/** The fixture answering what a prop names, and where inside its answer the widget's data is. */
export function fixtureOf(def: Obj, fixtures: readonly ParsedFixture[], value: unknown): { fixture: ParsedFixture; inside: (string | number)[] } | undefined {
  if (typeof value !== 'string') return undefined;
  const data = isObj(def.data) ? def.data : {};
  const byCall = (name: string | undefined, path: string | undefined) => fixtures.find((f) => (name !== undefined && f.name === name) || (path !== undefined && f.path === trimPath(path)));
  const whole = /^\s*\{\{([^{}]*)\}\}\s*$/.exec(value);
  if (whole) {
    const parsed = parseBinding(whole[1] ?? '');
    if (!parsed.ok) return undefined;
    const [head, ...inside] = parsed.binding.segments;
    if (typeof head !== 'string') return undefined;
    if (parsed.binding.root === 'data') {
      const source = data[head];
      const fixture = isObj(source) ? byCall(head, typeof source.path === 'string' ? source.path : undefined) : undefined;
      return fixture ? { fixture, inside } : undefined;
    }
    if (parsed.binding.root === 'state') {
      const saved = savedBy(def.actions, head);
      const fixture = saved ? byCall(saved.action, saved.path) : undefined;
      return fixture ? { fixture, inside } : undefined;
    }
    return undefined;
  }
  if (value.startsWith('/')) {
    const fixture = byCall(undefined, value);
    return fixture ? { fixture, inside: [] } : undefined;
  }
  const source = data[value];
  const fixture = isObj(source) ? byCall(value, typeof source.path === 'string' ? source.path : undefined) : undefined;
  return fixture ? { fixture, inside: [] } : undefined;
}

const valueAt = (v: unknown, path: readonly (string | number)[]): unknown => path.reduce<unknown>((cur, seg) => (isObj(cur) || Array.isArray(cur) ? (cur as Record<string | number, unknown>)[seg] : undefined), v);

/** The problems of the fixture answers read by the widgets of a campaign's page. */
export function checkDataShapes(definition: Definition, registry: WidgetRegistry, fixtures: readonly ParsedFixture[]): DefinitionIssue[] {
  const def = definition.value;
  if (!isObj(def) || fixtures.length === 0) return [];
  const issues = new Map<string, DefinitionIssue>();
  const check = (node: Obj, nodePath: IssuePath, read: DataRead, props: Obj) => {
    if (read.when && (read.when.is === undefined ? props[read.when.prop] === undefined : props[read.when.prop] !== read.when.is)) return;
    if (read.renamedBy && props[read.renamedBy] !== undefined) return;
    const found = fixtureOf(def, fixtures, props[read.prop]);
    if (!found) return;
    const pos = definition.source?.locate([...nodePath, 'props', read.prop]);
    const where = `${formatPath(nodePath)} at ${definition.file}:${pos?.line ?? 1}:${pos?.col ?? 1}`;
    for (const answer of fixtureAnswers(found.fixture.body)) {
      for (const problem of shapeProblems(read, valueAt(answer.value, found.inside), [...answer.at, ...found.inside])) {
        const at = found.fixture.source.locate(problem.path, problem.onKey);
        const message = `${String(node.type)} (${where}) reads ${read.what.charAt(0).toLowerCase()}${read.what.slice(1)}: ${problem.message}`;
        const issue: DefinitionIssue = { severity: 'error', file: found.fixture.file, path: formatPath(problem.path), message, ...(at ? { line: at.line, col: at.col } : {}) };
        issues.set(`${issue.file}:${issue.line}:${issue.col}:${problem.message}`, issue);
      }
    }
  };
  const walk = (nodes: unknown, path: IssuePath, depth: number) => {
    if (!Array.isArray(nodes) || depth > 64) return;
    nodes.forEach((node, i) => {
      if (!isObj(node)) return;
      const widget = typeof node.type === 'string' ? registry.get(node.type) : undefined;
      const props = isObj(node.props) ? node.props : {};
      for (const read of widget?.reads ?? []) check(node, [...path, i], read, props);
      walk(node.children, [...path, i, 'children'], depth + 1);
    });
  };
  walk(def.page, ['page'], 0);
  return [...issues.values()];
}
