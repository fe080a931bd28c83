import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteRefusal } from '@engine/security/refusals';
import { useApiQuery } from '@engine/react/hooks/useApiQuery';
import { createFakeBridge } from '@testing/engine';
import { renderShell } from '@testing/platform/renderShell';
import { bridgeLogForPanel, shellHostFromBridge } from './shellHostFromBridge';

describe('shell and the native bridge', () => {
  afterEach(cleanup);

  it('left tap closes the page and right tap resizes the window through the bridge', async () => {
    const bridge = createFakeBridge({ platform: 'android', appVersion: '3.19.0' });
    renderShell('/vue/banner?app_immersion=1&app_minimize=1', { host: shellHostFromBridge(bridge), services: { bridge } });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Minimize' }));
    await waitFor(() => expect(bridge.calls.map((c) => c.action)).toEqual(expect.arrayContaining(['closePage', 'resizeWindow'])));
    expect(bridge.calls.find((c) => c.action === 'resizeWindow')?.args).toEqual({ minimize: true });
    expect(bridgeLogForPanel(bridge)().map((e) => e.action)).toEqual(expect.arrayContaining(['getBarHeights', 'closePage', 'resizeWindow']));
  });

  it("what the page refused to do without a tap is listed in the development panel's log", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    noteRefusal('actions', "bridge closePage refused: the chain was not started by a user's tap");
    expect(bridgeLogForPanel(createFakeBridge())()).toContainEqual(expect.objectContaining({ action: 'refused', outcome: "bridge closePage refused: the chain was not started by a user's tap" }));
    vi.restoreAllMocks();
  });

  it('the status-bar height comes from getBarHeights for apps from 2.24.5', async () => {
    const bridge = createFakeBridge({ platform: 'android', appVersion: '2.24.5' });
    bridge.respond('getBarHeights', { ok: true, data: { statusBarHeight: 27, immersionHeight: 71 } });
    renderShell('/vue/banner?app_immersion=1', { host: shellHostFromBridge(bridge), services: { bridge } });
    const bar = await screen.findByTestId('shell-topbar');
    await waitFor(() => expect(bar).toHaveStyle({ paddingTop: '27px' }));
  });

  it("a host message (pay failure without text) is shown as a toast: 'Pay Fail'", async () => {
    const bridge = createFakeBridge();
    renderShell('/vue/banner', { services: { bridge } });
    await screen.findByTestId('coming-soon');
    act(() => bridge.emit('toast', { key: 'common:errors.payFail' }));
    expect(await screen.findByText('Pay Fail')).toBeInTheDocument();
  });

  it('web refresh from the host reloads the data of the page', async () => {
    const bridge = createFakeBridge();
    let n = 0;
    const StatusPage = () => {
      const q = useApiQuery<{ status: string }>({ path: '/order/status' });
      return <p>{q.data ? `Order ${q.data.status}` : 'Loading order'}</p>;
    };
    const { services } = renderShell('/vue/order', {
      services: { bridge },
      pages: { '/order': async () => ({ default: StatusPage }) },
      responses: { '/order/status': () => ({ status: n++ === 0 ? 'FAILED' : 'SUCCESS' }) },
    });
    expect(await screen.findByText('Order FAILED')).toBeInTheDocument();
    act(() => bridge.emit('refresh', undefined));
    expect(await screen.findByText('Order SUCCESS')).toBeInTheDocument();
    expect(services.http.calls).toHaveLength(2);
  });
});
