/**
 * Third-party top-up: only users on the whitelist (keyed by user
 * id; the answer carries `urlCode`) go to the third-party pages; everyone
 * else pays natively. The browser redirect to the third-party recharge URL
 * appends from=PAGE.
 */
import { isApiError } from '@engine/http/ApiError';
import type { HttpClient } from '@engine/http/createHttpClient';
import { safeUrl } from '@engine/security/url';
import { REFERER_EVENTS } from '@engine/bridge/constants';

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

/**
 * The top-up page query: besides the current query (kept by in-app navigation), the product code, the
 * callback url, the callback attachment and a source marker. Every value is the page's own or the server's.
 */
export interface TopUpPageQuery {
  productCode?: string;
  callbackUrl?: string;
  callbackAttach?: string;
  source?: string;
}

/** The in-app path of the one-product top-up page (/payments/product/{urlCode}) with the top-up page query. */
export function topUpPagePath(urlCode: string, query: TopUpPageQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (typeof v === 'string' && v !== '') params.set(k, v);
  const search = params.toString();
  return `/payments/product/${encodeURIComponent(urlCode)}${search ? `?${search}` : ''}`;
}

/** An app route (under /vue/ or relative to it): letters, digits and - _ / only, nothing another site could be. */
const APP_ROUTE = /^\/(?:vue\/)?[\w-]+(?:\/[\w-]+)*$/;

/**
 * What the top-up page reads of its query. Query values are tainted: the callback url is kept only when it is
 * an app route, and `ref` (the payment page source, the referer of a native pay) only when it names a known page
 * source; the product code only says which product to show, never what is paid (the server's product is).
 */
export function readTopUpQuery(search: URLSearchParams): TopUpPageQuery & { ref?: string } {
  const get = (k: string) => {
    const v = search.get(k)?.trim();
    return v ? v : undefined;
  };
  const callbackUrl = get('callbackUrl');
  const ref = get('ref');
  const out: TopUpPageQuery & { ref?: string } = {};
  const productCode = get('productCode');
  if (productCode && /^[\w.-]{1,64}$/.test(productCode)) out.productCode = productCode;
  if (callbackUrl && APP_ROUTE.test(callbackUrl)) out.callbackUrl = callbackUrl;
  const attach = get('callbackAttach');
  if (attach) out.callbackAttach = attach.slice(0, 200);
  const source = get('source');
  if (source && /^[\w-]{1,64}$/.test(source)) out.source = source;
  if (ref && Object.prototype.hasOwnProperty.call(REFERER_EVENTS, ref)) out.ref = ref;
  return out;
}
