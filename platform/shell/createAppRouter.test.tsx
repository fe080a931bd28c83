import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '@testing/platform/renderShell';

// The application gives the platform's routes; the engine's router knows none.
const table = {
  pages: { '/shop/:userCode': async () => ({ default: () => <p>shop page</p> }), '/shop/help': async () => ({ default: () => <p>help page</p> }) },
  comingSoon: ['/banner', '/composition', '/ranking/hof', '/shop/help'],
  redirects: { '/ranking': '/ranking/hof' },
};

describe('router', () => {
  afterEach(cleanup);

  it('a redirect goes to its target and keeps the query', async () => {
    const { router } = renderShell('/vue/ranking?app_immersion=1&lang=ms', table);
    const page = await screen.findByTestId('coming-soon');
    expect(page).toHaveAttribute('data-route', '/ranking/hof');
    expect(router.state.location.pathname).toBe('/vue/ranking/hof');
    expect(router.state.location.search).toBe('?app_immersion=1&lang=ms');
  });

  it.each(table.comingSoon.filter((p) => !(p in table.pages)))('the route %s not built yet has a page that names its route', async (path) => {
    renderShell(`/vue${path}`, table);
    const page = await screen.findByTestId('coming-soon');
    expect(page).toHaveAttribute('data-route', path);
    expect(page).toHaveTextContent(path);
  });

  it('a built page shows on its route, also when the route is listed as not built yet', async () => {
    renderShell('/vue/shop/42', table);
    expect(await screen.findByText('shop page')).toBeInTheDocument();
    cleanup();
    renderShell('/vue/shop/help', table);
    expect(await screen.findByText('help page')).toBeInTheDocument();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
  });

  it('a campaign route replaces a redirect of the same path', async () => {
    const campaign = { id: 'r', routes: ['/ranking'], load: async () => ({ errors: [{ severity: 'error' as const, file: 'c.yaml', path: 'page', message: 'bad', line: 1, col: 1 }] }) };
    const { router } = renderShell('/vue/ranking', { ...table, campaigns: [campaign] });
    expect(await screen.findByTestId('campaign-errors')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vue/ranking');
  });

  it('any unknown path shows the 404 page naming the path', async () => {
    renderShell('/vue/no/such/page');
    const page = await screen.findByTestId('not-found');
    expect(page).toHaveTextContent('Page not found');
    expect(page).toHaveTextContent('/no/such/page');
  });

  it('pages under an unknown prefix of a known route are unknown too', async () => {
    renderShell('/vue/ranking/hof/extra', table);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('the coming-soon page is translated with the lang of the services', async () => {
    renderShell('/vue/banner', { ...table, locale: 'ms' });
    expect(await screen.findByText('Akan datang')).toBeInTheDocument();
  });

  it('a campaign whose page needs a policy of its own is loaded by the browser when reached in the app, and shown when opened', async () => {
    const openDocument = vi.fn();
    const campaign = { id: 'svga', routes: ['/act/svga'], ownDocument: true, load: async () => ({ errors: [{ severity: 'error' as const, file: 'c.yaml', path: 'page', message: 'bad', line: 1, col: 1 }] }) };
    const { router } = renderShell('/vue/banner', { ...table, campaigns: [campaign], openDocument });
    await screen.findByTestId('coming-soon');
    await act(() => router.navigate('/act/svga?lang=ms'));
    // Once, marked as opened from inside the app.
    expect(openDocument.mock.calls).toEqual([['/vue/act/svga?lang=ms&from=inner']]);
    expect(screen.queryByTestId('campaign-errors')).toBeNull();
    cleanup();
    // Opened as the document: the page itself (here, its errors in development).
    renderShell('/vue/act/svga', { ...table, campaigns: [campaign], openDocument });
    expect(await screen.findByTestId('campaign-errors')).toBeInTheDocument();
    expect(openDocument).toHaveBeenCalledTimes(1);
  });

  it('navigating to another route renders it', async () => {
    const { router } = renderShell('/vue/banner', table);
    await screen.findByTestId('coming-soon');
    await act(() => router.navigate('/composition'));
    expect(screen.getByTestId('coming-soon')).toHaveAttribute('data-route', '/composition');
  });

  it('a page that throws while rendering shows the friendly error page, not a white screen', async () => {
    const Broken = () => {
      throw new Error('broken page');
    };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell('/vue/banner', { ...table, pages: { '/banner': async () => ({ default: Broken }) } });
    const page = await screen.findByTestId('route-error');
    spy.mockRestore();
    expect(page).toHaveTextContent('Something went wrong');
    expect(page.querySelector('button')).toHaveTextContent('Reload');
  });
});
