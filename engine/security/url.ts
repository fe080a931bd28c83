/**
 * URLs written in configs or returned by APIs go through this allowlist before
 * they are used as a link, an image source or a bridge argument.
 */
const SAFE_SCHEMES = new Set(['https:', 'http:']);
const APP_SCHEMES = new Set(['tel:']);

/**
 * Hosts allowed for absolute http(s) URLs in production; relative URLs (same origin) are always allowed. A build
 * names its own list with VITE_ALLOWED_HOSTS (comma-separated; a leading dot allows every subdomain), this one is
 * the default.
 */
export const DEFAULT_ALLOWED_HOSTS: readonly string[] = ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'wa.me', 'api.whatsapp.com'];

let allowedHosts: readonly string[] = DEFAULT_ALLOWED_HOSTS;
/** Production refuses loopback and private addresses whatever the list says; until told otherwise the policy is production's. */
let production = true;

/** Replace the allowlisted hosts (the app sets this once at start-up). */
export function setAllowedHosts(hosts: readonly string[]): void {
  allowedHosts = hosts.map((h) => h.trim().toLowerCase()).filter((h) => h !== '');
}

/** The app's URL policy: its hosts, and whether it runs in production (only then are local addresses refused). */
export function setUrlPolicy(policy: { hosts?: readonly string[]; production: boolean }): void {
  if (policy.hosts) setAllowedHosts(policy.hosts);
  production = policy.production;
}

/** The hosts of a build setting such as `cdn.example.com, .example.net`; the default list when it is empty. */
export function parseHostList(setting: string | undefined): readonly string[] {
  const hosts = (setting ?? '').split(',').map((h) => h.trim().toLowerCase()).filter((h) => h !== '');
  return hosts.length > 0 ? hosts : DEFAULT_ALLOWED_HOSTS;
}

/** The allowlisted hosts (a leading dot allows every subdomain). */
export function allowedHostList(): readonly string[] {
  return allowedHosts;
}

/** Loopback, private, link-local and unspecified addresses, and names standing for this machine. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  if (host.includes(':')) {
    // IPv6 (the URL parser gives it compressed and lower-case): loopback, unspecified, unique-local, link-local, IPv4-mapped.
    return host === '::1' || host === '::' || /^f[cd][0-9a-f]{0,2}:/.test(host) || /^fe[89ab][0-9a-f]?:/.test(host) || host.startsWith('::ffff:');
  }
  return false;
}

function hostAllowed(host: string): boolean {
  if (isLocalHost(host)) return !production;
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
