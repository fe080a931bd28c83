/**
 * URLs written in configs or returned by APIs go through this allowlist before
 * they are used as a link, an image source or a bridge argument.
 */
const SAFE_SCHEMES = new Set(['https:', 'http:']);
const APP_SCHEMES = new Set(['tel:']);

/** Hosts allowed for absolute http(s) URLs; relative URLs (same origin) are always allowed. */
export const DEFAULT_ALLOWED_HOSTS: readonly string[] = [
  'localhost',
  '127.0.0.1',
  'facebook.com',
  'www.facebook.com',
  'm.facebook.com',
  'wa.me',
  'api.whatsapp.com',
];

let allowedHosts: readonly string[] = DEFAULT_ALLOWED_HOSTS;

/** Replace the allowlisted hosts (the app sets this once at start-up). */
export function setAllowedHosts(hosts: readonly string[]): void {
  allowedHosts = hosts;
}

/** The allowlisted hosts (a leading dot allows every subdomain). */
export function allowedHostList(): readonly string[] {
  return allowedHosts;
}

function hostAllowed(host: string): boolean {
  return allowedHosts.some((h) => host === h || (h.startsWith('.') && host.endsWith(h)));
}

/** A base standing for the page's own origin, to see where the browser would resolve a relative URL. */
const PAGE_BASE = 'https://page.invalid/vue/act/page';

/**
 * True when the browser resolves the URL against the page to the page's own
 * origin. The WHATWG URL parser reads `\` as `/` in http(s) URLs and strips tabs
 * and newlines anywhere, so `/\evil.example`, `\\evil.example`, `/\/evil` and
 * `/<tab>/evil` are scheme-relative (another host), like `//evil.example`.
 */
function staysOnPage(url: string): boolean {
  try {
    return new URL(url, PAGE_BASE).origin === new URL(PAGE_BASE).origin;
  } catch {
    return false;
  }
}

/** Same-origin relative paths, data:image of raster types, and allowlisted absolute URLs. */
export function isAllowedUrl(raw: unknown): raw is string {
  if (typeof raw !== 'string') return false;
  const url = raw.trim();
  // Control characters (tabs and newlines are stripped by the browser) and backslashes (read as `/`) never appear in a URL we hand out.
  if (url === '' || /[\u0000-\u001f\u007f\\]/.test(url)) return false;
  if (url.startsWith('//')) return false;
  if (/^(\/|\.\/|\.\.\/)/.test(url) || /^[\w-]+(\.[\w-]+)*\.(png|jpe?g|gif|webp|svg|svga|mp4)$/i.test(url)) return staysOnPage(url);
  if (/^data:image\/(png|jpe?g|gif|webp);base64,/i.test(url)) return true;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (APP_SCHEMES.has(parsed.protocol)) return true;
  if (!SAFE_SCHEMES.has(parsed.protocol)) return false;
  return hostAllowed(parsed.hostname);
}

/** The URL when allowed, otherwise undefined (callers render nothing or a placeholder). */
export function safeUrl(raw: unknown): string | undefined {
  return isAllowedUrl(raw) ? raw.trim() : undefined;
}
