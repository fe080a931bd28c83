/**
 * Checks named actions: `run` targets exist (and do not loop), modals opened
 * by id exist, texts are known keys, refetched data sources are declared,
 * widget-offered steps are offered by a registered widget. (That no action a
 * widget runs on its own reaches a money or app step: check-triggers.ts.)
 */
import { isAllowedUrl } from '../security/url';
import { CORE_STEP_TYPES } from './action-step';
import { urlFlowFindings } from './url-flow';
import { isBindingString } from './bindings';
import { checkBridge } from './check-bridge-step';
import type { CheckContext } from './check-context';
import { closestNames, didYouMean } from './closest-names';
import { checkTextKey, checkTextValues } from './check-text';
import { runCycles } from './run-cycles';
import { stepBranches } from './step-branches';
import { formatPath, type IssuePath } from './zod-issues';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Taint follows the value (engine/core/url-flow.ts): each sink URL input reaches is refused at the sink, naming the
 * bindings that carry it and every hop it took from the URL, with their lines.
 */
export function checkUrlFlow(ctx: CheckContext, actions: unknown): void {
  const where = (at: IssuePath) => {
    const pos = at.length > 0 ? ctx.source?.locate(at) : undefined;
    return at.length === 0 ? '' : ` at ${formatPath(at)}${pos ? ` (${pos.line}:${pos.col})` : ''}`;
  };
  for (const f of urlFlowFindings(actions, ctx.flowNodes)) {
    const trail = f.trail.length > 0 ? `; it came ${f.trail.map((hop) => `${hop.text}${where(hop.at)}`).join(', then ')}` : '';
    ctx.error(f.path, `${f.carried.join(', ')} is input the page URL carries; it cannot become ${f.what}${trail}: anyone can share a page URL`, { expected: 'a value written in the campaign, or read from data, user or state the page set itself', found: f.carried.join(', ') });
  }
}

/** The route patterns a path matches: `:name` segments match any one segment. */
function matchesRoute(path: string, route: string): boolean {
  const a = path.toLowerCase().replace(/\/+$/, '').split('/');
  const b = route.toLowerCase().replace(/\/+$/, '').split('/');
  return a.length === b.length && b.every((seg, i) => seg === a[i] || (seg.startsWith(':') && a[i] !== ''));
}

/** A navigate step to a path of this site: a route of a campaign or of the platform. */
function checkNavigateRoute(ctx: CheckContext, to: string, p: IssuePath): void {
  if (!ctx.routes || !to.startsWith('/') || to.startsWith('//') || isBindingString(to)) return;
  const path = to.split(/[?#]/)[0] ?? to;
  if (path === '' || path === '/' || ctx.routes.some((r) => matchesRoute(path, r))) return;
  const near = closestNames(ctx.routes.filter((r) => !r.includes(':')), path.replace(/\/+$/, ''));
  ctx.error([...p, 'to'], `navigate target '${to}' is not a route of any campaign or platform page${didYouMean(near)}`, { expected: near.length > 0 ? near.join(' | ') : 'a route of a campaign or platform page', found: `'${to}'` });
}

function checkStep(ctx: CheckContext, step: Obj, p: IssuePath, runs: string[]): void {
  const type = step.type;
  if (typeof type !== 'string') return;
  if (type === 'run' && typeof step.action === 'string') {
    runs.push(step.action);
    if (!ctx.actions.has(step.action)) {
      const declared = [...ctx.actions].join(', ') || 'none';
      ctx.error([...p, 'action'], `unknown action '${step.action}' (declared under actions: ${declared})`, { expected: `one of: ${declared}`, found: `'${step.action}'` });
    }
  }
  if (type === 'openModal' && typeof step.id === 'string' && !ctx.ids.has(step.id)) {
    ctx.error([...p, 'id'], `openModal refers to '${step.id}', but no node of the page has id '${step.id}'`, { expected: 'the id of a modal or sheet node', found: `'${step.id}'` });
  }
  if (type === 'closeModal' && typeof step.id === 'string' && !ctx.ids.has(step.id)) {
    ctx.error([...p, 'id'], `closeModal refers to '${step.id}', but no node of the page has id '${step.id}'`, { expected: 'the id of a modal or sheet node', found: `'${step.id}'` });
  }
  if (type === 'toast' || type === 'confirm') {
    checkTextKey(ctx, step.text, [...p, 'text']);
    checkTextValues(ctx, step.text, step.values, [...p, 'text']);
  }
  if (type === 'navigate' && typeof step.to === 'string' && !isAllowedUrl(step.to)) {
    ctx.error([...p, 'to'], `navigate target '${step.to}' is neither a route nor an allowlisted URL`, { expected: 'a route such as /act/christmas or an allowlisted URL', found: `'${step.to}'` });
  } else if (type === 'navigate' && typeof step.to === 'string') checkNavigateRoute(ctx, step.to, p);
  if (type === 'bridge') checkBridge(ctx, step, p);
  if (type === 'refetch' && Array.isArray(step.data)) {
    step.data.forEach((name, i) => {
      if (typeof name === 'string' && !ctx.data.has(name)) ctx.error([...p, 'data', i], `refetch names data source '${name}', which is not declared under data:`, { expected: [...ctx.data].join(' | ') || 'a declared data source', found: `'${name}'` });
    });
  }
  if (!(CORE_STEP_TYPES as readonly string[]).includes(type) && type.includes('.')) {
    const widget = type.slice(0, type.indexOf('.'));
    const def = ctx.registry.get(widget);
    if (!def) ctx.error([...p, 'type'], `step '${type}' names widget '${widget}', which is not registered`, { expected: 'a step offered by a registered widget', found: `'${type}'` });
    else if (!def.actions || !Object.prototype.hasOwnProperty.call(def.actions, type)) {
      const offered = Object.keys(def.actions ?? {}).join(', ') || 'none';
      ctx.error([...p, 'type'], `widget '${widget}' offers no step '${type}' (offered: ${offered})`, { expected: offered, found: `'${type}'` });
    }
  }
  for (const branch of stepBranches(step)) checkSteps(ctx, branch.steps, [...p, ...branch.path], runs);
}

function checkSteps(ctx: CheckContext, steps: unknown, path: IssuePath, runs: string[]): void {
  if (!Array.isArray(steps) || path.length > 80) return;
  steps.forEach((step, i) => isObj(step) && checkStep(ctx, step, [...path, i], runs));
}

export function checkActions(ctx: CheckContext, actions: unknown): void {
  if (!isObj(actions)) return;
  const graph = new Map<string, string[]>();
  for (const [name, steps] of Object.entries(actions)) {
    const runs: string[] = [];
    checkSteps(ctx, steps, ['actions', name], runs);
    graph.set(name, runs);
  }
  const reported = new Set<string>();
  for (const cycle of runCycles(graph)) {
    const [name = ''] = cycle;
    if (reported.has(name)) continue;
    cycle.forEach((n) => reported.add(n));
    const shown = cycle.length > 12 ? [...cycle.slice(0, 3), '...', ...cycle.slice(-1)] : cycle;
    const text = `${[...shown, name].join(' -> ')}${cycle.length > 12 ? ` (${cycle.length} actions)` : ''}`;
    ctx.error(['actions', name], `action '${name}' runs itself: ${text}`, { expected: 'no run loop', found: text, onKey: true });
  }
}

