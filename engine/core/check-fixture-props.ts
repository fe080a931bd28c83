/**
 * Predicts a run-time failure that shows only once data arrives: a prop bound to a data source or to the state an api
 * step saved (`rows: '{{data.ranking.list}}'`) is checked against the widget's schema with each answer its fixture
 * gives (default, per phase, per user) in place of the binding. A value the widget refuses (text where it needs a
 * number, an object where it needs a list, nothing where it needs a value) makes the section show "This part could
 * not be shown": an error at the binding's file:line:col, naming the fixture answer and where it is.
 */
import { evaluateBinding, parseBinding, type Binding, type BindingScope } from './bindings';
import { fixtureAnswers, fixtureOf, type Definition } from './check-data-shapes';
import type { ParsedFixture } from './check-fixtures';
import { evalCondition, truthy } from './condition';
import { parseExpression } from './expression';
import type { AnyWidgetDefinition, DefinitionIssue, WidgetRegistry } from './types';
import { validatePropsAt } from './validate-props';
import { describeFound, formatPath, type IssuePath } from './zod-issues';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const WHOLE = /^\s*\{\{[^{}]*\}\}\s*$/;

/** The whole-value bindings in a node's props, with their paths. */
function bindingsIn(value: unknown, at: IssuePath, out: { path: IssuePath; text: string }[], depth = 0): void {
  if (typeof value === 'string' && WHOLE.test(value)) out.push({ path: at, text: value.trim() });
  else if (depth < 32 && Array.isArray(value)) value.forEach((v, i) => bindingsIn(v, [...at, i], out, depth + 1));
  else if (depth < 32 && isObj(value)) for (const [k, v] of Object.entries(value)) bindingsIn(v, [...at, k], out, depth + 1);
}

/** A copy of `props` with the value at `path` replaced. */
function replaced(props: unknown, path: IssuePath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(props)) return props.map((v, i) => (i === head ? replaced(v, rest, value) : v));
  return { ...(props as Obj), [head as string]: replaced((props as Obj)[head as string], rest, value) };
}

/**
 * Whether a node's `when` (or an ancestor's) hides it with this answer: decided only when every binding the
 * condition reads is in `scope` (the answer's own data source or saved state, and its phase); else it may show.
 */
function hidden(whens: readonly unknown[], scope: BindingScope, head: string): boolean {
  const decided = (b: Binding) => b.root === 'phase' ? 'phase' in scope : b.root in scope && b.segments[0] === head;
  return whens.some((when) => {
    if (!isObj(when)) return false;
    return (['if', 'unless'] as const).some((key) => {
      const text = when[key];
      const inner = typeof text === 'string' ? /^\s*\{\{([^{}]*)\}\}\s*$/.exec(text)?.[1] : undefined;
      const parsed = inner === undefined ? undefined : parseExpression(inner);
      if (!parsed?.ok || !parsed.bindings.every((b) => decided(b.binding))) return false;
      return truthy(evalCondition(parsed.condition, scope)) === (key === 'unless');
    });
  });
}

const under = (path: readonly (string | number)[], prefix: readonly (string | number)[]) => prefix.every((seg, i) => path[i] === seg);

/** The problems of the fixture answers that reach the props of the page's widgets through a binding. */
export function checkFixtureProps(definition: Definition, registry: WidgetRegistry, fixtures: readonly ParsedFixture[]): DefinitionIssue[] {
  const def = definition.value;
  if (!isObj(def) || fixtures.length === 0) return [];
  const issues = new Map<string, DefinitionIssue>();
  const checkNode = (widget: AnyWidgetDefinition, props: Obj, nodePath: IssuePath, whens: readonly unknown[]) => {
    const bindings: { path: IssuePath; text: string }[] = [];
    bindingsIn(props, [], bindings);
    let before: IssuePath[] | undefined;
    for (const binding of bindings) {
      const found = fixtureOf(def, fixtures, binding.text);
      const parsed = parseBinding(binding.text.replace(/^\s*\{\{|\}\}\s*$/g, ''));
      const head = parsed.ok ? parsed.binding.segments[0] : undefined;
      if (!found || !parsed.ok || typeof head !== 'string') continue;
      before ??= (() => { const r = validatePropsAt(widget, props); return r.ok ? [] : r.issues.map((p) => p.path); })();
      if (before.some((p) => under(p, binding.path))) continue;
      for (const answer of fixtureAnswers(found.fixture.body)) {
        const phase = answer.at[answer.at.length - 3] === 'phases' ? answer.at[answer.at.length - 2] : undefined;
        const scope: BindingScope = { [parsed.binding.root]: { [head]: answer.value }, ...(phase !== undefined ? { phase } : {}) };
        if (hidden(whens, scope, head)) continue;
        const value = evaluateBinding(parsed.binding, scope);
        const result = validatePropsAt(widget, replaced(props, binding.path, value));
        const problem = result.ok ? undefined : result.issues.find((p) => under(p.path, binding.path));
        if (!problem) continue;
        const at = [...nodePath, 'props', ...binding.path];
        const pos = definition.source?.locate(at);
        const data = found.fixture.source.locate([...answer.at, ...found.inside]) ?? found.fixture.source.locate(answer.at);
        const from = `${found.fixture.file}:${data?.line ?? 1}:${data?.col ?? 1}`;
        const message = `${widget.type}: ${formatPath(binding.path)} is ${binding.text}, which the fixture answers with ${describeFound(value)} (${formatPath([...answer.at, ...found.inside])} at ${from}); ${widget.type} refuses it (${formatPath(problem.path)}: ${problem.message}), so the section shows "This part could not be shown" once the data arrives. Change the fixture to what the live call answers, or bind the prop to the field holding the value the widget needs`;
        const issue: DefinitionIssue = { severity: 'error', file: definition.file, path: formatPath(at), message, ...(pos ? { line: pos.line, col: pos.col } : {}) };
        issues.set(`${issue.path}:${from}`, issue);
      }
    }
  };
  const walk = (nodes: unknown, path: IssuePath, whens: readonly unknown[], depth: number) => {
    if (!Array.isArray(nodes) || depth > 64) return;
    nodes.forEach((node, i) => {
      if (!isObj(node)) return;
      const widget = typeof node.type === 'string' ? registry.get(node.type) : undefined;
      const shownWhen = node.when === undefined ? whens : [...whens, node.when];
      if (widget && isObj(node.props)) checkNode(widget, node.props, [...path, i], shownWhen);
      walk(node.children, [...path, i, 'children'], shownWhen, depth + 1);
    });
  };
  walk(def.page, ['page'], [], 0);
  return [...issues.values()];
}
