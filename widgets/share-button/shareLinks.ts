/**
 * Share link building for the share button (E§7): the engine's bridge module
 * owns the same rules but does not expose them on its public entry yet, so
 * the widget keeps this small adapter.
 */
import type { ShareChannelId } from './schema';

/** E§3 share event code. */
export const SHARE_EVENT = 15002;

/** `url` with `l=<attribution link>`; unchanged when there is no link. */
export function withAttribution(url: string, link: string | undefined, base?: string): string {
  if (!link) return url;
  try {
    const u = new URL(url, base);
    u.searchParams.set('l', link);
    return u.toString();
  } catch {
    return url;
  }
}

/** The link the page opens for FB and WA; undefined for LINK (copied instead). */
export function shareLinkFor(channel: ShareChannelId, sharedUrl: string, text?: string): string | undefined {
  if (channel === 'FB') return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(sharedUrl)}`;
  if (channel === 'WA') return `https://api.whatsapp.com/send?text=${encodeURIComponent(text ? `${text} ${sharedUrl}` : sharedUrl)}`;
  return undefined;
}
