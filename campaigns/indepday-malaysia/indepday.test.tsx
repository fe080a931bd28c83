// The Independence Day buy section as written (campaign.yaml and its strings) against the sandbox: gifts paid in
// diamonds; a user whose diamonds no longer cover a gift gets the recharge modal, and nothing is charged.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignPage, type ApiRequest } from '@engine';
import { loadCampaignFolder } from '../../engine/core/node/load-folder';
import { renderWithEngine } from '@testing/engine';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import { allWidgets, registry } from '../../widgets';

const BUY = '/activity/happy-independence-day/buy';
const buys = (calls: ApiRequest[]) => calls.filter((c) => c.path === BUY);

describe('Independence Day 2024: the buy section', () => {
  it('when the server refuses because the diamonds were spent meanwhile, the user reads why, the recharge modal opens and nothing is charged', async () => {
    const loaded = await loadCampaignFolder('campaigns/indepday-malaysia', registry);
    if (!loaded.ok) throw new Error('the Independence Day campaign does not load');
    const userId = '35001';
    const client = sandboxClient({ userId });
    client.sandbox.user(userId).wallet.diamond = 10_000;
    const { services } = renderWithEngine(<CampaignPage campaign={loaded.campaign} />, { registry: allWidgets, http: client.http, env: { user: { id: userId } }, now: client.sandbox.clock.now() });
    const buttons = await screen.findAllByRole('button', { name: 'Buy' });
    // Spent in a room while the page was open: the page still shows the old balance.
    client.sandbox.user(userId).wallet.diamond = 10;
    fireEvent.click(buttons[0]!);
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Not enough diamonds for this gift. Recharge, then buy it.')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Recharge' });
    expect(await within(dialog).findAllByRole('button', { name: /diamonds/ })).not.toHaveLength(0);
    expect(buys(services.http.calls)).toHaveLength(1);
    expect(client.sandbox.user(userId).wallet.diamond).toBe(10);
  });
});
