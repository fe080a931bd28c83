/**
 * Taint follows the value: input the page URL carries (`query`) stays tainted wherever the campaign moves it, and
 * never reaches a sink (taintSinks: a payment or money argument, a product choice, a bridge argument such as a
 * forward target or a share URL, an API path or write body, a navigation target). It moves through:
 *
 * - `setState` (the key holds what the value held), and `saveAs` of a call whose path or parameters carried it;
 * - string templates (`'room-{{query.r}}'`) and object keys holding bindings (computed keys);
 * - conditions: what an `if` step whose test reads it runs is chosen by the URL, so every step in its branches (and
 *   every action they run) counts as carrying it, and so does every state key those steps set;
 * - option lists: a widget whose props carry it (a picker's options) taints the state key it writes (`stateKey`)
 *   and the `item` of the actions it runs;
 * - `run` steps: an action run from a URL-chosen branch is URL-chosen too.
 *
 * One pass collects the edges, a breadth-first walk from the URL spreads the taint (linear in the campaign, whatever
 * the order or length of the chains), and each tainted sink is reported with the path the value took.
 */
import { bindingExpressions, parseBinding } from './bindings';
import { taintSinks, URL_ROOTS } from './action-taint';
import { stepBranches } from './step-branches';
import { spread, trailTo, type Cause, type Edge, type Place } from './taint-spread';
import type { IssuePath } from './zod-issues';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A widget node as the flow sees it: what it writes and runs, and its props. */
export interface FlowNode {
  path: IssuePath;
  props: unknown;
  stateKeys: string[];
  actions: string[];
  /** Props an app action uses on a tap (a tab's room): sinks like a step's arguments. */
  sinks: { field: string; what: string }[];
}

export interface TaintFinding {
  /** The step field (or the step) the tainted value reaches. */
  path: IssuePath;
  what: string;
  /** The bindings carrying it, as written. */
  carried: string[];
  /** How the value got there, from the URL to the sink, each hop with where it happened. */
  trail: { text: string; at: IssuePath }[];
}

/** The places a value reads (`state:k`, `item:<action>`), and its bindings reading the URL directly. */
function reads(value: unknown, action: string, out: { places: Set<Place>; urls: string[]; exprs: string[] }, depth = 0): void {
  if (depth > 64) return;
  if (typeof value === 'string') {
    for (const raw of bindingExpressions(value)) {
      // A condition holds several paths: each operand is read like a binding.
      for (const part of raw.split(/&&|\|\||[()!<>=]=?|[()!<>]/)) {
        const parsed = parseBinding(part.replace(/^\s*\{\{|\}\}\s*$/g, ''));
        if (!parsed.ok) continue;
        const { root, segments } = parsed.binding;
        const shown = `{{${part.trim()}}}`;
        if (URL_ROOTS.has(root)) out.urls.push(shown);
        else if (root === 'state' && typeof segments[0] === 'string') out.places.add(`state:${segments[0]}`);
        else if (root === 'item') out.places.add(`item:${action}`);
        else continue;
        out.exprs.push(shown);
      }
    }
  } else if (Array.isArray(value)) value.forEach((v) => reads(v, action, out, depth + 1));
  else if (isObj(value)) for (const [k, v] of Object.entries(value)) {
    reads(k, action, out, depth + 1);
    reads(v, action, out, depth + 1);
  }
}

const readsOf = (value: unknown, action: string) => {
  const out = { places: new Set<Place>(), urls: [] as string[], exprs: [] as string[] };
  reads(value, action, out);
  return out;
};

interface Sink {
  path: IssuePath;
  what: string;
  value: unknown;
  action: string;
  guards: Place[];
}

/** Every tainted sink of the campaign's actions, with the path the URL's value took to reach it. */
export function urlFlowFindings(actions: unknown, nodes: readonly FlowNode[]): TaintFinding[] {
  const edges = new Map<Place, Edge[]>();
  const seeds: { to: Place; expr: string; at: IssuePath }[] = [];
  const sinks: Sink[] = [];
  const link = (value: unknown, action: string, to: Place, at: IssuePath, extra: Place[] = []): void => {
    const r = readsOf(value, action);
    for (const expr of r.urls) seeds.push({ to, expr, at });
    for (const from of [...r.places, ...extra]) (edges.get(from) ?? edges.set(from, []).get(from)!).push({ to, at });
  };
  const stack: { steps: unknown; path: IssuePath; action: string; guards: Place[] }[] = [];
  if (isObj(actions)) for (const [name, steps] of Object.entries(actions)) stack.push({ steps, path: ['actions', name], action: name, guards: [`action:${name}`] });
  while (stack.length > 0) {
    const { steps, path, action, guards } = stack.pop()!;
    if (!Array.isArray(steps) || path.length > 160) continue;
    steps.forEach((step, i) => {
      if (!isObj(step)) return;
      const p = [...path, i];
      // A step under a URL-chosen condition: a guard place stands for the condition.
      const guardPlace = `guard:${p.join('.')}`;
      if (step.type === 'if') link(step.test, action, guardPlace, [...p, 'test'], guards);
      if (step.type === 'setState' && typeof step.key === 'string') link([step.value, step.key], action, `state:${step.key}`, p, guards);
      if (step.type === 'api' && typeof step.saveAs === 'string') link([step.path, step.params, step.body], action, `state:${step.saveAs}`, p, guards);
      if (step.type === 'run' && typeof step.action === 'string') {
        for (const g of guards) (edges.get(g) ?? edges.set(g, []).get(g)!).push({ to: `action:${step.action}`, at: p });
        (edges.get(`item:${action}`) ?? edges.set(`item:${action}`, []).get(`item:${action}`)!).push({ to: `item:${step.action}`, at: p });
      }
      for (const sink of taintSinks(step)) sinks.push({ path: [...p, sink.field], what: `${sink.what} (${String(step.type)}${typeof step.action === 'string' ? ` ${step.action}` : ''} step)`, value: step[sink.field], action, guards });
      for (const branch of stepBranches(step)) stack.push({ steps: branch.steps, path: [...p, ...branch.path], action, guards: step.type === 'if' ? [guardPlace] : guards });
    });
  }
  for (const node of nodes) {
    const targets = [...node.stateKeys.map((k) => `state:${k}`), ...node.actions.map((a) => `item:${a}`)];
    for (const to of targets) link(node.props, '', to, [...node.path, 'props']);
    const props = isObj(node.props) ? node.props : {};
    for (const sink of node.sinks) sinks.push({ path: [...node.path, 'props', sink.field], what: `${sink.what} (a widget's ${sink.field})`, value: props[sink.field], action: '', guards: [] });
  }
  const causes = spread(seeds, edges);
  return sinks.flatMap((sink) => finding(sink, causes));
}

function finding(sink: Sink, causes: Map<Place, Cause>): TaintFinding[] {
  const r = readsOf(sink.value, sink.action);
  const carried = [...r.urls, ...r.exprs.filter((e) => !r.urls.includes(e) && [...r.places].some((p) => causes.has(p) && e.includes(p.startsWith('item:') ? 'item' : `state.${p.slice(6)}`)))];
  const viaPlace = [...r.places].find((p) => causes.has(p));
  const viaGuard = sink.guards.find((g) => causes.has(g));
  if (r.urls.length > 0) return [{ path: sink.path, what: sink.what, carried, trail: [] }];
  if (viaPlace) return [{ path: sink.path, what: sink.what, carried, trail: trailTo(viaPlace, causes) }];
  if (viaGuard) return [{ path: sink.path, what: sink.what, carried: ['a condition on URL input'], trail: trailTo(viaGuard, causes) }];
  return [];
}
