/**
 * Links handed to the host app may use the app's own URL schemes (e.g. a
 * deep link into a room). Only schemes set here are accepted; everything
 * else must pass the web allowlist of url.ts.
 */
import { isAllowedUrl } from './url';

let appSchemes: readonly string[] = [];

/** Replace the allowlisted app schemes, written with the colon: `['myapp:']`. */
export function setAllowedAppSchemes(schemes: readonly string[]): void {
  appSchemes = schemes.map((s) => s.toLowerCase());
}

export function isAllowedAppLink(raw: unknown): raw is string {
  if (typeof raw !== 'string') return false;
  const m = /^([a-z][a-z0-9+.-]*:)\/\/[^\s]*$/i.exec(raw.trim());
  return !!m && appSchemes.includes(m[1]!.toLowerCase());
}

/** A URL argument of a bridge action: allowlisted web URL or allowlisted app link. */
export function isAllowedBridgeUrl(raw: unknown): raw is string {
  return isAllowedUrl(raw) || isAllowedAppLink(raw);
}

/** Push sockets: ws/wss on an allowlisted host (same check as https on that host). */
export function isAllowedSocketUrl(raw: unknown): raw is string {
  if (typeof raw !== 'string') return false;
  const m = /^(wss?):\/\/(.*)$/i.exec(raw.trim());
  if (!m) return false;
  return isAllowedUrl(`${m[1]!.toLowerCase() === 'wss' ? 'https' : 'http'}://${m[2]!}`);
}
