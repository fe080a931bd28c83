/**
 * Runs action steps in order. Never throws: a failing step runs its
 * `onFailure` branch (or, for api steps, shows the server message in a toast)
 * and ends the list.
 */
import { evalCondition, truthy } from '../../core/condition';
import type { ActionContext, ActionStep } from '../../core/types';
import { isStaticApiPath, STATIC_PATH_HINT } from '../../core/action-safety';
import { hasUserActivation } from '../../security/gesture';
import { noteRefusal } from '../../security/refusals';
import { isAllowedUrl } from '../../security/url';
import { dataKeyPrefix } from '../dataSourceQuery';
import { closeModal, openModal, setStateKey } from '../pageStores';
import { MAX_ACTION_DEPTH, type ActionEnv, type StepOutcome } from './ActionEnv';
import { FAILED_KEY, runApiStep, runBridgeStep } from './effectSteps';
import { apiErrorText } from '../../http/ApiError';
import { refusal, resolve, urlCarried } from './stepRefusal';

type Step<K extends string> = Extract<ActionStep, { type: K }>;

function warn(env: ActionEnv, message: string, detail?: unknown): void {
  if (!env.services.env.production) console.warn(`[actions] ${message}`, ...(detail === undefined ? [] : [detail]));
}

/** Runs a branch; an absent branch counts as done. */
export async function runBranch(steps: ActionStep[] | undefined, env: ActionEnv, depth: number): Promise<StepOutcome> {
  return steps && steps.length > 0 ? runSteps(steps, env, depth + 1) : 'ok';
}

export async function runSteps(steps: readonly ActionStep[], env: ActionEnv, depth = 0): Promise<StepOutcome> {
  if (depth > MAX_ACTION_DEPTH) {
    warn(env, `actions nested deeper than ${MAX_ACTION_DEPTH} steps: stopped`);
    return 'stop';
  }
  for (const step of steps) {
    const refused = refusal(step, env);
    if (refused) {
      noteRefusal('actions', refused);
      return 'stop';
    }
    let outcome: StepOutcome;
    try {
      outcome = await runStep(step, env, depth);
    } catch (err) {
      // A step that failed without saying so (a widget's step) still tells the user the action failed.
      warn(env, `step '${step.type}' failed`, err);
      env.toast(apiErrorText(err, FAILED_KEY));
      outcome = 'stop';
    }
    if (outcome === 'stop') return 'stop';
  }
  return 'ok';
}

function navigate(step: Step<'navigate'>, env: ActionEnv): StepOutcome {
  const to = String(resolve(step.to, env) ?? '');
  if (!isAllowedUrl(to)) {
    warn(env, `navigate to '${to}' is not an allowed URL`);
    return 'stop';
  }
  const internal = to.startsWith('/') && !to.startsWith('//');
  if (internal && env.routerNavigate) env.routerNavigate(to);
  else if (env.services.navigate) env.services.navigate(to);
  else globalThis.location?.assign(to);
  return 'ok';
}

async function confirmStep(step: Step<'confirm'>, env: ActionEnv, depth: number): Promise<StepOutcome> {
  const ok = await env.confirm(step.text, step.values ? resolve(step.values, env) : undefined);
  // The answer is the user's tap on the dialog: what follows it is started by the user.
  const answered = { ...env, gesture: env.gesture || hasUserActivation() };
  if (ok) return runBranch(step.onConfirm, answered, depth);
  await runBranch(step.onCancel, answered, depth);
  return 'stop';
}

/** Reads data sources again; the step ends once their answers are in (a failed read keeps its own error state). */
async function refetch(step: Step<'refetch'>, env: ActionEnv): Promise<StepOutcome> {
  const id = env.campaign?.definition.id;
  if (id === undefined) return 'ok';
  const names = step.data && step.data.length > 0 ? step.data : [undefined];
  await Promise.all(names.map((name) => env.services.queryClient.invalidateQueries({ queryKey: dataKeyPrefix(id, name) })));
  return 'ok';
}

