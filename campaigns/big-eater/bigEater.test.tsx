// The big eater page as written against the sandbox: the medals, the round board in the page's currency, the
// top list and the shop, where a product is bought with diamonds only after the confirmation is tapped.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openCampaignPage, preloadWidgets } from '@testing/app/openCampaignPage';

beforeAll(() => preloadWidgets(['slot-machine', 'ranking-list', 'points-mall', 'text', 'product-modal']), 60_000);

/** A betting second of a round. */
const AT = '2026-11-22T10:00:05+08:00';

describe('big eater page', () => {
  it('shows my medals, the round board and the top list', async () => {
    await openCampaignPage('big-eater', { userId: '10002', at: AT });
    expect(await screen.findByText('My medals: 0')).toBeInTheDocument();
    expect(await screen.findByText("This round's dishes")).toBeInTheDocument();
    expect(await screen.findByText("Today's biggest winners")).toBeInTheDocument();
    expect(await screen.findByText('The top list refreshes every 5 minutes.')).toBeInTheDocument();
  });

  it('the shop buys a recommended product with diamonds once the purchase is confirmed', async () => {
    const { client } = await openCampaignPage('big-eater', { userId: '10002', at: AT });
    fireEvent.click(await screen.findByRole('tab', { name: 'Shop' }));
    expect(await screen.findByText('Recommended for you')).toBeInTheDocument();
    const before = (await client.http.request<{ diamond: number }>({ path: '/facade/wallet/get' })).diamond;
    fireEvent.click((await screen.findAllByRole('button', { name: 'Buy' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm purchase' });
    expect((await client.http.request<{ diamond: number }>({ path: '/facade/wallet/get' })).diamond).toBe(before);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Bought! It is in your bag.')).toBeInTheDocument();
    await waitFor(async () => expect((await client.http.request<{ diamond: number }>({ path: '/facade/wallet/get' })).diamond).toBeLessThan(before));
  });

  it('in Thai', async () => {
    await openCampaignPage('big-eater', { userId: '10002', at: AT, locale: 'th' });
    expect(await screen.findByText('เหรียญตราของฉัน: 0')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'ร้านค้า' })).toBeInTheDocument();
  });
});
