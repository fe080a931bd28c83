import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from '@testing/platform/renderShell';
import { COMING_SOON, PLATFORM_PAGES, platformRoutes, platformRoutesOfCampaignChecks, REDIRECTS } from './routeTable';

describe('platform route table', () => {
  afterEach(cleanup);

  it('lists the routes of built platform pages and the redirects, not the "coming soon" routes campaigns fill', () => {
    const { pages, redirects, all } = platformRoutesOfCampaignChecks();
    expect(pages).toContain('/payments/:userCode');
    expect(pages).toEqual(Object.keys(PLATFORM_PAGES));
    expect(pages).not.toContain('/slot-machine/index');
    expect(redirects).toEqual(Object.keys(REDIRECTS));
    expect(all).toEqual(expect.arrayContaining([...COMING_SOON, ...pages, ...Object.keys(REDIRECTS)]));
  });

  it('the route table holds every route of the platform list', () => {
    const paths = [...Object.keys(PLATFORM_PAGES), ...COMING_SOON];
    for (const p of ['/act/summer-specials/preheat', '/act/indepday/malaysia', '/gift-bag/new-benefits', '/feedback/bug', '/banner', '/podcast/list', '/slot-machine/cockfight', '/ranking/hof-preview', '/activity-event/apply-record', '/composition', '/limited-offer/v2/index', '/payments/:userCode', '/payments/product/:userCode', '/payments/checkout/:userCode', '/payments/checkout-result']) {
      expect(paths).toContain(p);
    }
    for (const to of Object.values(REDIRECTS)) expect(paths).toContain(to);
    // A route is either built or still to be built, never both.
    expect(COMING_SOON.filter((p) => p in PLATFORM_PAGES)).toEqual([]);
  });

  it.each(Object.entries(REDIRECTS))('%s redirects to %s and keeps the query', async (from, to) => {
    const { router } = renderShell(`/vue${from}?app_immersion=1&lang=ms`, platformRoutes);
    const page = await screen.findByTestId('coming-soon');
    expect(page).toHaveAttribute('data-route', to);
    expect(router.state.location.pathname).toBe(`/vue${to}`);
    expect(router.state.location.search).toBe('?app_immersion=1&lang=ms');
  });

  it.each(COMING_SOON)('%s has a page that names its route', async (path) => {
    renderShell(`/vue${path}`, platformRoutes);
    const page = await screen.findByTestId('coming-soon');
    expect(page).toHaveAttribute('data-route', path);
    expect(page).toHaveTextContent(path);
  });

  it.each(['/payments/product', '/payments/checkout'])('%s without a user code is the 404 page, not the top-up page of a user', async (path) => {
    renderShell(`/vue${path}`, platformRoutes);
    const page = await screen.findByTestId('not-found');
    expect(page).toHaveTextContent(path);
    expect(document.querySelector('.pay-page')).toBeNull();
  });

  it('a campaign of a "coming soon" route takes it over', async () => {
    const errors = [{ severity: 'error' as const, file: 'campaigns/hof/campaign.yaml', path: 'page', message: 'Expected a list', line: 1, col: 1 }];
    const entry = { id: 'hof', routes: ['/ranking/hof'], load: async () => ({ errors }) };
    renderShell('/vue/ranking/hof', { ...platformRoutes, campaigns: [entry] });
    expect(await screen.findByTestId('campaign-errors')).toBeInTheDocument();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
  });
});
