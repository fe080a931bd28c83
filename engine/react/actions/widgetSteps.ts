/**
 * Step types a widget module offers (`<widget>.<name>`): found in the registry, run with resolved fields and a
 * context whose requests obey the rules of an `api` step.
 */
import { resolveValue } from '../../core/bindings';
import type { ActionContext, ActionStep } from '../../core/types';
import { isStaticApiPath, STATIC_PATH_HINT, urlCarriedBindings } from '../../core/action-safety';
import { warn, type ActionEnv, type StepOutcome } from './ActionEnv';

/** Runs steps one level deeper in the chain that ran the widget's step. */
type RunNested = (steps: ActionStep[]) => Promise<StepOutcome>;

/**
 * Why a request a widget-offered step makes through `ctx.api` is refused, if it is: the same rules as an `api`
 * step's. The path is a static path; a write (any method but GET) is sent only in a chain a user's tap started,
 * as the app's money and app actions are; no value of a step field bound to input the page URL carries becomes
 * part of the path.
 */
export function widgetApiRefusal(stepType: string, req: { path: unknown; method?: unknown }, env: Pick<ActionEnv, 'gesture'>, urlValues: readonly string[] = []): string | undefined {
  const path = req.path;
  if (!isStaticApiPath(path)) return `${stepType}: api path '${String(path)}' refused: ${STATIC_PATH_HINT}`;
  const carried = urlValues.find((v) => path.includes(v));
  if (carried !== undefined) return `${stepType}: api path '${path}' refused: '${carried}' comes from the page URL and cannot become an API path`;
  const method = typeof req.method === 'string' ? req.method.toUpperCase() : 'GET';
  if (method !== 'GET' && !env.gesture) return `${stepType}: ${method} ${path} refused: the chain was not started by a user's tap`;
  return undefined;
}

function actionContext(env: ActionEnv, run: RunNested, stepType: string, urlValues: readonly string[]): ActionContext {
  return {
    run: async (steps) => void (await run(steps)),
    api: (req) => {
      const refused = widgetApiRefusal(stepType, req, env, urlValues);
      if (refused === undefined) return env.services.http.request(req);
      console.warn(`[actions] ${refused}`);
      return Promise.reject(new Error(refused));
    },
    toast: (textKey, values) => env.toast(textKey, values),
  };
}

/** The strings and numbers of a value, as text (nested objects and arrays walked). */
function leafStrings(value: unknown, depth = 0): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (depth > 16 || value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap((v) => leafStrings(v, depth + 1));
}

/** Runs a step type a widget module offers (`slot-machine.resync`) with the context it may act through. */
export async function widgetStep(step: Record<string, unknown> & { type: string }, env: ActionEnv, run: RunNested): Promise<StepOutcome> {
  for (const def of env.services.registry.values()) {
    const handler = def.actions?.[step.type];
    if (handler) {
      const resolved = resolveValue(step, env.scope()) as typeof step;
      // The values the page URL gave the step's fields: kept out of the paths it requests.
      const urlValues = Object.keys(step)
        .filter((k) => urlCarriedBindings(step[k], env.stores.tainted).length > 0)
        .flatMap((k) => leafStrings(resolved[k]))
        .filter((v) => v !== '');
      await handler(resolved, actionContext(env, run, step.type, urlValues));
      return 'ok';
    }
  }
  warn(env, `unknown step type '${step.type}'`);
  return 'stop';
}
