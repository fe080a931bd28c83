import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '../../engine/testing';
import PassSubscription from './Component';
import { passSubscriptionProps } from './schema';
import { inLastMinutes, readSubscription } from './subscriptionInfo';

const PROGRESS = '/activity/diamondPass/progress';
const BUY = 'POST /activity/diamondPass/buyCard';
const node = { type: 'pass-subscription', path: 'page[2]' };
const campaign = testCampaign({ data: { pass: { path: PROGRESS } } });
const props = passSubscriptionProps.parse({
  source: 'pass',
  plans: [
    { type: 1, clientProductId: 'dp_month', productIdentifier: 'com.app.dp.month', price: '$4.99' },
    { type: 3, clientProductId: 'dp_year', productIdentifier: 'com.app.dp.year', price: '$39.99' },
  ],
});
const SEASON_END = '2026-06-30T16:00:00Z';
const free = { exp: 300, premium: false, subscriptionType: null, nextRenewalDate: null, seasonEnd: SEASON_END, upgradeWarning: false };
const owned = { ...free, premium: true, subscriptionType: 2, nextRenewalDate: '2026-07-15T12:00:00+08:00' };

function show(opts: { platform?: 'ios' | 'android' | 'browser'; now?: string; answers?: unknown[] } = {}) {
  const answers = [...(opts.answers ?? [free])];
  return renderWithEngine(<PassSubscription props={props} children={[]} node={node} />, {
    campaign,
    env: { platform: opts.platform ?? 'ios' },
    ...(opts.now ? { now: opts.now } : {}),
    responses: { [PROGRESS]: () => (answers.length > 1 ? answers.shift() : answers[0]), [BUY]: { premium: true } },
  });
}

describe('pass-subscription rules', () => {
  it('E§3: reads subscription type and the next renewal date as YYYY-MM-DD', () => {
    const info = readSubscription(owned)!;
    expect(info.type).toBe(2);
    expect(info.nextRenewal).toMatch(/^2026-07-1[45]$/);
  });

  it('P§5/E§9: warns with fewer than 10 minutes left in the season', () => {
    const info = readSubscription(free)!;
    const end = Date.parse(SEASON_END);
    expect(inLastMinutes(info, end - 11 * 60_000, 10)).toBe(false);
    expect(inLastMinutes(info, end - 9 * 60_000, 10)).toBe(true);
    expect(inLastMinutes({ ...info, warn: true }, end - 60 * 60_000, 10)).toBe(true);
  });
});

describe('pass-subscription widget', () => {
  it('P§6: in a plain browser the upgrade says to open the app and asks nothing of the bridge', async () => {
    const { services } = show({ platform: 'browser' });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Upgrading works only in the app. Please open this page in the app.')).toBeInTheDocument();
    expect(services.bridge.calls).toHaveLength(0);
  });

  it('P§7: upgrade asks the app to pay (single-flight); the pay result records the purchase and shows premium', async () => {
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
    act(() => services.bridge.emit('paid', { referer: 'limitedOffer' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(services.http.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('P§4: a failed payment ends the purchase so the user can try again', async () => {
    const { services } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    await screen.findByRole('button', { name: 'Waiting for payment…' });
    act(() => services.bridge.emit('pay-fail', { message: 'Cancelled' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(services.bridge.calls).toHaveLength(2));
  });

  it('P§5: with under 10 minutes left a warning asks first; cancel pays nothing, confirm pays', async () => {
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

  it('shows the subscription in Vietnamese for a premium owner', async () => {
    renderWithEngine(<PassSubscription props={props} children={[]} node={node} />, { campaign, locale: 'vi', responses: { [PROGRESS]: owned } });
    expect(await screen.findByText('Thẻ cao cấp đang hoạt động')).toBeInTheDocument();
    expect(screen.getByText('Gói đăng ký: Hàng quý')).toBeInTheDocument();
  });
});
