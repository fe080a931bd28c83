// The Christmas 2024 page as written (campaign.yaml and its strings) against the sandbox: the discounted super
// gift is paid in diamonds, and a user short of them gets the recharge modal, then buys once after the recharge.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignPage, type ApiRequest } from '@engine';
import { loadCampaignFolder } from '../../engine/core/node/load-folder';
import { renderWithEngine } from '@testing/engine';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import { allWidgets, registry } from '../../widgets';

const BUY_DISCOUNT = '/activity/scoreMall/buyDiscountProduct';
const buys = (calls: ApiRequest[]) => calls.filter((c) => c.path === BUY_DISCOUNT);
const walletReads = (calls: ApiRequest[]) => calls.filter((c) => c.path === '/facade/wallet/get').length;

async function open(userId: string, diamond: number) {
  const loaded = await loadCampaignFolder('campaigns/christmas-2024', registry);
  if (!loaded.ok) throw new Error('the Christmas campaign does not load');
  const client = sandboxClient({ userId });
  client.sandbox.user(userId).wallet.diamond = diamond;
  const view = renderWithEngine(<CampaignPage campaign={loaded.campaign} />, { registry: allWidgets, http: client.http, env: { user: { id: userId } }, now: client.sandbox.clock.now() });
  return { ...view, sandbox: client.sandbox };
}

/** Draws the user's discount and waits for the button that buys at it. */
async function drawDiscount() {
  fireEvent.click(await screen.findByRole('button', { name: 'Draw my discount' }));
  return screen.findByRole('button', { name: 'Buy at my discount' });
}

describe('Christmas 2024: the discounted super gift, paid in diamonds', () => {
  it("says when the points expire from the server's answer, after this event's end (not a past year's date)", async () => {
    const { sandbox } = await open('34003', 0);
    const note = await screen.findByText(/^Every 1 USD you recharge during the event gives 1 point\. Points expire on /, undefined, { timeout: 5000 });
    const date = Date.parse(/expire on (.+)\.$/.exec(note.textContent ?? '')![1]!);
    const days = (date - sandbox.clock.now()) / 86_400_000;
    expect(days).toBeGreaterThan(15);
    expect(days).toBeLessThan(60);
  });

  it('short of diamonds, the recharge modal opens and nothing is bought; after the app reports the recharge, a triple-tapped Confirm buys once', async () => {
    const userId = '34001';
    const { services, sandbox } = await open(userId, 100);
    expect(await screen.findByText('My diamonds: 100')).toBeTruthy();
    fireEvent.click(await drawDiscount());
    expect(await screen.findByText('Not enough diamonds for Starlight Carriage at your discount. Recharge, then buy it.')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Recharge diamonds' });
    expect(buys(services.http.calls)).toHaveLength(0);
    fireEvent.click((await within(dialog).findAllByRole('button', { name: /diamonds/ }))[0]!);
    await waitFor(() => expect(services.bridge.calls.filter((c) => c.action === 'pay')).toHaveLength(1));
    // The payment server credits the top-up; the app reports it; the page reads the wallet again.
    sandbox.grant({ userId, diamond: 30_000 });
    const reads = walletReads(services.http.calls);
    act(() => services.bridge.emit('paid', {}));
    expect(await screen.findByText('Purchase successful.')).toBeTruthy();
    expect(await screen.findByText('My diamonds: 30,100')).toBeTruthy();
    expect(walletReads(services.http.calls)).toBe(reads + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Buy at my discount' }));
    const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('You bought Starlight Carriage with your discount.')).toBeTruthy();
    expect(buys(services.http.calls)).toHaveLength(1);
    const state = sandbox.user(userId).domains.christmas as { discount: number };
    expect(sandbox.user(userId).wallet.diamond).toBe(30_100 - Math.round((29_999 * state.discount) / 100));
  });

  it('when the server refuses because the diamonds were spent meanwhile, the recharge modal opens and nothing is charged', async () => {
    const userId = '34002';
    const { services, sandbox } = await open(userId, 30_000);
    const buy = await drawDiscount();
    // Spent in a room while the page was open: the page still shows the old balance.
    sandbox.user(userId).wallet.diamond = 10;
    fireEvent.click(buy);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Recharge diamonds' })).toBeTruthy();
    expect(screen.getByText('Not enough diamonds for Starlight Carriage at your discount. Recharge, then buy it.')).toBeTruthy();
    expect(await screen.findByText('My diamonds: 10')).toBeTruthy();
    expect(buys(services.http.calls)).toHaveLength(1);
    expect(sandbox.user(userId).wallet.diamond).toBe(10);
    expect(screen.getByRole('button', { name: 'Buy at my discount' })).toBeTruthy();
  });
});
