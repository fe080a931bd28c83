import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useContext, useState } from 'react';
import { InAppNavigateContext } from '@engine/react/contexts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCampaign } from '@testing/engine';
import { renderShell } from '@testing/platform/renderShell';
import { RIGHT_TAP_EVENT } from '@engine/react/pageShell/rightTapEvent';

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" data-testid="counter" onClick={() => setN(n + 1)}>
      {n}
    </button>
  );
}
const counterPage = async () => ({ default: Counter });

/** A page with buttons that navigate inside the app, as a campaign's navigate steps do. */
function Linker({ to }: { to: string[] }) {
  const navigate = useContext(InAppNavigateContext);
  return (
    <>
      {to.map((path) => (
        <button key={path} type="button" onClick={() => navigate?.(path)}>
          {`to ${path}`}
        </button>
      ))}
    </>
  );
}
const linkerPage = (to: string[]) => async () => ({ default: () => <Linker to={to} /> });

describe('root shell', () => {
  afterEach(cleanup);

  it('a navigation to the page one step back goes back to it instead of stacking another entry', async () => {
    const { router } = renderShell('/vue/game/index', {
      pages: { '/game/index': linkerPage(['/game/ranking']), '/game/ranking': linkerPage(['/game/index', '/game/index?tab=2']) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'to /game/ranking' }));
    await screen.findByRole('button', { name: 'to /game/index' });
    // Pushed (then given the in-page marker in place).
    expect(router.state.historyAction).not.toBe('POP');
    // "Back to the game": the game is one step back, so the page goes back to it.
    fireEvent.click(screen.getByRole('button', { name: 'to /game/index' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vue/game/index'));
    expect(router.state.historyAction).toBe('POP');
    // With something of its own to add (a query), a navigation is a new entry.
    fireEvent.click(screen.getByRole('button', { name: 'to /game/ranking' }));
    fireEvent.click(await screen.findByRole('button', { name: 'to /game/index?tab=2' }));
    await waitFor(() => expect(router.state.location.search).toContain('tab=2'));
    expect(router.state.historyAction).not.toBe('POP');
  });

  it('the top bar shows in immersive mode, shifted by the status-bar height of the app', async () => {
    renderShell('/vue/banner?app_immersion=1', { host: { appVersion: '3.19.0', statusBarHeight: async () => 31 } });
    const bar = await screen.findByTestId('shell-topbar');
    await waitFor(() => expect(bar).toHaveStyle({ paddingTop: '31px' }));
  });

  it('an app older than 2.24.5 shifts the top bar by 36', async () => {
    renderShell('/vue/banner?app_immersion=1', { host: { appVersion: '2.20.0' } });
    const bar = await screen.findByTestId('shell-topbar');
    await waitFor(() => expect(bar).toHaveStyle({ paddingTop: '36px' }));
  });

  it('immersive iOS shifts the top bar by 44', async () => {
    renderShell('/vue/banner?app_immersion=1', { host: { platform: 'ios', appVersion: '3.19.0', statusBarHeight: async () => undefined } });
    const bar = await screen.findByTestId('shell-topbar');
    await waitFor(() => expect(bar).toHaveStyle({ paddingTop: '44px' }));
  });

  it('without app_immersion=1 there is no top bar', async () => {
    renderShell('/vue/banner?app_immersion=0');
    await screen.findByTestId('coming-soon');
    expect(screen.queryByTestId('shell-topbar')).toBeNull();
  });

  it('left tap goes back when from is the in-page marker', async () => {
    const { router, host } = renderShell('/vue/banner?app_immersion=1');
    await screen.findByTestId('coming-soon');
    await act(() => router.navigate('/composition?app_immersion=1&from=inner'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vue/banner'));
    expect(host.closePage).not.toHaveBeenCalled();
  });

  it('left tap otherwise closes the page through the app', async () => {
    const { router, host } = renderShell('/vue/banner?app_immersion=1&from=app');
    await screen.findByTestId('coming-soon');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(host.closePage).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/vue/banner');
  });

  it('in a plain browser the left tap of a page opened directly says the page closes in the app', async () => {
    const { router, host } = renderShell('/vue/banner?app_immersion=1', { host: { platform: 'browser' } });
    await screen.findByTestId('coming-soon');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('You can close this page in the app.')).toBeInTheDocument();
    expect(host.closePage).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/vue/banner');
  });

  it('in a plain browser the left tap goes back when there is history, whatever the from marker', async () => {
    const { router, host } = renderShell('/vue/banner?app_immersion=1', { host: { platform: 'browser' } });
    await screen.findByTestId('coming-soon');
    await act(() => router.navigate('/composition?app_immersion=1'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vue/banner'));
    expect(host.closePage).not.toHaveBeenCalled();
    expect(screen.queryByText('You can close this page in the app.')).toBeNull();
  });

  it('right tap with app_minimize=1 resizes the window, marks minimizing and hides the top bar', async () => {
    const { host } = renderShell('/vue/banner?app_immersion=1&app_minimize=1');
    const listener = vi.fn();
    window.addEventListener(RIGHT_TAP_EVENT, listener);
    fireEvent.click(await screen.findByRole('button', { name: 'Minimize' }));
    window.removeEventListener(RIGHT_TAP_EVENT, listener);
    expect(host.resizeWindow).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByTestId('shell-topbar')).toBeNull());
    expect(listener).not.toHaveBeenCalled();
  });

  it('right tap when not minimizable broadcasts a right-tap event', async () => {
    const { host } = renderShell('/vue/banner?app_immersion=1');
    const paths: string[] = [];
    const listener = (e: Event) => paths.push((e as CustomEvent<{ path: string }>).detail.path);
    window.addEventListener(RIGHT_TAP_EVENT, listener);
    fireEvent.click(await screen.findByRole('button', { name: 'More' }));
    window.removeEventListener(RIGHT_TAP_EVENT, listener);
    expect(paths).toEqual(['/banner']);
    expect(host.resizeWindow).not.toHaveBeenCalled();
  });

  it('a page that is not kept alive starts afresh on the next visit', async () => {
    const { router } = renderShell('/vue/banner', { pages: { '/banner': counterPage } });
    fireEvent.click(await screen.findByTestId('counter'));
    expect(screen.getByTestId('counter')).toHaveTextContent('1');
    await act(() => router.navigate('/composition'));
    expect(screen.queryByTestId('counter')).toBeNull();
    await act(() => router.navigate('/banner'));
    expect(await screen.findByTestId('counter')).toHaveTextContent('0');
  });

  it('a campaign marked keepAlive keeps its page, state and all, between visits', async () => {
    const campaign = { id: 'kept', routes: ['/act/kept'], keepAlive: true, load: async () => ({}) };
    const { router } = renderShell('/vue/act/kept', { campaigns: [campaign] });
    const panel = await screen.findByTestId('campaign-errors');
    await act(() => router.navigate('/banner'));
    expect(screen.getByTestId('coming-soon')).toBeVisible();
    expect(panel).not.toBeVisible();
    await act(() => router.navigate('/act/kept'));
    expect(screen.getByTestId('campaign-errors')).toBe(panel);
    expect(panel).toBeVisible();
  });

  it("after navigating inside the app, each page reads its own location's query, and a kept page hidden keeps its own", async () => {
    // Two pages whose data read the page's `id` from the query (a campaign binds {{query.id}} the same way).
    const page = (id: string, route: string, keepAlive: boolean) => {
      const campaign = testCampaign({ id, routes: [route], keepAlive, data: { info: { path: `/${id}/info`, params: { id: '{{query.id}}' } } } });
      return { id, routes: [route], keepAlive, load: async () => ({ default: campaign }) };
    };
    const { router, services } = renderShell('/vue/act/first?id=1', {
      campaigns: [page('first', '/act/first', true), page('second', '/act/second', false)],
      // As in the app, the services' query is the query the app was opened with.
      env: { query: { id: '1' } },
      responses: { '/first/info': {}, '/second/info': {} },
    });
    const asked = (path: string) => services.http.calls.filter((c) => c.path === path).map((c) => c.params?.id);
    await waitFor(() => expect(asked('/first/info')).toEqual(['1']));
    await act(() => router.navigate('/act/second?id=2'));
    await waitFor(() => expect(asked('/second/info')).toEqual(['2']));
    // Another id on the same route: the page reads again with it.
    await act(() => router.navigate('/act/second?id=3'));
    await waitFor(() => expect(asked('/second/info')).toEqual(['2', '3']));
    // The kept first page, hidden all along, asked for nothing with the other page's ids; shown again, it has its own.
    expect(asked('/first/info')).toEqual(['1']);
    await act(() => router.navigate('/act/first?id=4'));
    await waitFor(() => expect(asked('/first/info')).toEqual(['1', '4']));
  });

  it('a campaign not marked keepAlive starts afresh, whatever its route', async () => {
    const campaign = { id: 'fresh', routes: ['/game/index'], load: async () => ({}) };
    const { router } = renderShell('/vue/game/index', { campaigns: [campaign] });
    const panel = await screen.findByTestId('campaign-errors');
    await act(() => router.navigate('/banner'));
    expect(panel.isConnected).toBe(false);
  });

  it('navigating inside the app keeps the query and adds the in-page marker, so left tap goes back', async () => {
    const { router, host } = renderShell('/vue/banner?app_immersion=1&lang=ms&from=app');
    await screen.findByTestId('coming-soon');
    await act(() => router.navigate('/composition'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('from')).toBe('inner'));
    const q = new URLSearchParams(router.state.location.search);
    expect(q.get('app_immersion')).toBe('1');
    expect(q.get('lang')).toBe('ms');
    expect(router.state.location.pathname).toBe('/vue/composition');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vue/banner'));
    expect(host.closePage).not.toHaveBeenCalled();
  });
});
