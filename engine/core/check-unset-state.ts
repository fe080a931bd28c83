/**
 * Predicts a run-time failure: a prop bound to page state (`{{state.sendCard}}`) that nothing sets before the
 * user's first tap resolves to nothing when the page first shows; where the widget's props require a value there,
 * the section shows "This part could not be shown". Such a binding is an error at its file:line:col, naming the
 * state and where it is set. A binding with a fallback (`?? ''`), a node shown only once the state is set
 * (`when: { if: '{{state.sendCard}}' }` on it or above it) and a node inside a modal or sheet (opened by a tap) are
 * fine, as is state an action sets that a widget runs on its own.
 */
import { bindingExpressions, parseBinding } from './bindings';
import type { CheckContext } from './check-context';
import { stepBranches } from './step-branches';
import { validatePropsAt } from './validate-props';
import { formatPath, type IssuePath } from './zod-issues';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Layout nodes whose content shows only after a tap opened them. */
const OPENED_BY_TAP = new Set(['modal', 'sheet']);

/** The state key an unset binding of `text` reads (a whole `{{state.key...}}` without fallback), else undefined. */
function unsetKey(expr: string): string | undefined {
  const parsed = parseBinding(expr);
  if (!parsed.ok || parsed.binding.root !== 'state' || parsed.binding.fallback) return undefined;
  const key = parsed.binding.segments[0];
  return typeof key === 'string' ? key : undefined;
}

/** Where each state key is set: setState and saveAs steps of the actions, and widgets keeping a tap under `stateKey`. */
function setters(ctx: CheckContext, actions: unknown, page: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (key: string, what: string, at: IssuePath) => {
    const pos = ctx.source?.locate(at);
    out.set(key, [...(out.get(key) ?? []), `${what} at ${ctx.file}:${pos?.line ?? 1}:${pos?.col ?? 1}`]);
  };
  const steps = (list: unknown, at: IssuePath, depth: number) => {
    if (!Array.isArray(list) || depth > 16) return;
    list.forEach((step, i) => {
      if (!isObj(step)) return;
      if (step.type === 'setState' && typeof step.key === 'string') add(step.key.split('.')[0]!, `the setState step ${formatPath([...at, i])}`, [...at, i]);
      if (step.type === 'api' && typeof step.saveAs === 'string') add(step.saveAs, `the api step ${formatPath([...at, i])} (saveAs)`, [...at, i]);
      for (const b of stepBranches(step)) steps(b.steps, [...at, i, ...b.path], depth + 1);
    });
  };
  if (isObj(actions)) for (const [name, list] of Object.entries(actions)) steps(list, ['actions', name], 0);
  const nodes = (list: unknown, at: IssuePath, depth: number) => {
    if (!Array.isArray(list) || depth > 64) return;
    list.forEach((node, i) => {
      if (!isObj(node) || typeof node.type !== 'string') return;
      const def = ctx.registry.get(node.type);
      const parsed = def ? validatePropsAt(def, isObj(node.props) ? node.props : {}) : undefined;
      const key = parsed?.ok ? parsed.props.stateKey : undefined;
      if (typeof key === 'string') add(key, `the ${node.type} ${formatPath([...at, i])} when tapped`, [...at, i]);
      nodes(node.children, [...at, i, 'children'], depth + 1);
    });
  };
  nodes(page, ['page'], 0);
  return out;
}

/** State keys an action a widget runs on its own sets (before any tap). */
function setOnTheirOwn(ctx: CheckContext): Set<string> {
  const keys = new Set<string>();
  const steps = (list: unknown, depth: number) => {
    if (!Array.isArray(list) || depth > 16) return;
    for (const step of list) {
      if (!isObj(step)) continue;
      if (step.type === 'setState' && typeof step.key === 'string') keys.add(step.key.split('.')[0]!);
      if (step.type === 'api' && typeof step.saveAs === 'string') keys.add(step.saveAs);
      if (step.type === 'run' && typeof step.action === 'string' && depth < 8) steps(ctx.definedActions?.[step.action], depth + 1);
      for (const b of stepBranches(step)) steps(b.steps, depth + 1);
    }
  };
  for (const t of ctx.triggers) steps(ctx.definedActions?.[t.action], 0);
  return keys;
}

