/**
 * Checks a bridge step: a known native action, the arguments it takes, URLs the bridge would accept, and a share
 * URL written as one of the page's routes or an allowlisted host.
 */
import * as z from 'zod/mini';
import { ACTION_ARGS, BRIDGE_ACTIONS, bridgeArgNames, isBridgeAction } from '../bridge/actions';
import { findRefusedUrl } from '../bridge/checkUrls';
import { isBindingString } from './bindings';
import { shortText, type CheckContext } from './check-context';
import { closestNames, didYouMean } from './closest-names';
import { bindingAbove, isObj } from './schema-walk';
import { PARSE_FOR_PROBLEMS, problemsFromZod, type IssuePath } from './zod-issues';

/** A bridge step: a known native action, with the arguments it takes and values its schema accepts (arguments holding bindings are checked once resolved). */
export function checkBridge(ctx: CheckContext, step: Record<string, unknown>, p: IssuePath): void {
  const action = step.action;
  if (typeof action !== 'string' || isBindingString(action)) return;
  if (!isBridgeAction(action)) {
    const near = closestNames(BRIDGE_ACTIONS, action);
    ctx.error([...p, 'action'], `unknown bridge action '${action}'${didYouMean(near)}${near.length > 0 ? '' : ` (known: ${BRIDGE_ACTIONS.join(', ')})`}`, { expected: near.length > 0 ? near.join(' | ') : BRIDGE_ACTIONS.join(' | '), found: `'${action}'` });
    return;
  }
  const args = step.args ?? {};
  if (isBindingString(args)) return;
  const names = bridgeArgNames(action);
  if (names && isObj(args)) {
    for (const key of Object.keys(args).filter((k) => !names.includes(k))) {
      const near = closestNames(names, key);
      const takes = names.length > 0 ? `${action} takes ${names.join(', ')}` : `${action} takes no arguments`;
      ctx.error([...p, 'args', key], `bridge ${action}: unknown argument '${key}'${didYouMean(near)} (${takes})`, { expected: names.join(' | ') || 'no arguments', found: `'${key}'`, onKey: true });
    }
  }
  // A URL the bridge would refuse (off the allowlist, javascript:, data:text/html...) leaves a dead button: refused here.
  // A binding is checked once resolved; the text around one is checked as written.
  const refusedUrl = findRefusedUrl(withoutBindings(args));
  if (refusedUrl !== undefined) {
    ctx.error([...p, 'args'], `bridge ${action}: URL '${refusedUrl.slice(0, 120)}' is not on the allowlist (the app would never get it): use a page of this site or an allowlisted host`, { expected: 'a page of this site or an allowlisted https URL', found: `'${refusedUrl.slice(0, 120)}'` });
  }
  if (action === 'share' && isObj(args)) checkShareUrl(ctx, args.url, [...p, 'args', 'url']);
  const result = z.safeParse(ACTION_ARGS[action], args, PARSE_FOR_PROBLEMS);
  if (result.success) return;
  for (const problem of problemsFromZod(result.error.issues)) {
    if (bindingAbove(args, problem.path)) continue;
    ctx.error([...p, 'args', ...problem.path], `bridge ${action}: ${problem.message}`, problem);
  }
}

/** A share URL is written in the campaign: an allowlisted host's, or one of the page's own routes (the app adds the attribution). */
function checkShareUrl(ctx: CheckContext, url: unknown, p: IssuePath): void {
  if (typeof url !== 'string') return;
  const path = url.split(/[?#]/)[0]?.replace(/^\/vue(?=\/)/, '') ?? '';
  const own = url.startsWith('/') && !url.startsWith('//') && ctx.ownRoutes.includes(path);
  if (isBindingString(url) || (!own && !/^https:\/\//i.test(url))) {
    ctx.error(p, `share URL '${shortText(url)}' is neither one of this page's routes (${ctx.ownRoutes.join(', ') || 'none'}) nor an allowlisted https URL; a share URL is written as it is, never assembled from bindings`, { expected: 'a route of this campaign or an allowlisted https URL', found: `'${shortText(url)}'` });
  }
}

/** A value with each binding left out: a value that is one binding is dropped, text around a binding stays. */
function withoutBindings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return /^\s*\{\{[^{}]*\}\}\s*$/.test(value) ? undefined : value.replace(/\{\{[^{}]*\}\}/g, 'x');
  if (depth > 16 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => withoutBindings(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutBindings(v, depth + 1)]));
}
