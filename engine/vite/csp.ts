/**
 * The Content-Security-Policy of a built page, written into the page (a meta tag right after the charset) and
 * into a headers file a host can serve (`_headers`). Scripts come only from the site (`script-src 'self'`, no
 * `'unsafe-eval'`, no inline script); styles come from the site and, for the prerendered first screen, from the
 * exact inline stylesheet and `style` attribute values the build wrote, allowed by their SHA-256 hashes (never
 * `'unsafe-inline'`). A page showing a widget whose code compiles code at run time (`contentPolicy.scriptEval`,
 * the SVGA player) is the only one given `'unsafe-eval'`; a page showing a widget whose code compiles WebAssembly
 * (`contentPolicy.wasm`, the production push client) is the only one given `'wasm-unsafe-eval'`.
 */
import { createHash } from 'node:crypto';

export interface PolicySources {
  /** Hosts absolute image, media and API URLs may use (the URL allowlist; a leading dot allows every subdomain). */
  hosts: readonly string[];
  /** More sources the page may connect to (the push service). */
  connect?: readonly string[];
}

/** The chat service of production pushes (agora RTM): its APIs and edge sockets. */
export const DEFAULT_PUSH_SOURCES: readonly string[] = ['https://*.agora.io', 'wss://*.agora.io', 'https://*.sd-rtn.com', 'wss://*.sd-rtn.com'];

/** A CSP hash source of a text, as the browser computes it (UTF-8). */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/** An attribute value as the browser reads it (character references decoded). */
function decodeAttribute(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The inline stylesheets and the `style` attribute values of a page, as the browser hashes them. */
export function inlineStylesOf(html: string): { elements: string[]; attributes: string[] } {
  const elements = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!);
  const attributes = [...html.matchAll(/<[a-z][^>]*?\sstyle=("([^"]*)"|'([^']*)')/gi)].map((m) => decodeAttribute(m[2] ?? m[3] ?? ''));
  return { elements, attributes };
}

/** Inline script elements (a script with no src): the policy allows none. */
export function inlineScriptsOf(html: string): number {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].filter((m) => !/\ssrc=/i.test(m[1]!)).length;
}

const unique = (items: readonly string[]) => [...new Set(items)];

function hostSources(hosts: readonly string[], schemes: readonly string[]): string[] {
  return hosts.flatMap((h) => schemes.map((s) => `${s}://${h.startsWith('.') ? `*${h}` : h}`));
}

/** The policy of one page, from its HTML (the inline styles it holds) and the sources of the build. */
export function policyFor(html: string, sources: PolicySources, opts: { scriptEval?: boolean; wasm?: boolean } = {}): string {
  if (inlineScriptsOf(html) > 0) throw new Error('the page has an inline script, which its Content-Security-Policy refuses: load it from a file');
  const { elements, attributes } = inlineStylesOf(html);
  const styleAttrs = unique(attributes.map(hashSource));
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(opts.scriptEval ? ["'unsafe-eval'"] : []), ...(opts.wasm ? ["'wasm-unsafe-eval'"] : [])],
    ['style-src', "'self'", ...unique(elements.map(hashSource))],
    ['style-src-attr', ...(styleAttrs.length > 0 ? ["'unsafe-hashes'", ...styleAttrs] : ["'none'"])],
    ['img-src', "'self'", 'data:', 'blob:', ...hostSources(sources.hosts, ['https'])],
    ['media-src', "'self'", 'blob:', ...hostSources(sources.hosts, ['https'])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...hostSources(sources.hosts, ['https', 'wss']), ...(sources.connect ?? [])],
    // Libraries run parts of their work in workers made from blob: URLs (the push client, the SVGA player).
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The page with its policy as a meta tag, placed before anything the policy governs. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error('the page has no <meta charset> to put its Content-Security-Policy after');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/** The policy a page's meta tag carries, if any. */
export function policyOfPage(html: string): string | undefined {
  const m = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html);
  return m ? decodeAttribute(m[1]!) : undefined;
}

/**
 * A headers file in the `_headers` format of static hosts (Netlify, Cloudflare Pages): each page's own policy
 * under each address it is served at. Pages are listed by exact address (no wildcard rule), so no two policies
 * ever apply to one response.
 */
export function headersFile(pages: readonly { paths: readonly string[]; policy: string }[]): string {
  return pages.flatMap((p) => p.paths.map((path) => `${path}\n  Content-Security-Policy: ${p.policy}\n`)).join('');
}
