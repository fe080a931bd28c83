import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiRequest } from '@engine';
import { renderWithEngine, testCampaign } from '../../engine/testing';
import { sandboxClient } from '../../sandbox/testing/sandboxClient';
import GiftBag from './Component';
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
  it('P§6: a never-recharged user buys one bag after confirming, once however often Confirm is tapped; the other bag becomes unavailable', async () => {
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

  it('P§6: a user who has recharged sees why the bags are not for them and is offered no purchase', async () => {
    const { services } = show('10002');
    expect(await within(await screen.findByRole('heading', { name: 'Starter Bag' }).then((h) => h.closest('li')!)).findByText('Only users who have never recharged can buy this gift bag.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
    expect(buys(services.http.calls)).toHaveLength(0);
  });

  it('P§8: a network failure during the purchase says so, charges nothing, and the bag can be bought on the next try', async () => {
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
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for 299' }));
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
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Starter Bag' })).toBeTruthy();
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
