/**
 * URL arguments of bridge actions must pass the allowlist (or be an
 * allowlisted app link, or same-origin). Returns the first refused value.
 */
import { isAllowedBridgeUrl } from '../security/appLink';

const URL_KEYS = new Set(['url', 'link', 'href', 'image', 'src']);
const SCHEME_LIKE = /^(\s*(javascript|vbscript|data|file|blob):|[a-z][a-z0-9+.-]*:\/\/|\/\/)/i;

function sameOrigin(value: string, origin: string | undefined): boolean {
  if (!origin) return false;
  try {
    return new URL(value).origin === origin;
  } catch {
    return false;
  }
}

export function findRefusedUrl(args: unknown, origin?: string, key?: string, depth = 0): string | undefined {
  if (depth > 5) return undefined;
  if (typeof args === 'string') {
    const mustCheck = (key !== undefined && URL_KEYS.has(key)) || SCHEME_LIKE.test(args);
    if (mustCheck && !isAllowedBridgeUrl(args) && !sameOrigin(args, origin)) return args;
    return undefined;
  }
  if (Array.isArray(args)) {
    for (const v of args) {
      const bad = findRefusedUrl(v, origin, key, depth + 1);
      if (bad !== undefined) return bad;
    }
    return undefined;
  }
  if (args && typeof args === 'object') {
    for (const [k, v] of Object.entries(args)) {
      const bad = findRefusedUrl(v, origin, k, depth + 1);
      if (bad !== undefined) return bad;
    }
  }
  return undefined;
}
