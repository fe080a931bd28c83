/**
 * Third-party top-up (P§5, P§7): only users on the whitelist (keyed by user
 * id; the answer carries `urlCode`) go to the third-party pages; everyone
 * else pays natively. The browser redirect to the third-party recharge URL
 * appends from=PAGE.
 */
import { isApiError } from '../http/ApiError';
import type { HttpClient } from '../http/createHttpClient';
import { safeUrl } from '../security/url';

export const WHITELIST_PATH = '/payment/whitelist/getByUserId';
export const ENTRY_ORIGIN = { page: 'PAGE', app: 'APP' } as const;

export type TopUpDecision = { mode: 'third-party'; urlCode: string } | { mode: 'native' };

/** Network failures reject (the caller shows the message); a refusal or no urlCode means native pay. */
export async function decideTopUp(http: HttpClient, userId: string): Promise<TopUpDecision> {
  try {
    const content = await http.request<unknown>({ path: WHITELIST_PATH, params: { userId }, silent: true });
    const urlCode = typeof content === 'string' ? content : (content as { urlCode?: unknown } | null)?.urlCode;
    return typeof urlCode === 'string' && urlCode.trim() !== '' ? { mode: 'third-party', urlCode: urlCode.trim() } : { mode: 'native' };
  } catch (err) {
    if (isApiError(err) && err.kind !== 'network') return { mode: 'native' };
    throw err;
  }
}

/** The recharge URL with from=PAGE (and any extra parameters); undefined when the URL is not allowed. */
export function thirdPartyRechargeUrl(url: string | undefined, extra: Record<string, string> = {}, base = 'https://invalid.local'): string | undefined {
  const allowed = safeUrl(url);
  if (!allowed) return undefined;
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(allowed);
  const u = new URL(allowed, base);
  for (const [k, v] of Object.entries(extra)) u.searchParams.set(k, v);
  u.searchParams.set('from', ENTRY_ORIGIN.page);
  return relative ? u.pathname + u.search + u.hash : u.toString();
}
