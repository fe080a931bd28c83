/**
 * Every call a campaign makes, with where it is written: its data sources, the `api` steps of its actions, and the
 * API paths its widgets are given (a form's submitPath, a record list's path, a game's drawPath, with the widget's
 * defaults). `campaign validate` checks that each has an answer in a preview (check-fixtures.ts).
 */
import { isBindingString } from './bindings';
import { stepBranches } from './step-branches';
import type { WidgetRegistry } from './types';
import { validatePropsAt } from './validate-props';
import type { IssuePath } from './zod-issues';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface CampaignCall {
  path: string;
  /** Where the path is written (or, for a widget's default, the node). */
  at: IssuePath;
  /** What makes the call, in messages: `data source ranking`, `action draw`, `form submitPath`. */
  what: string;
  /** The fixture name that would answer it (the data source or action), when one does. */
  fixture?: string;
}

/** A prop holding an API path: `path` or a name ending in `Path`. */
const isPathProp = (key: string) => key === 'path' || key.endsWith('Path');

function apiSteps(steps: unknown, at: IssuePath, action: string, out: CampaignCall[], depth = 0): void {
  if (!Array.isArray(steps) || depth > 16) return;
  steps.forEach((step, i) => {
    if (!isObj(step)) return;
    if (step.type === 'api' && typeof step.path === 'string' && !isBindingString(step.path)) out.push({ path: step.path, at: [...at, i, 'path'], what: `action ${action}`, fixture: action });
    for (const b of stepBranches(step)) apiSteps(b.steps, [...at, i, ...b.path], action, out, depth + 1);
  });
}

function widgetPaths(nodes: unknown, at: IssuePath, registry: WidgetRegistry, out: CampaignCall[], depth = 0): void {
  if (!Array.isArray(nodes) || depth > 64) return;
  nodes.forEach((node, i) => {
    if (!isObj(node)) return;
    const def = typeof node.type === 'string' ? registry.get(node.type) : undefined;
    const written = isObj(node.props) ? node.props : {};
    const parsed = def ? validatePropsAt(def, written) : undefined;
    if (parsed?.ok) {
      for (const [key, value] of Object.entries(parsed.props)) {
        if (!isPathProp(key) || typeof value !== 'string' || !value.startsWith('/') || isBindingString(value)) continue;
        // A ranking's own `path` is read only when it requests its rows itself (classify, no rows nor source).
        if (node.type === 'ranking-list' && key === 'path' && (parsed.props.classify === undefined || parsed.props.rows !== undefined || parsed.props.source !== undefined)) continue;
        out.push({ path: value, at: key in written ? [...at, i, 'props', key] : [...at, i, 'type'], what: `${String(node.type)} ${key}${key in written ? '' : ' (its default)'}` });
      }
    }
    widgetPaths(node.children, [...at, i, 'children'], registry, out, depth + 1);
  });
}

/** The calls of a definition as written (before it validates: what cannot be read is left out). */
export function campaignCalls(definition: unknown, registry?: WidgetRegistry): CampaignCall[] {
  const out: CampaignCall[] = [];
  if (!isObj(definition)) return out;
  if (isObj(definition.data)) {
    for (const [name, source] of Object.entries(definition.data)) {
      if (isObj(source) && typeof source.path === 'string') out.push({ path: source.path, at: ['data', name, 'path'], what: `data source ${name}`, fixture: name });
    }
  }
  if (isObj(definition.actions)) for (const [name, steps] of Object.entries(definition.actions)) apiSteps(steps, ['actions', name], name, out);
  if (registry) widgetPaths(definition.page, ['page'], registry, out);
  return out;
}
