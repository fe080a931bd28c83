/**
 * Checks a value a widget schema marks: a text key, a file of the campaign folder or an allowlisted asset URL, an
 * instant, a declared action or data source.
 */
import { allowedHostList, isAllowedUrl } from '../security/url';
import type { CheckContext } from './check-context';
import { checkTextKey } from './check-text';
import { INSTANT_EXAMPLE, instantProblem } from './schema-helpers';
import type { IssuePath } from './zod-issues';

export function checkAsset(ctx: CheckContext, value: unknown, path: IssuePath): void {
  if (typeof value !== 'string') return;
  const isFile = /^[\w\-./]+$/.test(value) && !value.startsWith('/') && !value.includes('..') && !/^[a-z]+:/i.test(value);
  if (isFile && ctx.assets) {
    if (!ctx.assets.has(value)) ctx.error(path, `file '${value}' is not in the campaign folder`, { expected: 'a file of the campaign folder or an allowlisted URL', found: `'${value}'` });
    return;
  }
  if (!isFile && !isAllowedUrl(value)) {
    const hint = `put the file in the campaign folder and write its name, or use a host of the allowlist (${allowedHostList().join(', ')})`;
    ctx.error(path, `'${value}' is not an allowed asset URL: ${hint}`, { expected: 'a file of the campaign folder or an allowlisted URL', found: `'${value}'` });
  }
}

export function checkMarked(ctx: CheckContext, kind: string, value: unknown, path: IssuePath): void {
  if (kind === 'text') return checkTextKey(ctx, value, path);
  if (kind === 'asset') return checkAsset(ctx, value, path);
  if (kind === 'instant') {
    const problem = instantProblem(value);
    if (problem) ctx.error(path, problem, { expected: `an ISO-8601 instant with an offset (e.g. ${INSTANT_EXAMPLE}), epoch milliseconds or a binding`, found: `'${String(value)}'` });
    return;
  }
  if (typeof value !== 'string') return;
  if (kind === 'actionRef' && !ctx.actions.has(value)) {
    const declared = [...ctx.actions].join(', ') || 'none';
    ctx.error(path, `unknown action '${value}' (declared under actions: ${declared})`, { expected: `one of: ${declared}`, found: `'${value}'` });
  }
  if (kind === 'dataRef' && !ctx.data.has(value)) {
    const declared = [...ctx.data].join(', ') || 'none';
    ctx.error(path, `unknown data source '${value}' (declared under data: ${declared})`, { expected: `one of: ${declared}`, found: `'${value}'` });
  }
}
