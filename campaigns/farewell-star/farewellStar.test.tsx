// The farewell-to-a-star page as written against the sandbox: the notice, Subscribe asking the app to sell the
// star group only from a tap, a held subscription's renewal, and the page once the sale has stopped.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openCampaignPage, preloadWidgets } from '@testing/app/openCampaignPage';

beforeAll(() => preloadWidgets(['countdown', 'text', 'button', 'section']), 60_000);

describe('farewell to a star page', () => {
  it('Subscribe asks the app for the star subscription group, only when tapped', async () => {
    const { services } = await openCampaignPage('farewell-star', { userId: '10002', at: '2027-03-20T12:00:00+08:00' });
    expect(await screen.findByText(/The star subscription sale stops on 31 March 2027/)).toBeInTheDocument();
    expect(await screen.findByText('Last day to subscribe: 2027-03-31')).toBeInTheDocument();
    const subscribe = await screen.findByRole('button', { name: 'Subscribe' });
    expect(services.bridge.calls.filter((c) => c.action === 'subscribe')).toEqual([]);
    fireEvent.click(subscribe);
    await waitFor(() => expect(services.bridge.calls.filter((c) => c.action === 'subscribe').map((c) => c.args)).toEqual([{ group: 'star' }]));
  });

  it('a held subscription shows its renewal instead of Subscribe, in Filipino', async () => {
    await openCampaignPage('farewell-star', { userId: '10003', at: '2027-03-20T12:00:00+08:00', locale: 'fil' });
    expect(await screen.findByText('Magre-renew ang iyong buwanang star subscription sa 2027-04-01.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mag-subscribe' })).toBeNull();
  });

  it('from 1 April the sale has stopped: no Subscribe, a held subscription ends without renewing', async () => {
    await openCampaignPage('farewell-star', { userId: '10003', at: '2027-04-02T12:00:00+08:00' });
    expect(await screen.findByText('The star subscription sale stopped on 31 March 2027.')).toBeInTheDocument();
    expect(await screen.findByText('Your star subscription no longer renews: it ends on 2027-04-30.')).toBeInTheDocument();
    expect(await screen.findByText('The star subscription is no longer sold.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  });
});
