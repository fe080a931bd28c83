/**
 * Share links: the shared URL carries the attribution link as query
 * parameter `l`; Facebook and WhatsApp links are opened by the page.
 */
import type { ShareChannel } from './constants';

/** `url` with `l=<attribution link>` (replacing any previous `l`); unchanged when there is no link. */
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

/** The page-opened link for FB and WA; undefined for LINK (the host copies it). */
export function shareLinkFor(channel: ShareChannel, sharedUrl: string, text?: string): string | undefined {
  if (channel === 'FB') return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(sharedUrl)}`;
  if (channel === 'WA') return `https://api.whatsapp.com/send?text=${encodeURIComponent(text ? `${text} ${sharedUrl}` : sharedUrl)}`;
  return undefined;
}

/** Animation preview mode by file extension: mp4 video or svga. */
export function animationMode(url: string): 'mp4' | 'svga' | undefined {
  const path = url.split(/[?#]/)[0] ?? '';
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return ext === 'mp4' || ext === 'svga' ? ext : undefined;
}
