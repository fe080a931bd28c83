import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import ShareButton from './Component';
import { shareButton } from './index';
import { shareButtonProps } from './schema';
import { shareLinkFor, withAttribution } from '@engine';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const node = { type: 'share-button', path: 'page[0]' };
const campaign = testCampaign({ strings: { en: { title: 'T', msg: 'Join the festival!' } } });
const url = 'https://www.facebook.com/starlight';

describe('share-button', () => {
  it('share links carry the attribution link as l; FB and WA links are built by the page', () => {
    expect(withAttribution('/vue/act/starlight?x=1', 'abc', 'https://h5.example/')).toBe('https://h5.example/vue/act/starlight?x=1&l=abc');
    expect(shareLinkFor('FB', 'https://a/b')).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fa%2Fb');
    expect(shareLinkFor('WA', 'https://a/b', 'Hi')).toBe('https://api.whatsapp.com/send?text=Hi%20https%3A%2F%2Fa%2Fb');
    expect(shareLinkFor('LINK', 'https://a/b')).toBeUndefined();
  });

  it("in a browser Facebook is opened by the page and the share event 15002 is reported", async () => {
    const navigate = vi.fn();
    const props = shareButtonProps.parse({ url, message: 'msg' });
    const { services } = renderWithEngine(<ShareButton props={props} children={[]} node={node} />, { campaign, env: { platform: 'browser' }, navigate, responses: { '/analysis/facade/push': {} } });
    fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`));
    expect(services.http.calls[0]?.params).toEqual({ event: 15002, channel: 'FB' });
  });

  it('in the app, the attribution link the app answers (as text or as { link }) rides on the shared link', async () => {
    for (const answer of ['abc\n', { link: 'abc' }]) {
      const navigate = vi.fn();
      const props = shareButtonProps.parse({ url: '/vue/act/starlight', track: false });
      const { services, unmount } = renderWithEngine(<ShareButton props={props} children={[]} node={node} />, { campaign, env: { platform: 'android' }, navigate });
      services.bridge.respond('getAttributionLink', { ok: true, data: answer });
      fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
      const shared = new URL(decodeURIComponent(String(navigate.mock.calls[0]![0]).split('u=')[1]!));
      expect(shared.searchParams.get('l')).toBe('abc');
      unmount();
    }
  });

  it("LINK copies the link in a browser and shows 'Copy link successful!'", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...globalThis.navigator, clipboard: { writeText } });
    const props = shareButtonProps.parse({ url, track: false });
    renderWithEngine(<ShareButton props={props} children={[]} node={node} />, { campaign, env: { platform: 'browser' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copy link successful!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('a URL outside the allowlist is never shared', async () => {
    const navigate = vi.fn();
    const hostile = shareButtonProps.parse({ url: 'javascript:alert(1)', track: false });
    const { unmount } = renderWithEngine(<ShareButton props={hostile} children={[]} node={node} />, { campaign, env: { platform: 'browser' }, navigate });
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    unmount();
    // The same tap with an allowed link opens WhatsApp: that one, and only that one, is what the page opened.
    renderWithEngine(<ShareButton props={shareButtonProps.parse({ url, track: false })} children={[]} node={node} />, { campaign, env: { platform: 'browser' }, navigate });
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(navigate.mock.calls).toEqual([[shareLinkFor('WA', url)]]);
  });

  it('reserves its padding (16 px) and its buttons (70 px), with a title its line and the 8 px below it', () => {
    const height = typeof shareButton.skeletonHeight === 'function' ? shareButton.skeletonHeight : () => 0;
    expect(height({ url }, 0, 0)).toBe(16 + 70);
    expect(height({ url, title: 'shareTitle' }, 0, 0)).toBe(16 + 19 + 8 + 70);
  });
});