function runNamed(name: string, env: ActionEnv, depth: number): Promise<StepOutcome> | StepOutcome {
  const steps = env.campaign?.definition.actions?.[name];
  if (!steps) {
    warn(env, `unknown action '${name}'`);
    return 'stop';
  }
  return runSteps(steps, env, depth + 1);
}

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

function actionContext(env: ActionEnv, depth: number, stepType: string, urlValues: readonly string[]): ActionContext {
  return {
    run: async (steps) => void (await runSteps(steps, env, depth + 1)),
    api: (req) => {
      const refused = widgetApiRefusal(stepType, req, env, urlValues);
      if (refused === undefined) return env.services.http.request(req);
      noteRefusal('actions', refused);
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

async function widgetStep(step: Record<string, unknown> & { type: string }, env: ActionEnv, depth: number): Promise<StepOutcome> {
  for (const def of env.services.registry.values()) {
    const handler = def.actions?.[step.type];
    if (handler) {
      const resolved = resolve(step, env);
      // The values the page URL gave the step's fields: kept out of the paths it requests.
      const urlValues = Object.keys(step)
        .filter((k) => urlCarried(step[k], env).length > 0)
        .flatMap((k) => leafStrings(resolved[k]))
        .filter((v) => v !== '');
      await handler(resolved, actionContext(env, depth, step.type, urlValues));
      return 'ok';
    }
  }
  warn(env, `unknown step type '${step.type}'`);
  return 'stop';
}

function runStep(step: ActionStep, env: ActionEnv, depth: number): Promise<StepOutcome> | StepOutcome {
  switch (step.type) {
    case 'api': {
      // What a call answers for URL input is as tainted as the input.
      const s = step as Step<'api'>;
      if (s.saveAs !== undefined) {
        if (env.urlChosen || urlCarried([s.path, s.params, s.body], env).length > 0) env.stores.tainted.add(s.saveAs);
        else env.stores.tainted.delete(s.saveAs);
      }
      return runApiStep(s, env, (b) => runBranch(b, env, depth));
    }
    case 'bridge':
      return runBridgeStep(step as Step<'bridge'>, env, (b) => runBranch(b, env, depth));
    case 'navigate':
      return navigate(step as Step<'navigate'>, env);
    case 'if': {
      const s = step as Step<'if'>;
      // A branch a condition on URL input chose is as tainted as the input: its steps reach no sink, its state is tainted.
      const chosen = env.urlChosen || urlCarried(s.test, env).length > 0 ? { ...env, urlChosen: true } : env;
      return runBranch(truthy(evalCondition(s.test, env.scope())) ? s.then : s.else, chosen, depth);
    }
    case 'toast': {
      const s = step as Step<'toast'>;
      env.toast(s.text, s.values ? resolve(s.values, env) : undefined);
      return 'ok';
    }
    case 'openModal':
      openModal(env.stores, String(resolve((step as Step<'openModal'>).id, env)));
      return 'ok';
    case 'closeModal': {
      const id = (step as Step<'closeModal'>).id;
      closeModal(env.stores, id === undefined ? undefined : String(resolve(id, env)));
      return 'ok';
    }
    case 'confirm':
      return confirmStep(step as Step<'confirm'>, env, depth);
    case 'refetch':
      return refetch(step as Step<'refetch'>, env);
    case 'setState': {
      const s = step as Step<'setState'>;
      if (env.urlChosen || urlCarried([s.value, s.key], env).length > 0) env.stores.tainted.add(s.key);
      else env.stores.tainted.delete(s.key);
      setStateKey(env.stores, s.key, resolve(s.value, env));
      return 'ok';
    }
    case 'run':
      return runNamed((step as Step<'run'>).action, env, depth);
    default:
      return widgetStep(step as Record<string, unknown> & { type: string }, env, depth);
  }
}
