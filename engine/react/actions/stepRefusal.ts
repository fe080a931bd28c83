/**
 * What refuses a step before it runs, whatever the campaign says: the tap rule, static API paths, share URLs, and
 * values the page URL carries reaching a sink (engine/core/action-safety.ts).
 */
import { resolveValue } from '../../core/bindings';
import type { ActionStep } from '../../core/types';
import { isStaticApiPath, STATIC_PATH_HINT } from '../../core/action-safety';
import { gestureStepName, taintSinks, URL_AND_USER_ROOTS, URL_ROOTS, urlCarriedBindings } from '../../core/action-taint';
import { isAllowedUrl } from '../../security/url';
import { SHELL_SETTINGS } from '../pageShell/shellQuery';
import type { ActionEnv } from './ActionEnv';

type Step<K extends string> = Extract<ActionStep, { type: K }>;

/**
 * The rules every step obeys whatever the campaign says (engine/core/action-safety.ts): money and app steps only
 * in a chain a tap started; no URL-carried value in a money or bridge argument, an API path or a navigate target.
 * A refused step is logged (also in production) and sends nothing.
 */
export function refusal(step: ActionStep, env: ActionEnv): string | undefined {
  const gestureStep = gestureStepName(step);
  if (gestureStep && !env.gesture) return `${gestureStep} refused: the chain was not started by a user's tap`;
  if (step.type === 'api' && !isStaticApiPath((step as Step<'api'>).path)) return `api path '${String((step as Step<'api'>).path)}' refused: ${STATIC_PATH_HINT}`;
  if (step.type === 'bridge' && (step as Step<'bridge'>).action === 'share') {
    const url = String(resolve((step as Step<'bridge'>).args?.url, env) ?? '');
    if (!isShareableUrl(url)) return `bridge share refused: '${url}' is neither this page's own address nor an allowlisted host`;
  }
  for (const sink of taintSinks(step as Record<string, unknown>)) {
    const value = (step as Record<string, unknown>)[sink.field];
    const carried = urlCarried(value, env);
    if (carried.length > 0) return `${step.type} step refused: ${carried.join(', ')} comes from the page URL and cannot become ${sink.what}`;
    if (env.urlChosen) return `${step.type} step refused: a condition on input the page URL carries chose it, and it would become ${sink.what}`;
    const echoed = urlValueIn(resolve(value, env), env);
    if (echoed !== undefined) return `${step.type} step refused: '${echoed}' is a value of the page URL and cannot become ${sink.what}`;
  }
  return undefined;
}

/** A share URL: an allowlisted host's, or this page's own address (its path; the bridge adds the attribution). */
function isShareableUrl(url: string): boolean {
  const here = globalThis.location;
  if (!isAllowedUrl(url) || url === '') return false;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return here !== undefined && url.split(/[?#]/)[0] === here.pathname;
  const parsed = new URL(url);
  return !here || parsed.origin !== here.origin || parsed.pathname === here.pathname;
}

const SHELL = new Set(SHELL_SETTINGS);

/**
 * The runtime's last check, on values rather than bindings: a sink value that is (or, for values of four characters
 * or more, contains) a value the page URL carries is refused, however it got there (a picker offering URL options, a
 * widget's own state).
 */
function urlValueIn(value: unknown, env: ActionEnv): string | undefined {
  const query = env.scope().query;
  if (typeof query !== 'object' || query === null) return undefined;
  const carried = Object.entries(query).filter(([k, v]) => !SHELL.has(k) && typeof v === 'string' && v.length >= 2).map(([, v]) => v as string);
  if (carried.length === 0) return undefined;
  const leaves = (v: unknown, depth = 0): string[] => (typeof v === 'string' || typeof v === 'number' ? [String(v)] : depth > 16 || v === null || typeof v !== 'object' ? [] : Object.values(v).flatMap((x) => leaves(x, depth + 1)));
  for (const leaf of leaves(value)) {
    const hit = carried.find((c) => leaf === c || (c.length >= 4 && leaf.includes(c)));
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/** The bindings of a value that read input the page URL carries, for this page (`user` too when the URL set the user id). */
export function urlCarried(value: unknown, env: ActionEnv): string[] {
  return urlCarriedBindings(value, env.stores.tainted, env.services.env.user?.fromUrl === true ? URL_AND_USER_ROOTS : URL_ROOTS);
}

export function resolve<T>(value: T, env: ActionEnv): T {
  return resolveValue(value, env.scope()) as T;
}

