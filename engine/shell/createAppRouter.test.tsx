import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from './renderShell';
import { PLATFORM_ROUTES, REDIRECTS } from '../../app/routeTable';

describe('router', () => {
  afterEach(cleanup);

  it.each(Object.entries(REDIRECTS))('P§2: %s redirects to %s and keeps the query', async (from, to) => {
    const { router } = renderShell(`/vue${from}?app_immersion=1&lang=ms`);
    const page = await screen.findByTestId('coming-soon');
    expect(page).toHaveAttribute('data-route', to);
    expect(router.state.location.pathname).toBe(`/vue${to}`);
    expect(router.state.location.search).toBe('?app_immersion=1&lang=ms');
  });

  const comingSoon = PLATFORM_ROUTES.filter((r) => !r.load).map((r) => r.path);
  it.each(comingSoon)('P§2: %s has a page that names its route', async (path) => {
    renderShell(`/vue${path}`);
    const page = await screen.findByTestId('coming-soon');
    expect(page).toHaveAttribute('data-route', path);
    expect(page).toHaveTextContent(path);
  });

  it('P§2: the route table holds every route of the platform list', () => {
    const paths = PLATFORM_ROUTES.map((r) => r.path);
    for (const p of ['/act/summer-specials/preheat', '/act/indepday/malaysia', '/gift-bag/new-benefits', '/feedback/bug', '/banner', '/podcast/list', '/slot-machine/cockfight', '/ranking/hof-preview', '/activity-event/apply-record', '/composition', '/limited-offer/v2/index', '/payments/:userCode', '/payments/product/:userCode', '/payments/checkout/:userCode', '/payments/checkout-result']) {
      expect(paths).toContain(p);
    }
    for (const to of Object.values(REDIRECTS)) expect(paths).toContain(to);
  });

  it('P§2: any unknown path shows the 404 page naming the path', async () => {
    renderShell('/vue/no/such/page');
    const page = await screen.findByTestId('not-found');
    expect(page).toHaveTextContent('Page not found');
    expect(page).toHaveTextContent('/no/such/page');
  });

  it.each(['/payments/product', '/payments/checkout'])('P§2: %s without a user code is the 404 page, not the top-up page of a user', async (path) => {
    renderShell(`/vue${path}`);
    const page = await screen.findByTestId('not-found');
    expect(page).toHaveTextContent(path);
    expect(document.querySelector('.pay-page')).toBeNull();
  });

  it('P§2: pages under an unknown prefix of a known route are unknown too', async () => {
    renderShell('/vue/ranking/hof/extra');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('P§9: the coming-soon page is translated with the lang of the services', async () => {
    renderShell('/vue/banner', { locale: 'ms' });
    expect(await screen.findByText('Akan datang')).toBeInTheDocument();
  });

  it('P§2: navigating to another route renders it', async () => {
    const { router } = renderShell('/vue/banner');
    await screen.findByTestId('coming-soon');
    await act(() => router.navigate('/composition'));
    expect(screen.getByTestId('coming-soon')).toHaveAttribute('data-route', '/composition');
  });

  it('P§8: a page that throws while rendering shows the friendly error page, not a white screen', async () => {
    const Broken = () => {
      throw new Error('broken page');
    };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell('/vue/banner', { pages: { '/banner': async () => ({ default: Broken }) } });
    const page = await screen.findByTestId('route-error');
    spy.mockRestore();
    expect(page).toHaveTextContent('Something went wrong');
    expect(page.querySelector('button')).toHaveTextContent('Reload');
  });
});
