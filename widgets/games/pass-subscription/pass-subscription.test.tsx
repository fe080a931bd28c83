import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAY_RESULT_TIMEOUT_MS } from '@platform/pay/createPayFlow';
import { renderWithEngine } from '@testing/engine';
import PassSubscription from './Component';
import { inLastMinutes, readSubscription } from './subscriptionInfo';
import { buys, campaign, free, node, owned, PROGRESS, props, SEASON_END, show, waitingForPayment } from '@testing/widgets/showPassSubscription';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('pass-subscription rules', () => {
  it('reads subscription type and the next renewal date as YYYY-MM-DD', () => {
    const info = readSubscription(owned)!;
    expect(info.type).toBe(2);
    expect(info.nextRenewal).toMatch(/^2026-07-1[45]$/);
  });

  it('warns with fewer than 10 minutes left in the season', () => {
    const info = readSubscription(free)!;
    const end = Date.parse(SEASON_END);
    expect(inLastMinutes(info, end - 11 * 60_000, 10)).toBe(false);
    expect(inLastMinutes(info, end - 9 * 60_000, 10)).toBe(true);
    expect(inLastMinutes({ ...info, warn: true }, end - 60 * 60_000, 10)).toBe(true);
  });
});

describe('pass-subscription widget', () => {
  it('in a plain browser the upgrade says to open the app and asks nothing of the bridge', async () => {
    const { services } = show({ platform: 'browser' });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Upgrading works only in the app. Please open this page in the app.')).toBeInTheDocument();
    expect(services.bridge.calls).toHaveLength(0);
  });

  it('in a plain browser in the last minutes, the tap says to open the app without warning first', async () => {
    const end = Date.parse(SEASON_END);
    const { services } = show({ platform: 'browser', now: new Date(end - 5 * 60_000).toISOString() });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Upgrading works only in the app. Please open this page in the app.')).toBeInTheDocument();
    expect(screen.queryByText('The season is almost over')).toBeNull();
    expect(services.bridge.calls).toHaveLength(0);
  });

  it('upgrade asks the app to pay (single-flight); the pay result records the purchase and shows premium', async () => {
    const { services } = show({ answers: [free, owned] });
    const upgrade = await screen.findByRole('button', { name: 'Upgrade' });
    fireEvent.click(upgrade);
    fireEvent.click(upgrade);
    await waitFor(() => expect(services.bridge.calls).toHaveLength(1));
    expect(services.bridge.calls[0]).toEqual({ action: 'pay', args: { clientProductId: 'dp_month', productIdentifier: 'com.app.dp.month', referer: 'diamondPass' } });
    expect(screen.getByRole('button', { name: 'Waiting for payment…' })).toBeDisabled();
    act(() => services.bridge.emit('paid', { referer: 'diamondPass' }));
    expect(await screen.findByText('Premium pass unlocked!')).toBeInTheDocument();
    expect(services.http.calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: '/activity/diamondPass/buyCard', body: { subscriptionType: 1 } })]);
    expect(await screen.findByText('Premium pass active')).toBeInTheDocument();
    expect(screen.getByText('Subscription: Quarterly')).toBeInTheDocument();
    expect(screen.getByText(/^Next renewal: \d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
  });

  it('pays for the chosen plan and ignores pay results of other pages', async () => {
    const { services } = show();
    fireEvent.click(await screen.findByRole('radio', { name: /Annual/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(services.bridge.calls[0]?.args).toMatchObject({ clientProductId: 'dp_year', productIdentifier: 'com.app.dp.year' }));
    // Everything the result would set off (the purchase is recorded right after a result) has run: nothing.
    await act(async () => services.bridge.emit('paid', { referer: 'limitedOffer' }));
    expect(services.http.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Waiting for payment…' })).toBeDisabled();
    // Its own result records the annual plan, once.
    act(() => services.bridge.emit('paid', { referer: 'diamondPass' }));
    await waitFor(() => expect(services.http.calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: '/activity/diamondPass/buyCard' })]));
  });

  it('a failed payment ends the purchase so the user can try again', async () => {
    const { services } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    await waitingForPayment(services.bridge);
    act(() => services.bridge.emit('pay-fail', { message: 'Cancelled' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(services.bridge.calls).toHaveLength(2));
  });

  it('with under 10 minutes left a warning asks first; cancel pays nothing, confirm pays', async () => {
    const { services } = show({ now: '2026-06-30T15:55:00Z' });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'The season is almost over' });
    expect(dialog).toHaveTextContent('Less than 10 minutes are left in this season. Upgrade anyway?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(services.bridge.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade anyway' }));
    await waitFor(() => expect(services.bridge.calls.map((c) => c.action)).toEqual(['pay']));
  });

  it('"Upgrade anyway" in the last minutes: the paid upgrade is recorded like any other', async () => {
    const { services } = show({ now: '2026-06-30T15:55:00Z', answers: [free, owned] });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade anyway' }));
    await waitingForPayment(services.bridge);
    act(() => services.bridge.emit('paid', { referer: 'diamondPass' }));
    expect(await screen.findByText('Premium pass active')).toBeInTheDocument();
    expect(buys(services.http.calls)).toHaveLength(1);
  });

  it('a recharge paid on the same page (no referer) is never taken for the waiting upgrade, which takes its own result', async () => {
    const { services } = show({ withRecharge: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    await waitingForPayment(services.bridge);
    // A stray result without our referer while the upgrade waits: not the upgrade's.
    await act(async () => services.bridge.emit('paid', {}));
    expect(buys(services.http.calls)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Waiting for payment…' })).toBeDisabled();

    // The user buys gemstones meanwhile: the recharge's result is the recharge's; the upgrade waits for its own.
    fireEvent.click(await screen.findByRole('button', { name: /60 diamonds/ }));
    await waitFor(() => expect(services.bridge.calls.map((c) => c.args?.clientProductId)).toEqual(['dp_month', 'c60']));
    expect(services.bridge.calls[1]?.args).not.toHaveProperty('referer');
    await act(async () => services.bridge.emit('paid', {}));
    expect(buys(services.http.calls)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Waiting for payment…' })).toBeDisabled();
    act(() => services.bridge.emit('paid', { referer: 'diamondPass' }));
    await screen.findByText('Premium pass unlocked!');
    expect(buys(services.http.calls)).toHaveLength(1);
  });

  it(`without a pay result the wait ends after ${PAY_RESULT_TIMEOUT_MS / 1000} s; paying again, the result that comes records the plan paid last`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { services } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    await waitingForPayment(services.bridge);
    await act(() => vi.advanceTimersByTimeAsync(PAY_RESULT_TIMEOUT_MS - 1_000));
    expect(screen.getByRole('button', { name: 'Waiting for payment…' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const again = await screen.findByRole('button', { name: 'Upgrade' });
    expect(again).toBeEnabled();
    expect(screen.getByText('No answer from the payment yet. If you paid, the pass unlocks as soon as the app confirms it.')).toBeInTheDocument();
    expect(buys(services.http.calls)).toHaveLength(0);
    // The user picks Annual this time. The app shows one pay sheet at a time: the result that comes now is the annual plan's.
    fireEvent.click(screen.getByRole('radio', { name: /Annual/ }));
    fireEvent.click(again);
    await waitFor(() => expect(services.bridge.calls.filter((c) => c.action === 'pay')).toHaveLength(2));
    act(() => services.bridge.emit('paid', { referer: 'diamondPass' }));
    await waitFor(() => expect(buys(services.http.calls)).toHaveLength(1));
    expect((buys(services.http.calls)[0] as { body?: unknown }).body).toEqual({ subscriptionType: 3 });
    // The monthly sheet was paid too and its result comes late: recorded as well, with its own plan.
    act(() => services.bridge.emit('paid', { referer: 'diamondPass' }));
    await waitFor(() => expect(buys(services.http.calls)).toHaveLength(2));
    expect((buys(services.http.calls)[1] as { body?: unknown }).body).toEqual({ subscriptionType: 1 });
  });

  it('back from the pay sheet without a result, the wait ends shortly after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility as DocumentVisibilityState);
    const turn = (v: string) => {
      visibility = v;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    const { services } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    await waitingForPayment(services.bridge);
    act(() => turn('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(screen.getByRole('button', { name: 'Waiting for payment…' })).toBeDisabled();
    act(() => turn('visible'));
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(await screen.findByRole('button', { name: 'Upgrade' })).toBeEnabled();
  });

  it('shows the subscription in Vietnamese for a premium owner', async () => {
    renderWithEngine(<PassSubscription props={props} children={[]} node={node} />, { campaign, locale: 'vi', responses: { [PROGRESS]: owned } });
    expect(await screen.findByText('Thẻ cao cấp đang hoạt động')).toBeInTheDocument();
    expect(screen.getByText('Gói đăng ký: Hàng quý')).toBeInTheDocument();
  });
});
