import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import Banner from './Component';
import { bannerProps } from './schema';

const campaign = testCampaign({
  strings: { en: { title: 'T', bannerAlt: 'Starlight Gift Festival' }, th: { title: 'T', bannerAlt: 'เทศกาลของขวัญแสงดาว' } },
  assets: { 'banner.svg': '/vue/assets/starlight/banner.svg' },
  actions: { openStore: [{ type: 'api', path: '/marketing/banner/click', method: 'POST' }] },
});
const node = { type: 'banner', path: 'page[0]' };

afterEach(cleanup);

describe('banner', () => {
  it('shows the campaign file with localized alt text and reserves its aspect ratio (no layout shift)', () => {
    const props = bannerProps.parse({ image: 'banner.svg', alt: 'bannerAlt', ratio: '750/400' });
    const { container } = renderWithEngine(<Banner props={props} children={[]} node={node} />, { campaign });
    const img = screen.getByRole('img', { name: 'Starlight Gift Festival' });
    expect(img).toHaveAttribute('src', '/vue/assets/starlight/banner.svg');
    expect(img).toHaveAttribute('width', '750');
    expect(img).toHaveAttribute('height', '400');
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe('750 / 400');
  });

  it('translates the alt text into the page language', () => {
    const props = bannerProps.parse({ image: 'banner.svg', alt: 'bannerAlt' });
    renderWithEngine(<Banner props={props} children={[]} node={node} />, { campaign, locale: 'th' });
    expect(screen.getByRole('img', { name: 'เทศกาลของขวัญแสงดาว' })).toBeInTheDocument();
  });

  it('a URL outside the allowlist is never loaded: a placeholder keeps the space', () => {
    const props = bannerProps.parse({ image: 'javascript:alert(1)', alt: 'bannerAlt' });
    const { container } = renderWithEngine(<Banner props={props} children={[]} node={node} />, { campaign });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Starlight Gift Festival' })).toHaveClass('cw-banner__placeholder');
  });

  it('with an action the banner is a real button that runs it', async () => {
    const props = bannerProps.parse({ image: 'banner.svg', alt: 'bannerAlt', action: 'openStore' });
    const { services } = renderWithEngine(<Banner props={props} children={[]} node={node} />, { campaign, responses: { 'POST /marketing/banner/click': {} } });
    const button = screen.getByRole('button');
    expect(button.tagName).toBe('BUTTON');
    fireEvent.click(button);
    await waitFor(() => expect(services.http.calls.map((c) => c.path)).toEqual(['/marketing/banner/click']));
  });

  it('rejects a ratio that is not width/height', () => {
    expect(bannerProps.safeParse({ image: 'banner.svg', alt: 'bannerAlt', ratio: 'wide' }).success).toBe(false);
  });
});
