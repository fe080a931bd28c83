import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, CampaignPage, layoutWidgets } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { bannerList } from './index';

afterEach(cleanup);

const banners = [
  { id: 1, title: 'Diamond Pass', image: '/vue/sandbox/item/Diamond%20Pass.svg', route: '/diamond-pass/index' },
  { id: 2, title: 'Podcast schedule', image: 'javascript:alert(1)', route: '/podcast/list' },
  // Routes outside the configured list, or not app routes at all, are never opened: those banners are left out.
  { id: 3, title: 'Elsewhere', route: 'https://evil.example/phish' },
  { id: 4, title: 'Sneaky', route: '//evil.example' },
  { id: 5, title: 'Unlisted', route: '/act/christmas' },
];

function page(answer: () => unknown, locale?: 'en' | 'vi') {
  const campaign = testCampaign({
    strings: { en: { title: 'T' }, vi: { title: 'T' } },
    data: { banners: { path: '/marketing/banner/list' } },
    page: [{ type: 'banner-list', props: { source: 'banners', routes: ['/diamond-pass/index', '/podcast/list'] } }],
  });
  const navigated: string[] = [];
  const r = renderWithEngine(<CampaignPage campaign={campaign} />, {
    registry: [...layoutWidgets, bannerList],
    responses: { '/marketing/banner/list': answer },
    services: { navigate: (to: string) => navigated.push(to) },
    ...(locale ? { locale } : {}),
  });
  return { ...r, navigated };
}

describe('banner-list', () => {
  it('shows the running banners whose page is listed; a tap opens that page and nothing else', async () => {
    const { navigated, container } = page(() => banners);
    await screen.findByRole('button', { name: 'Open Diamond Pass' });
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Open Diamond Pass', 'Open Podcast schedule']);
    // A picture URL the allowlist refuses is not loaded.
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['/vue/sandbox/item/Diamond%20Pass.svg']);
    fireEvent.click(screen.getByRole('button', { name: 'Open Podcast schedule' }));
    await waitFor(() => expect(navigated).toEqual(['/podcast/list']));
  });

  it('with no banner running it says so, in the page language', async () => {
    page(() => [{ id: 5, title: 'Unlisted', route: '/act/christmas' }], 'vi');
    expect(await screen.findByText('Hiện không có chiến dịch nào đang diễn ra')).toBeInTheDocument();
  });

  it('a failed read shows the message with a retry that reads again', async () => {
    let fail = true;
    page(() => {
      if (fail) throw new ApiError(500, 'Network is busy, please try later.');
      return banners;
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network is busy, please try later.');
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Open Diamond Pass' })).toBeInTheDocument();
  });
});
