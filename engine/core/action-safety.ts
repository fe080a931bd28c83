/**
 * What a step may do and with which values, shared by the loader (which
 * refuses a campaign breaking a rule) and the action runner (which refuses the
 * step should one slip through):
 *
 * - steps that spend money or talk to the app need a chain a user's tap started;
 * - values the page URL carries (`query`, and state set from it) never reach a
 *   money argument, a bridge argument, an API path or a navigate target;
 * - API paths are static paths under the API base: no binding, no `..`, no scheme.
 */
import { bindingExpressions, parseBinding } from './bindings';
import { stepBranches } from './step-branches';

/** Native actions that spend money, publish or hand the user to another place in the app. */
export const GESTURE_BRIDGE_ACTIONS: ReadonlySet<string> = new Set([
  'pay',
  'rechargeDiamond',
  'rechargeBean',
  'share',
  'forward',
  'createRoom',
  'saveImage',
  'gameTicketBuy',
  'gameTicketExchange',
  'sparkBuy',
  // Subscription by group: the app sells the group's subscription.
  'subscribe',
]);

/** Binding roots filled from the page URL. */
export const URL_ROOTS: ReadonlySet<string> = new Set(['query']);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The kind of a step that needs a user's tap ('bridge pay', 'money api /x'), or undefined. */
export function gestureStepName(step: unknown): string | undefined {
  if (!isObj(step)) return undefined;
  if (step.type === 'api' && step.money === true) return `money api ${String(step.path)}`;
  if (step.type === 'bridge' && typeof step.action === 'string' && GESTURE_BRIDGE_ACTIONS.has(step.action)) return `bridge ${step.action}`;
  return undefined;
}

/** An API path a request may use: `/a/b-c/d.e` segments only. */
export const STATIC_PATH = /^(\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)+\/?$/;

export function isStaticApiPath(path: unknown): path is string {
  return typeof path === 'string' && path.length <= 512 && STATIC_PATH.test(path);
}

export const STATIC_PATH_HINT = 'a static path such as /marketing/activity/apply/saveV1 (letters, digits, - _ . segments; no binding, no "..", no scheme): put values in params or body';

/**
 * The expressions of a value that read input the page URL carries: a URL root,
 * or a state key set from one (`tainted`). Walks nested objects and arrays.
 */
export function urlCarriedBindings(value: unknown, tainted: ReadonlySet<string> = new Set(), depth = 0): string[] {
  if (depth > 64) return [];
  if (typeof value === 'string') {
    const out: string[] = [];
    for (const expr of bindingExpressions(value)) {
      const parsed = parseBinding(expr);
      if (!parsed.ok) continue;
      const { root, segments } = parsed.binding;
      const key = segments[0];
      if (URL_ROOTS.has(root) || (root === 'state' && typeof key === 'string' && tainted.has(key))) out.push(`{{${expr.trim()}}}`);
    }
    return out;
  }
  if (Array.isArray(value)) return value.flatMap((v) => urlCarriedBindings(v, tainted, depth + 1));
  if (isObj(value)) return Object.values(value).flatMap((v) => urlCarriedBindings(v, tainted, depth + 1));
  return [];
}

export interface TaintSink {
  /** Field of the step holding the value. */
  field: string;
  /** What the value would become: shown in errors. */
  what: string;
}

/** The fields of a step that URL-carried input must never reach. */
export function taintSinks(step: Obj): TaintSink[] {
  switch (step.type) {
    case 'api':
      return [{ field: 'path', what: 'an API path' }, ...(step.money === true ? [{ field: 'params', what: 'a money argument' }, { field: 'body', what: 'a money argument' }] : [])];
    case 'bridge':
      return [{ field: 'args', what: 'a bridge argument' }];
    case 'navigate':
      return [{ field: 'to', what: 'a navigate target' }];
    default:
      return [];
  }
}

/** State keys set (directly or through other such keys) from URL-carried input by setState steps anywhere in `actions`. */
export function taintedStateKeys(actions: unknown): Set<string> {
  const sets: { key: string; value: unknown }[] = [];
  const walk = (steps: unknown, depth: number): void => {
    if (!Array.isArray(steps) || depth > 80) return;
    for (const step of steps) {
      if (!isObj(step)) continue;
      if (step.type === 'setState' && typeof step.key === 'string') sets.push({ key: step.key, value: step.value });
      for (const branch of stepBranches(step)) walk(branch.steps, depth + 1);
    }
  };
  if (isObj(actions)) Object.values(actions).forEach((steps) => walk(steps, 0));
  const tainted = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const s of sets) {
      if (!tainted.has(s.key) && urlCarriedBindings(s.value, tainted).length > 0) {
        tainted.add(s.key);
        grew = true;
      }
    }
  }
  return tainted;
}
