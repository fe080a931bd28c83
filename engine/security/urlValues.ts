/**
 * URL values wherever they come from: a string that a browser would read as a link or a source (a scheme such
 * as `https:` or `javascript:`, or a scheme-relative `//host`) is a URL, and a URL that the allowlist refuses is
 * removed from the props a widget receives and from the answers of data sources. Widgets therefore never see a
 * foreign, local or script URL, whichever field holds it and whether a campaign wrote it or a server sent it.
 */
import { isAllowedAppLink } from './appLink';
import { isAllowedUrl } from './url';

/** Schemes that make a string a URL even without `//` after them. */
const SCHEMES = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'javascript', 'vbscript', 'data', 'file', 'blob', 'filesystem', 'about', 'intent', 'mailto', 'sms', 'tel', 'view-source']);

/** True when a browser would read the string as a URL with a scheme or a host of its own (not plain text). */
export function isUrlLike(raw: string): boolean {
  // Browsers drop leading spaces and control characters, and tabs and newlines anywhere, before reading a URL.
  const url = raw.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  if (/^[\\/][\\/]/.test(url)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return scheme !== null && (SCHEMES.has(scheme[1]!.toLowerCase()) || url.slice(scheme[0].length).startsWith('//'));
}

/** Object URLs the page made itself (an image the user picked): they name nothing outside the page. */
function isOwnObjectUrl(url: string): boolean {
  const origin = globalThis.location?.origin;
  return origin !== undefined && origin !== 'null' && url.startsWith(`blob:${origin}/`);
}

/** A value a widget may receive: anything but a URL the allowlist refuses. */
export function isAllowedValue(value: string): boolean {
  const url: string = value.trim();
  return !isUrlLike(url) || isAllowedUrl(url) || isAllowedAppLink(url) || isOwnObjectUrl(url);
}

/**
 * The value with every refused URL (at any depth) replaced by an empty string, which widgets treat as "no
 * image / no link". Unchanged objects and arrays are returned as they are.
 */
export function withoutForeignUrls<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return (isAllowedValue(value) ? value : '') as T;
  if (depth > 64 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((v, i) => {
      const clean = withoutForeignUrls(v, depth + 1);
      if (clean !== v) (out ??= [...value])[i] = clean;
    });
    return (out ?? value) as T;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  let out: Record<string, unknown> | undefined;
  for (const [k, v] of Object.entries(value)) {
    const clean = withoutForeignUrls(v, depth + 1);
    if (clean !== v) (out ??= { ...(value as Record<string, unknown>) })[k] = clean;
  }
  return (out ?? value) as T;
}

/** The refused URLs of a value with where they are (`a.b[2]`), for the loader's errors. */
export function foreignUrls(value: unknown, path: readonly (string | number)[] = [], depth = 0): { path: (string | number)[]; url: string }[] {
  if (typeof value === 'string') return isAllowedValue(value) ? [] : [{ path: [...path], url: value }];
  if (depth > 64 || value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => foreignUrls(v, [...path, Array.isArray(value) ? Number(k) : k], depth + 1));
}
