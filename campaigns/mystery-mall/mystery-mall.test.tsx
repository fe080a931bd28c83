// The mystery mall as written (campaign.yaml and its strings) against the sandbox: the three tabs with the server's
// dates and prices, tokens (1 per USD) spent on the once-per-user mystery package, a refusal for too few tokens, and
// the investment expert ranking with the top 10 rewards.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignPage, type ApiRequest } from '@engine';
import { loadCampaignFolder } from '../../engine/core/node/load-folder';
import { renderWithEngine } from '@testing/engine';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import { allWidgets, registry } from '../../widgets';

const buys = (calls: ApiRequest[]) => calls.filter((c) => c.path === '/activity/mysteryMall/buy');

async function open(userId: string, rechargedCents: number) {
  const loaded = await loadCampaignFolder('campaigns/mystery-mall', registry);
  if (!loaded.ok) throw new Error('the mystery mall does not load');
  const client = sandboxClient({ userId });
  client.sandbox.user(userId).rechargedCents = rechargedCents;
  const view = renderWithEngine(<CampaignPage campaign={loaded.campaign} />, { registry: allWidgets, http: client.http, env: { user: { id: userId } }, now: '2026-11-22T10:00:00+08:00' });
  return { ...view, sandbox: client.sandbox };
}

const card = (name: string) => screen.getByText(name).closest('li')!;

describe('mystery mall', () => {
  it('the three tabs: thanks gifts with the 2023 points dates, the mystery mall at 1 token per USD, its prices and balance in tokens, the investment expert with the top 10 rewards', async () => {
    await open('74001', 20_000);
    expect(await screen.findByText('Points counted from 2023-01-01 to 2023-11-30 are valid until 2023-12-31. Exchange them for thanks gifts.')).toBeTruthy();
    expect(await screen.findByText('My points: 400')).toBeTruthy();
    fireEvent.click(await screen.findByRole('tab', { name: 'Mystery mall' }));
    expect(await screen.findByText('From 2023-12-01, every 1 USD you recharge gives 1 token. The mystery package (original price 120 USD) can be bought once.')).toBeTruthy();
    expect(await screen.findByText('My tokens: 200')).toBeTruthy();
    fireEvent.click(await screen.findByRole('tab', { name: 'Investment expert' }));
    expect(await screen.findByText('Top 10 rewards')).toBeTruthy();
    expect(await screen.findByText('Top 4-10')).toBeTruthy();
    expect(await screen.findByText('Investment expert', { selector: 'h2, h3' })).toBeTruthy();
  });

  it('the mystery package is asked first, bought once (then sold out) and ranks the buyer', async () => {
    const userId = '74002';
    const { services } = await open(userId, 10_000);
    fireEvent.click(await screen.findByRole('tab', { name: 'Mystery mall' }));
    expect(await screen.findByText('My tokens: 100')).toBeTruthy();
    fireEvent.click(within(card('Mystery Package')).getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm purchase' });
    expect(dialog).toHaveTextContent('Spend 99 tokens on Mystery Package?');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Bought! The reward will be sent to your account.')).toBeTruthy();
    expect(await screen.findByText('My tokens: 1')).toBeTruthy();
    await waitFor(() => expect(within(card('Mystery Package')).getByRole('button', { name: 'Sold out' })).toBeDisabled());
    expect(buys(services.http.calls)).toHaveLength(1);

    // 1 token left: the cheapest gift offers the recharge instead.
    expect(within(card('Teddy Bear')).getByRole('button', { name: 'Recharge' })).toBeTruthy();
    // The 99 tokens spent rank the buyer as an investment expert.
    fireEvent.click(await screen.findByRole('tab', { name: 'Investment expert' }));
    expect((await screen.findAllByText('99')).length).toBeGreaterThan(0);
  });

  it('too few tokens on the server: the token text and the recharge dialog; nothing is charged', async () => {
    const userId = '74003';
    const { services, sandbox } = await open(userId, 3_000);
    fireEvent.click(await screen.findByRole('tab', { name: 'Mystery mall' }));
    expect(await screen.findByText('My tokens: 30')).toBeTruthy();
    sandbox.user(userId).rechargedCents = 0;
    fireEvent.click(within(card('Sports Car')).getByRole('button', { name: 'Buy' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm purchase' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Not enough tokens: recharge to get more.')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Recharge' })).toBeTruthy();
    expect(await screen.findByText('My tokens: 0')).toBeTruthy();
    expect(buys(services.http.calls)).toHaveLength(1);
  });
});
