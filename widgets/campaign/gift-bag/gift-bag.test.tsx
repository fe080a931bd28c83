import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, CampaignPage, layoutWidgets, type ApiRequest } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import { productModal } from '../../platform/product-modal';
import GiftBag from './Component';
import { giftBag } from './index';
import { giftBagProps } from './schema';
import { packState, readPack, readRole } from './packInfo';

const node = { type: 'gift-bag', path: 'page[1]' };
const campaign = testCampaign({
  strings: { en: { title: 'Gift bags', note: 'One bag per account.' } },
  actions: { recharge: [{ type: 'toast', text: 'note' }] },
});
const buys = (calls: ApiRequest[]) => calls.filter((c) => c.method === 'POST' && c.path === '/marketing/giftPack/buyByDiamond');

function show(userId: string, props: Record<string, unknown> = { packs: [101, 102], note: 'note' }, responses = {}) {
  const client = sandboxClient({ userId });
  const view = renderWithEngine(<GiftBag props={giftBagProps.parse(props)} children={[]} node={node} />, {
    campaign,
    http: client.http,
    responses,
    env: { user: { id: userId } },
  });
  return { ...view, sandbox: client.sandbox };
}
const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('gift-bag', () => {
  it('a never-recharged user buys one bag after confirming, once however often Confirm is tapped; the other bag becomes unavailable', async () => {
    const { services, sandbox } = show('10001');
    const buy = await within(await screen.findByRole('heading', { name: 'Starter Bag' }).then((h) => h.closest('li')!)).findByRole('button', { name: 'Buy for 99' });
    expect(within(card('Starter Bag')).getByText('990 diamonds').tagName).toBe('S');
    expect(screen.getByText('One bag per account.')).toBeTruthy();
    fireEvent.click(buy);
    expect(await screen.findByText('Buy Starter Bag for 99 diamonds?')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await within(card('Starter Bag')).findByText('Purchased')).toBeTruthy();
    expect(await within(card('Super Starter Bag')).findByText('You can buy only one gift bag type.')).toBeTruthy();
    expect(within(card('Super Starter Bag')).queryByRole('button', { name: /Buy/ })).toBeNull();
    expect(buys(services.http.calls)).toHaveLength(1);
    expect(sandbox.user('10001').wallet.diamond).toBe(300 - 99);
    expect(await screen.findByText('My diamonds: 201')).toBeTruthy();
  });

  it('a user who has recharged sees why the bags are not for them and is offered no purchase', async () => {
    const { services } = show('10002');
    expect(await within(await screen.findByRole('heading', { name: 'Starter Bag' }).then((h) => h.closest('li')!)).findByText('Only users who have never recharged can buy this gift bag.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
    expect(buys(services.http.calls)).toHaveLength(0);
  });

  it('a network failure during the purchase says so, charges nothing, and the bag can be bought on the next try', async () => {
    let failNext = true;
    const { sandbox, services } = show('10001', { packs: [101, 102] }, {
      'POST /marketing/giftPack/buyByDiamond': (req: ApiRequest) => {
        if (failNext) {
          failNext = false;
          throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
        }
        return sandboxClient({ userId: '10001', sandbox }).http.request(req);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for 299' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Network is busy, please try later.')).toBeTruthy();
    expect(sandbox.user('10001').wallet.diamond).toBe(300);
    // The failed purchase ends (its bag read again) before the next try can start: the dialog closes, Buy is back.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy for 299' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Buy for 299' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await within(card('Super Starter Bag')).findByText('Purchased')).toBeTruthy();
    expect(sandbox.user('10001').wallet.diamond).toBe(1);
    expect(buys(services.http.calls)).toHaveLength(2);
  });

  it('offers a recharge for a bag the user cannot afford, and runs the page action for it', async () => {
    show('10001', { packs: [201], rechargeAction: 'recharge' });
    fireEvent.click(await screen.findByRole('button', { name: 'Recharge to buy' }));
    expect(await screen.findByText('One bag per account.')).toBeTruthy();
  });

  it('shows an error with retry when a bag cannot be read, and the bag once it can', async () => {
    let broken = true;
    show('10001', { packs: [101] }, {
      '/marketing/giftPack/getByPackId': () => {
        if (broken) throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
        return { packId: 101, name: 'Starter Bag', originalPrice: 990, currentPrice: 99, items: [] };
      },
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Starter Bag' })).toBeTruthy();
  });
});

/** The Diamond Rain page: the bag and the project's recharge modal, opened by the bag when diamonds run short. */
function rechargePage(userId: string, diamond: number) {
  const client = sandboxClient({ userId });
  client.sandbox.user(userId).wallet.diamond = diamond;
  const page = testCampaign({
    actions: { openRecharge: [{ type: 'openModal', id: 'recharge' }] },
    page: [
      { type: 'gift-bag', props: { packs: [201], rechargeAction: 'openRecharge' } },
      { type: 'product-modal', id: 'recharge', props: { productType: 'gemstone' } },
    ],
  });
  const view = renderWithEngine(<CampaignPage campaign={page} />, { registry: [...layoutWidgets, giftBag, productModal], http: client.http, env: { user: { id: userId } } });
  return { ...view, sandbox: client.sandbox };
}
const diamondsOf = (sandbox: ReturnType<typeof sandboxClient>['sandbox'], userId: string) => sandbox.user(userId).wallet.diamond;

describe('gift-bag: short of diamonds, the recharge modal', () => {
  it('a user whose diamonds do not cover the bag gets the recharge modal, no purchase; after the app reports the recharge, a triple-tapped Confirm buys once', async () => {
    const userId = '33001';
    const { services, sandbox } = rechargePage(userId, 1_000);
    fireEvent.click(await screen.findByRole('button', { name: 'Recharge to buy' }));
    // The project's recharge modal, with the diamond products of the sandbox.
    const dialog = await screen.findByRole('dialog', { name: 'Recharge' });
    fireEvent.click((await within(dialog).findAllByRole('button', { name: /diamonds/ }))[0]!);
    await waitFor(() => expect(services.bridge.calls.filter((c) => c.action === 'pay')).toHaveLength(1));
    expect(buys(services.http.calls)).toHaveLength(0);
    // The payment server credits the top-up, then the app reports the payment: the wallet is read again.
    sandbox.grant({ userId, diamond: 5_000 });
    act(() => services.bridge.emit('paid', {}));
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for 4,990' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await within(card('Diamond Rain Bag')).findByText('Purchased')).toBeTruthy();
    expect(buys(services.http.calls)).toHaveLength(1);
    expect(diamondsOf(sandbox, userId)).toBe(6_000 - 4_990);
  });

  it('when the server refuses because the diamonds were spent meanwhile, the user reads why and the recharge modal opens; nothing is charged', async () => {
    const userId = '33002';
    const { services, sandbox } = rechargePage(userId, 5_000);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for 4,990' }));
    // Spent in the room while the page was open: the page still shows the old balance.
    sandbox.user(userId).wallet.diamond = 100;
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Not enough diamonds, please top up.')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Recharge' })).toBeTruthy();
    expect(buys(services.http.calls)).toHaveLength(1);
    expect(diamondsOf(sandbox, userId)).toBe(100);
    expect(await within(card('Diamond Rain Bag')).findByRole('button', { name: 'Recharge to buy' })).toBeTruthy();
  });

  it('a network failure is not taken for a short wallet: no recharge modal, the bag stays on offer', async () => {
    const userId = '33003';
    const client = sandboxClient({ userId });
    client.sandbox.user(userId).wallet.diamond = 5_000;
    const page = testCampaign({
      actions: { openRecharge: [{ type: 'openModal', id: 'recharge' }] },
      page: [
        { type: 'gift-bag', props: { packs: [201], rechargeAction: 'openRecharge' } },
        { type: 'product-modal', id: 'recharge', props: { productType: 'gemstone' } },
      ],
    });
    renderWithEngine(<CampaignPage campaign={page} />, {
      registry: [...layoutWidgets, giftBag, productModal],
      http: client.http,
      env: { user: { id: userId } },
      responses: {
        'POST /marketing/giftPack/buyByDiamond': () => {
          throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for 4,990' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Network is busy, please try later.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Buy for 4,990' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Recharge' })).toBeNull();
    expect(client.sandbox.user(userId).wallet.diamond).toBe(5_000);
  });
});

describe('pack answers', () => {
  it('never offers a bag without a sound price, and never on an unreadable role', () => {
    expect(readPack({ packId: 1, currentPrice: 0 }, 1)).toBeUndefined();
    expect(readPack({ packId: 1, currentPrice: 'x' }, 1)).toBeUndefined();
    const pack = readPack({ packId: 1, currentPrice: 99, originalPrice: 50, items: [{ gift: { id: 1, name: 'Rose' }, count: 2 }, { nothing: true }] }, 1)!;
    expect(pack).toMatchObject({ price: 99, items: [{ name: 'Rose', count: 2 }] });
    expect(pack.originalPrice).toBeUndefined();
    expect(readRole('yes')).toEqual({ eligible: false, bought: false });
    expect(packState(pack, readRole(null), 1000)).toBe('refused');
    expect(packState(pack, undefined, 1000)).toBe('loading');
    expect(packState(pack, { eligible: true, bought: false }, 98)).toBe('unaffordable');
    expect(packState({ ...pack, bought: true }, { eligible: false, bought: false }, 0)).toBe('bought');
  });
});
