import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignPage, layoutWidgets, type EngineEnv, type PageNode } from '@engine';
import { createFakeBridge, renderWithEngine, testCampaign, type FakeBridge } from '@testing/engine';
import { renderShell } from '@testing/platform/renderShell';
import { navbar } from './index';

const page = (node: PageNode, env: Partial<EngineEnv> = {}, bridge?: FakeBridge) =>
  renderWithEngine(
    <CampaignPage
      campaign={testCampaign({
        page: [node],
        actions: { rules: [{ type: 'api', path: '/rules' }] },
        strings: { en: { title: 'Christmas', rulesText: 'Rules' } },
      })}
    />,
    { registry: [...layoutWidgets, navbar], env, responses: { '/rules': {} }, ...(bridge ? { services: { bridge } } : {}) },
  );

describe('navbar', () => {
  afterEach(cleanup);

  it('shows the title, a back icon on the left and a text on the right that runs its action', async () => {
    const { services } = page({ type: 'navbar', props: { title: 'title', right: { text: 'rulesText', action: 'rules' } } });
    expect(await screen.findByRole('heading', { name: 'Christmas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    await waitFor(() => expect(services.http.calls.map((c) => c.path)).toEqual(['/rules']));
  });

  it('fixed and alpha set the bar position and background opacity', async () => {
    const { container } = page({ type: 'navbar', props: { title: 'title', fixed: true, alpha: 0.4 } });
    await screen.findByRole('heading', { name: 'Christmas' });
    const bar = container.querySelector('header')!;
    expect(bar).toHaveClass('cw-navbar--fixed');
    expect(bar.style.getPropertyValue('--cw-navbar-alpha')).toBe('0.4');
    expect(container.querySelector('.cw-navbar__placeholder')).not.toBeNull();
  });

  it('in immersive mode on iOS the bar moves down by 44', async () => {
    const { container } = page({ type: 'navbar', props: { title: 'title' } }, { platform: 'ios', query: { app_immersion: '1' } });
    await screen.findByRole('heading', { name: 'Christmas' });
    await waitFor(() => expect(container.querySelector('header')).toHaveAttribute('data-offset', '44'));
  });

  it('in immersive mode on Android the status-bar height comes from the app', async () => {
    const bridge = createFakeBridge({ platform: 'android', appVersion: '3.19.0' });
    bridge.respond('getBarHeights', { ok: true, data: { statusBarHeight: 28, immersionHeight: 0 } });
    const { container } = page({ type: 'navbar', props: { title: 'title' } }, { platform: 'android', appVersion: '3.19.0', query: { app_immersion: '1' } }, bridge);
    await waitFor(() => expect(container.querySelector('header')).toHaveAttribute('data-offset', '28'));
  });

  it('is not shifted outside immersive mode; a statusBarHeight prop overrides the app', async () => {
    const first = page({ type: 'navbar', props: { title: 'title' } }, { platform: 'ios' });
    await screen.findByRole('heading', { name: 'Christmas' });
    expect(first.container.querySelector('header')).toHaveAttribute('data-offset', '0');
    cleanup();
    const second = page({ type: 'navbar', props: { title: 'title', immersive: true, statusBarHeight: 20 } });
    await screen.findByRole('heading', { name: 'Christmas' });
    expect(second.container.querySelector('header')).toHaveAttribute('data-offset', '20');
  });
});

describe('navbar left tap without an action does what the shell top bar does: goes back, or closes the page through the app', () => {
  afterEach(cleanup);
  const withNavbar = { id: 'bar', routes: ['/act/bar'], load: async () => ({ default: testCampaign({ id: 'bar', routes: ['/act/bar'], page: [{ type: 'navbar', props: { title: 'title' } }], strings: { en: { title: 'Christmas' } } }) }) };
  const open = (url: string, host?: { platform: 'ios' | 'android' | 'browser' }) =>
    renderShell(url, { campaigns: [withNavbar], registry: [...layoutWidgets, navbar], ...(host ? { host } : {}) });

  it('in the app, a page opened by the app is closed through the app (not sent back in a history it does not own)', async () => {
    const { host, router } = open('/vue/act/bar?from=app');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(host.closePage).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/vue/act/bar');
  });

  it('in the app, a page reached inside the app goes back', async () => {
    const { host, router } = open('/vue/banner?from=app');
    await screen.findByTestId('coming-soon');
    await act(() => router.navigate('/act/bar'));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vue/banner'));
    expect(host.closePage).not.toHaveBeenCalled();
  });

  it('in a plain browser with nothing to go back to, it says the page closes in the app', async () => {
    const { host } = open('/vue/act/bar', { platform: 'browser' });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('You can close this page in the app.')).toBeInTheDocument();
    expect(host.closePage).not.toHaveBeenCalled();
  });
});
