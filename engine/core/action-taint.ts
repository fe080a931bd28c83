/**
 * What a step may do and with which values, shared by the loader (which refuses a campaign breaking a rule) and the
 * action runner (which refuses the step should one slip through); kept out of every page's first load, it comes
 * with the action runner:
 *
 * - steps that spend money, write, navigate or act in the app need a chain a user's tap started;
 * - values the page URL carries (`query`, and state set from it) never reach a money argument, a bridge argument,
 *   an API path or a navigate target;
 * - the paths among a widget's props are paths a request can use.
 */
import { GESTURE_BRIDGE_ACTIONS, isStaticApiPath } from './action-safety';
import { bindingExpressions, parseBinding } from './bindings';

/** Binding roots filled from the page URL. */
export const URL_ROOTS: ReadonlySet<string> = new Set(['query']);

/** The roots filled from the page URL when the user id came from it too (`?uid=` in a development or sandbox build). */
export const URL_AND_USER_ROOTS: ReadonlySet<string> = new Set([...URL_ROOTS, 'user']);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The kind of a step that needs a user's tap ('bridge pay', 'money api /x', 'api POST /x', 'navigate'), or
 * undefined: a money call, any call that writes (every method but GET), a navigation, an act of the user in the app.
 */
export function gestureStepName(step: unknown): string | undefined {
  if (!isObj(step)) return undefined;
  if (step.type === 'api' && step.money === true) return `money api ${String(step.path)}`;
  if (step.type === 'api' && typeof step.method === 'string' && step.method.toUpperCase() !== 'GET') return `api ${step.method.toUpperCase()} ${String(step.path)}`;
  if (step.type === 'navigate') return `navigate to ${String(step.to)}`;
  if (step.type === 'bridge' && typeof step.action === 'string' && GESTURE_BRIDGE_ACTIONS.has(step.action)) return `bridge ${step.action}`;
  return undefined;
}

/**
 * The paths among a widget's props (keys named `path` or ending in `Path`) that no request could use: over
 * MAX_API_PATH characters, climbing out with `..`, or otherwise not a static path. The http client refuses each.
 */
export function unusablePropPaths(props: unknown, at: (string | number)[], depth = 0): { path: (string | number)[]; value: string }[] {
  if (depth > 16 || typeof props !== 'object' || props === null) return [];
  return Object.entries(props).flatMap(([k, v]) => {
    const here = [...at, Array.isArray(props) ? Number(k) : k];
    if (typeof v === 'string') return /(^p|P)ath$/.test(k) && v.startsWith('/') && !isStaticApiPath(v) ? [{ path: here, value: v }] : [];
    return unusablePropPaths(v, here, depth + 1);
  });
}

/**
 * The expressions of a value that read input the page URL carries: a URL root,
 * or a state key set from one (`tainted`). `roots` are the roots the URL fills (`user` too when the user id
 * came from it). Walks nested objects and arrays.
 */
export function urlCarriedBindings(value: unknown, tainted: ReadonlySet<string> = new Set(), roots: ReadonlySet<string> = URL_ROOTS, depth = 0): string[] {
  if (depth > 64) return [];
  if (typeof value === 'string') {
    const out: string[] = [];
    for (const expr of bindingExpressions(value)) {
      const parsed = parseBinding(expr);
      if (!parsed.ok) continue;
      const { root, segments } = parsed.binding;
      const key = segments[0];
      if (roots.has(root) || (root === 'state' && typeof key === 'string' && tainted.has(key))) out.push(`{{${expr.trim()}}}`);
    }
    return out;
  }
  if (Array.isArray(value)) return value.flatMap((v) => urlCarriedBindings(v, tainted, roots, depth + 1));
  if (isObj(value)) return Object.values(value).flatMap((v) => urlCarriedBindings(v, tainted, roots, depth + 1));
  return [];
}

/** What the arguments of a bridge action become, in the words of the taint errors. */
const BRIDGE_SINKS: Readonly<Record<string, string>> = {
  pay: 'a payment argument or product choice',
  sparkBuy: 'a product choice',
  gameTicketBuy: 'a product choice',
  forward: 'a forward target',
  share: 'a share URL',
};

export interface TaintSink {
  /** Field of the step holding the value. */
  field: string;
  /** What the value would become: shown in errors. */
  what: string;
}

/** The fields of a step that URL-carried input must never reach. */
export function taintSinks(step: Obj): TaintSink[] {
  switch (step.type) {
    case 'api': {
      // A read (GET) may take URL input in its parameters; a write's parameters are its body.
      const writes = typeof step.method === 'string' && step.method.toUpperCase() !== 'GET';
      const what = step.money === true ? 'a money argument' : 'an API body';
      return [{ field: 'path', what: 'an API path' }, ...(step.money === true || writes ? [{ field: 'params', what }, { field: 'body', what }] : [])];
    }
    case 'bridge':
      return [{ field: 'args', what: BRIDGE_SINKS[String(step.action)] ?? 'a bridge argument' }];
    case 'navigate':
      return [{ field: 'to', what: 'a navigate target' }];
    default:
      return [];
  }
}
