/** The pass subscription on the diamond-pass page for its tests: its plans, the pass answers in turn, and the recharge dialog beside it. */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { PRODUCTS_PATH } from '@platform/pay';
import type { FakeBridge } from '../engine/fakeBridge';
import { renderWithEngine, testCampaign } from '../engine';
import ProductModal from '@widgets/platform/product-modal/Component';
import { productModalProps } from '@widgets/platform/product-modal/schema';
import PassSubscription from '@widgets/games/pass-subscription/Component';
import { passSubscriptionProps } from '@widgets/games/pass-subscription/schema';
import { unrecordedKey } from '@widgets/games/pass-subscription/unrecordedPurchases';

export const PROGRESS = '/activity/diamondPass/progress';
export const BUY = 'POST /activity/diamondPass/buyCard';
export const node = { type: 'pass-subscription', path: 'page[2]' };
export const campaign = testCampaign({ data: { pass: { path: PROGRESS } } });
export const props = passSubscriptionProps.parse({
  source: 'pass',
  plans: [
    { type: 1, clientProductId: 'dp_month', productIdentifier: 'com.app.dp.month', price: '$4.99' },
    { type: 3, clientProductId: 'dp_year', productIdentifier: 'com.app.dp.year', price: '$39.99' },
  ],
});
export const SEASON_END = '2026-06-30T16:00:00Z';
export const free = { exp: 300, premium: false, subscriptionType: null, nextRenewalDate: null, seasonEnd: SEASON_END, upgradeWarning: false };
export const owned = { ...free, premium: true, subscriptionType: 2, nextRenewalDate: '2026-07-15T12:00:00+08:00' };

export function show(opts: { platform?: 'ios' | 'android' | 'browser'; now?: string; answers?: unknown[]; buy?: () => unknown; withRecharge?: boolean } = {}) {
  const answers = [...(opts.answers ?? [free])];
  // The diamond-pass page also holds the recharge dialog (gemstones, paid through the app without a referer).
  const recharge = opts.withRecharge ? (
    <ProductModal props={{ ...productModalProps.parse({ productType: 'gemstone' }), open: true }} children={[]} node={{ type: 'product-modal', id: 'recharge', path: 'page[9]' }} />
  ) : null;
  return renderWithEngine(
    <>
      <PassSubscription props={props} children={[]} node={node} />
      {recharge}
    </>,
    {
      campaign,
      env: { platform: opts.platform ?? 'ios' },
      ...(opts.now ? { now: opts.now } : {}),
      responses: {
        [PROGRESS]: () => (answers.length > 1 ? answers.shift() : answers[0]),
        [BUY]: opts.buy ?? { premium: true },
        [PRODUCTS_PATH]: { rows: [{ productType: 22, product: { id: 1, count: 60, price: '0.99', clientProductId: 'c60', productIdentifier: 'gem.60' } }] },
      },
    },
  );
}
// The test services' user (testing/engine/createTestServices.ts).
export const UNRECORDED = unrecordedKey('10001', '/activity/diamondPass/buyCard');
export const buys = (calls: Array<{ method?: string; path: string }>) => calls.filter((c) => c.method === 'POST' && c.path === '/activity/diamondPass/buyCard');
/**
 * Waits until the upgrade waits for the app: its button says so, and the pay request has reached the app. The button
 * changes at the tap, before the pay code has loaded and sent the request; an answer the app gave before it was asked
 * is one no app gives (and the page rightly drops it).
 */
export async function waitingForPayment(bridge: FakeBridge): Promise<void> {
  await screen.findByRole('button', { name: 'Waiting for payment…' });
  await waitFor(() => expect(bridge.calls.some((c) => c.action === 'pay')).toBe(true));
}
