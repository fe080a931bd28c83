// The Christmas carousel as written (campaign.yaml and its strings) against the sandbox: candy bought through the
// app's pay from one tap, the guarantee counter, crafting refused without 3 sent gifts, and the lottery batches.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignPage, type ApiRequest } from '@engine';
import { loadCampaignFolder } from '../../engine/core/node/load-folder';
import { renderWithEngine } from '@testing/engine';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import { allWidgets, registry } from '../../widgets';

const API = '/activity/christmasCarousel';
const callsTo = (calls: ApiRequest[], path: string) => calls.filter((c) => c.path === `${API}/${path}`);

async function open(userId: string) {
  const loaded = await loadCampaignFolder('campaigns/christmas-carousel', registry);
  if (!loaded.ok) throw new Error('the Christmas carousel does not load');
  const client = sandboxClient({ userId });
  const view = renderWithEngine(<CampaignPage campaign={loaded.campaign} />, { registry: allWidgets, http: client.http, env: { user: { id: userId } }, now: '2026-11-22T10:00:00+08:00' });
  return { ...view, sandbox: client.sandbox };
}

describe('Christmas carousel', () => {
  it('Buy candy lists the candy packs; a double tap pays once through the app; once paid, the candy is read again', async () => {
    const userId = '73001';
    const { services, sandbox } = await open(userId);
    expect(await screen.findByText('My candy: 200')).toBeTruthy();
    expect(await screen.findByText('Starlight Carriage guaranteed in 50 launches (0/50)')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy candy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy candy' });
    const pack = (await within(dialog).findAllByRole('button', { name: /100 candy/ }))[0]!;
    fireEvent.click(pack);
    fireEvent.click(pack);
    await waitFor(() => expect(services.bridge.calls.filter((c) => c.action === 'pay')).toHaveLength(1));
    expect(services.bridge.calls.find((c) => c.action === 'pay')?.args).toMatchObject({ clientProductId: 'carousel_candy_100', productIdentifier: 'com.sandbox.candy.100' });
    // The payment server credits the top-up (10 USD: 100 candy); the app reports it paid, naming the page's referer.
    sandbox.grant({ userId, rechargeCents: 1_000 });
    act(() => services.bridge.emit('paid', { referer: 'christmasCarousel' }));
    expect(await screen.findByText('Purchase successful.')).toBeTruthy();
    expect(await screen.findByText('My candy: 300')).toBeTruthy();
  });

  it('My records lists what the launches won, newest first', async () => {
    const userId = '73003';
    const { sandbox } = await open(userId);
    expect(await screen.findByText('My candy: 200')).toBeTruthy();
    const launched = await sandboxClient({ userId, sandbox }).http.request<{ prizes: Array<{ name: string }> }>({ path: `${API}/launch`, method: 'POST', params: { count: 10 } });
    fireEvent.click(await screen.findByRole('tab', { name: 'My records' }));
    for (const name of new Set(launched.prizes.map((p) => p.name))) expect((await screen.findAllByText(name)).length).toBeGreaterThan(0);
  });

  it('short of candy, a launch opens the buy-candy panel and sends nothing', async () => {
    const { services } = await open('10007');
    fireEvent.click(await screen.findByTestId('carousel-launch-10'));
    expect(await screen.findByRole('dialog', { name: 'Buy candy' })).toBeTruthy();
    expect(callsTo(services.http.calls, 'launch')).toHaveLength(0);
  });

  it('crafting needs 3 sent gifts: fewer is refused and nothing is sent; the server refusing a stale page shows the craft text', async () => {
    const userId = '73002';
    const { services, sandbox } = await open(userId);
    fireEvent.click(await screen.findByRole('tab', { name: 'Crafting' }));
    expect(await screen.findByText('0/3')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Not enough materials' }));
    expect(await screen.findByText('Insufficient materials for crafting.')).toBeTruthy();
    expect(callsTo(services.http.calls, 'craft').filter((c) => c.method === 'POST')).toHaveLength(0);

    // The sandbox sends 3 gifts: the page shows them once it reads the recipes again (here: a fresh page).
    sandbox.sendGift({ userId, giftId: 1006, count: 3 });
    await act(() => services.queryClient.invalidateQueries());
    expect(await screen.findByText('3/3')).toBeTruthy();
    // Used up elsewhere meanwhile: the server refuses with the craft text, and the page reads the materials again.
    (sandbox.user(userId).domains.carousel as { sent: number }).sent = 1;
    fireEvent.click(await screen.findByRole('button', { name: 'Compose' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Insufficient materials for craft: send 3 Christmas gifts first.')).toBeTruthy();
    expect(await screen.findByText('1/3')).toBeTruthy();
    expect(callsTo(services.http.calls, 'craft').filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('the lottery draws 1, 10 or 50 tickets: a batch above one is asked first; short of tickets says so; a draw shows its prizes', async () => {
    const userId = '10004';
    const { services } = await open(userId);
    fireEvent.click(await screen.findByRole('tab', { name: 'Crafting' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Compose' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Crafted! You got 1 lottery ticket.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('tab', { name: 'Lottery' }));
    expect(await screen.findByText('Left: 1')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Draw ×10/ }));
    const ask = await screen.findByRole('alertdialog');
    expect(within(ask).getByText('Use 10 lottery tickets for 10 draws?')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Not enough lottery tickets: craft more first.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Congratulations!' })).toBeNull();
    // The refused draw's message shows before its buttons are back: a tap lands once they are (a tap on a busy
    // button does nothing, as a user's would).
    const drawOne = await screen.findByRole('button', { name: /Draw ×1\b/ });
    await waitFor(() => expect(drawOne).toBeEnabled());
    fireEvent.click(drawOne);
    const result = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(result).getAllByRole('listitem')).toHaveLength(1);
    expect(await screen.findByText('Left: 0')).toBeTruthy();
    expect(callsTo(services.http.calls, 'lottery').map((c) => c.body)).toEqual([{ count: 10 }, { count: 1 }]);
  });
});