/** The state keys a node's `when` reads: it shows only once they are set (or, with unless, decided). */
const guardedBy = (when: unknown): string[] => (isObj(when) ? [when.if, when.unless].flatMap((c) => (typeof c === 'string' ? [...c.matchAll(/\bstate\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1]!) : [])) : []);

/** Props with each unset state binding resolved as the first render resolves it, and the paths of those bindings. */
function firstRender(value: unknown, at: IssuePath, skip: ReadonlySet<string>, found: { path: IssuePath; key: string; expr: string }[], depth = 0): unknown {
  if (typeof value === 'string') {
    const exprs = bindingExpressions(value);
    const keys = exprs.map(unsetKey);
    const hit = keys.findIndex((k) => k !== undefined && !skip.has(k));
    if (hit < 0) return value;
    found.push({ path: at, key: keys[hit]!, expr: exprs[hit]!.trim() });
    if (/^\s*\{\{[^{}]*\}\}\s*$/.test(value)) return undefined;
    return value.replace(/\{\{([^{}]*)\}\}/g, (m, e: string) => { const k = unsetKey(e); return k !== undefined && !skip.has(k) ? '' : m; });
  }
  if (depth > 32) return value;
  if (Array.isArray(value)) return value.map((v, i) => firstRender(v, [...at, i], skip, found, depth + 1));
  if (isObj(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, firstRender(v, [...at, k], skip, found, depth + 1)]));
  return value;
}

export function checkUnsetState(ctx: CheckContext, page: unknown, actions: unknown, props: ReadonlyMap<string, Obj>): void {
  let setBy: Map<string, string[]> | undefined;
  const early = setOnTheirOwn(ctx);
  const walk = (nodes: unknown, at: IssuePath, guarded: ReadonlySet<string>, depth: number) => {
    if (!Array.isArray(nodes) || depth > 64) return;
    nodes.forEach((node, i) => {
      if (!isObj(node) || typeof node.type !== 'string' || OPENED_BY_TAP.has(node.type)) return;
      const p = [...at, i];
      const skip = new Set([...guarded, ...guardedBy(node.when)]);
      const def = ctx.registry.get(node.type);
      const written = props.get(formatPath(p));
      if (def && written) {
        const found: { path: IssuePath; key: string; expr: string }[] = [];
        const resolved = firstRender(written, [], skip, found);
        const result = found.length > 0 ? validatePropsAt(def, resolved) : undefined;
        for (const problem of result && !result.ok ? result.issues : []) {
          const binding = found.find((f) => f.path.every((seg, k) => problem.path[k] === seg));
          if (!binding) continue;
          setBy ??= setters(ctx, actions, page);
          const where = setBy.get(binding.key) ?? [];
          const set = where.length > 0 ? `it is set by ${where.join(' and ')}` : 'nothing on the page sets it';
          const field = formatPath(problem.path);
          ctx.error([...p, 'props', ...binding.path], `${def.type}: ${field} is {{${binding.expr}}}, but state.${binding.key} is unset until a tap (${set}); before it, ${def.type} refuses it (${problem.message}), so the section shows "This part could not be shown". Give a fallback ({{state.${binding.key} ?? ''}}) or show the node only once it is set (when: { if: '{{state.${binding.key}}}' })`, { expected: `a value before the first tap, e.g. {{${binding.expr} ?? ''}}`, found: `{{${binding.expr}}}` });
        }
      }
      walk(node.children, [...p, 'children'], skip, depth + 1);
    });
  };
  walk(page, ['page'], early, 0);
}
