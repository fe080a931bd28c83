/**
 * Sharing: the shared URL gets the attribution link as `l`; Facebook
 * and WhatsApp links are opened by the page; LINK is copied by the app, or
 * by the page in a browser, then 'Copy link successful!' is shown.
 */
import { asUserGesture, mayActForUser, SHARE_EVENT, safeUrl, shareLinkFor, useBridge, useEngineServices, useToast, withAttribution } from '@engine';
import type { ShareChannelId } from './schema';

async function copyText(value: string): Promise<boolean> {
  try {
    if (!globalThis.navigator?.clipboard) return false;
    await globalThis.navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

function openLink(link: string, navigate?: (to: string) => void) {
  if (navigate) navigate(link);
  else globalThis.open?.(link, '_blank', 'noopener');
}

/** The link in the app's answer: the link itself, or `{ link }` (as in its link result); newlines removed. */
function attributionOf(data: unknown): string | undefined {
  const raw = typeof data === 'string' ? data : data !== null && typeof data === 'object' ? (data as { link?: unknown }).link : undefined;
  const link = typeof raw === 'string' ? raw.replace(/[\r\n]/g, '').trim() : '';
  return link === '' ? undefined : link;
}

export function useShare(opts: { url: string; message?: string; track: boolean; copiedKey: string; failedKey: string }) {
  const bridge = useBridge();
  const services = useEngineServices();
  const toast = useToast();

  return async (channel: ShareChannelId): Promise<void> => {
    const base = safeUrl(opts.url);
    if (!base) return;
    // Asked now, at the tap: the share leaves after the app's attribution link has come back.
    const byUser = mayActForUser();
    let link = bridge.state().link;
    if (!link && bridge.inApp) {
      const got = await bridge.getAttributionLink();
      link = got.ok ? attributionOf(got.data) : undefined;
    }
    const shared = withAttribution(base, link, globalThis.location?.href);
    if (opts.track) void services.http.request({ path: '/analysis/facade/push', params: { event: SHARE_EVENT, channel }, silent: true }).catch(() => undefined);
    const pageLink = shareLinkFor(channel, shared, opts.message);
    if (pageLink) {
      openLink(pageLink, services.navigate);
      return;
    }
    const share = () => bridge.share({ channel, url: shared, title: opts.message });
    const copied = bridge.inApp ? (await (byUser ? asUserGesture(share) : share())).ok : await copyText(shared);
    toast(copied ? opts.copiedKey : opts.failedKey);
  };
}
