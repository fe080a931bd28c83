/**
 * Steps with an outside effect: api calls (money calls single-flight) and
 * native bridge actions (an unknown action takes the failure branch).
 */
import { BACKGROUND_ACTIONS, bridgeFailureKey } from '../../bridge/answers';
import type { BridgeFailure } from '../../bridge/types';
import { resolveValue } from '../../core/bindings';
import { asUserGesture } from '../../security/gesture';
import { apiErrorText } from '../../http/ApiError';
import { failureBranch } from '../../core/step-branches';
import type { ActionStep } from '../../core/types';
import { setStateKey } from '../pageStores';
import type { ActionEnv, StepOutcome } from './ActionEnv';

/** Runs a success/failure branch (provided by the runner). */
export type RunBranch = (steps: ActionStep[] | undefined) => Promise<StepOutcome>;

type Step<K extends string> = Extract<ActionStep, { type: K }>;

export const FAILED_KEY = 'common:shell.runtime.failed';

/**
 * Whether steps tell the user something themselves (a toast or a question), through the named actions they run
 * and both arms of an `if`.
 */
export function tellsUser(steps: readonly ActionStep[], env: Pick<ActionEnv, 'campaign'>, seen: Set<string> = new Set()): boolean {
  return steps.some((step) => {
    if (step.type === 'toast' || step.type === 'confirm') return true;
    if (step.type === 'if') {
      const s = step as Step<'if'>;
      return tellsUser(s.then ?? [], env, seen) && tellsUser(s.else ?? [], env, seen);
    }
    if (step.type !== 'run') return false;
    const name = (step as Step<'run'>).action;
    const named = env.campaign?.definition.actions?.[name];
    if (!named || seen.has(name)) return false;
    seen.add(name);
    return tellsUser(named, env, seen);
  });
}

export async function runApiStep(step: Step<'api'>, env: ActionEnv, branch: RunBranch): Promise<StepOutcome> {
  const scope = env.scope();
  const path = String(resolveValue(step.path, scope));
  const method = step.method ?? 'GET';
  const flightKey = `${method} ${path}`;
  if (step.money) {
    if (env.stores.inFlight.has(flightKey)) return 'stop';
    env.stores.inFlight.add(flightKey);
  }
  let result: unknown;
  try {
    result = await env.services.http.request({
      path,
      method,
      ...(step.params ? { params: resolveValue(step.params, scope) as Record<string, unknown> } : {}),
      ...(step.body !== undefined ? { body: resolveValue(step.body, scope) } : {}),
    });
  } catch (err) {
    // A failure runs its branch (by the server's status code when onFailure lists them). The user always reads why:
    // the server's message shows unless the branch tells the user itself.
    const steps = failureBranch(step.onFailure, (err as { code?: number } | undefined)?.code);
    if (!steps || !tellsUser(steps, env)) env.toast(apiErrorText(err, FAILED_KEY));
    if (steps) await branch(steps);
    return 'stop';
  } finally {
    if (step.money) env.stores.inFlight.delete(flightKey);
  }
  if (step.saveAs) setStateKey(env.stores, step.saveAs, result);
  return branch(step.onSuccess);
}

/**
 * A failed native action runs onFailure; without one, the user reads why (open the app, update the app, or the app
 * could not do it), except for actions the page does not wait on (postEvent, closePage...).
 */
export async function runBridgeStep(step: Step<'bridge'>, env: ActionEnv, branch: RunBranch): Promise<StepOutcome> {
  let failure: BridgeFailure | undefined = 'failed';
  try {
    const args = step.args ? (resolveValue(step.args, env.scope()) as Record<string, unknown>) : undefined;
    // The chain's tap (checked when it started, engine/react/actions/runSteps.ts) is what asks for this action.
    const send = () => env.services.bridge.call(step.action, args);
    const result = await (env.gesture ? asUserGesture(send) : send());
    failure = result.ok ? undefined : result.reason;
    if (!result.ok && !env.services.env.production) console.warn(`[actions] bridge action '${step.action}' failed: ${result.reason}${result.detail ? ` (${result.detail})` : ''}`);
  } catch (err) {
    if (!env.services.env.production) console.warn(`[actions] bridge action '${step.action}' failed`, err);
  }
  if (!failure) return branch(step.onSuccess);
  if (step.onFailure) await branch(step.onFailure);
  else if (!BACKGROUND_ACTIONS.has(step.action)) env.toast(bridgeFailureKey(failure));
  return 'stop';
}
