import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignPage } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import PointsMall from './Component';
import { pointsMallProps } from './schema';
import { productState } from './mallProducts';
import { pointsMall } from './index';

afterEach(cleanup);

const node = { type: 'points-mall', path: 'page[7]' };
const campaign = testCampaign({ actions: { buy: [{ type: 'api', path: '/activity/scoreMall/buy', method: 'POST', money: true, body: { id: '{{state.product.id}}' } }] } });
const products = [
  { id: 'p1', name: 'Rose frame', price: 300, stock: 5 },
  { id: 'p2', name: 'Castle', price: 5000, stock: 2 },
  { id: 'p3', name: 'Heart badge', price: 100, stock: 0 },
];

describe('points-mall', () => {
  it('sold out wins over price; too expensive when points fall short', () => {
    expect(productState(100, 0, 1000)).toBe('soldOut');
    expect(productState(100, undefined, 50)).toBe('tooExpensive');
    expect(productState(100, 3, 100)).toBe('available');
  });

  it('buying asks for confirmation first and sends the chosen product', async () => {
    const props = pointsMallProps.parse({ products, points: 1200, buyAction: 'buy' });
    const { services, container } = renderWithEngine(<PointsMall props={props} children={[]} node={node} />, { campaign, responses: { 'POST /activity/scoreMall/buy': {} } });
    const cards = [...container.querySelectorAll('li')] as HTMLElement[];
    expect(within(cards[1]!).getByRole('button', { name: 'Not enough points' })).toBeDisabled();
    expect(within(cards[2]!).getByRole('button', { name: 'Sold out' })).toBeDisabled();
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Buy' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm purchase' });
    expect(dialog).toHaveTextContent('Spend 300 points on Rose frame?');
    expect(services.http.calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(services.http.calls).toHaveLength(1));
    expect(services.http.calls[0]?.body).toEqual({ id: 'p1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a mall priced in diamonds says diamonds, in the balance, prices, shortfall and confirmation', () => {
    const props = pointsMallProps.parse({ products, points: 1200, buyAction: 'buy', currency: 'diamonds' });
    const { container } = renderWithEngine(<PointsMall props={props} children={[]} node={node} />, { campaign });
    expect(screen.getByText('My diamonds: 1,200')).toBeInTheDocument();
    const cards = [...container.querySelectorAll('li')] as HTMLElement[];
    expect(cards[0]).toHaveTextContent('300 diamonds');
    expect(within(cards[1]!).getByRole('button', { name: 'Not enough diamonds' })).toBeDisabled();
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Buy' }));
    expect(screen.getByRole('dialog', { name: 'Confirm purchase' })).toHaveTextContent('Spend 300 diamonds on Rose frame?');
    expect(container.textContent).not.toMatch(/points/);
  });

  it('the stardust mall (spark events) says stardust, and a double tap on Confirm exchanges once', async () => {
    const props = pointsMallProps.parse({ products, points: 400, buyAction: 'buy', currency: 'stardust' });
    const { container, services } = renderWithEngine(<PointsMall props={props} children={[]} node={node} />, { campaign, responses: { 'POST /activity/scoreMall/buy': {} } });
    expect(screen.getByText('My stardust: 400')).toBeInTheDocument();
    const cards = [...container.querySelectorAll('li')] as HTMLElement[];
    expect(cards[0]).toHaveTextContent('300 stardust');
    expect(within(cards[1]!).getByRole('button', { name: 'Not enough stardust' })).toBeDisabled();
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Buy' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm purchase' });
    expect(dialog).toHaveTextContent('Exchange 300 stardust for Rose frame?');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.http.calls).toHaveLength(1);
    expect(container.textContent).not.toMatch(/points|diamonds/);
  });

  it('cancel spends nothing', () => {
    const props = pointsMallProps.parse({ products, points: 1200, buyAction: 'buy' });
    const { services } = renderWithEngine(<PointsMall props={props} children={[]} node={node} />, { campaign });
    fireEvent.click(screen.getAllByRole('button', { name: 'Buy' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(services.http.calls).toHaveLength(0);
  });
});

describe('points-mall product rows', () => {
  it('a product flagged soldOut shows as sold out even without a stock number', async () => {
    const { toProducts } = await import('./mallProducts');
    const [flagged, plain] = toProducts([{ id: 1, name: 'Frame', price: 10, soldOut: true }, { id: 2, name: 'Gift', price: 10, soldOut: false }], 100);
    expect(flagged?.state).toBe('soldOut');
    expect(plain?.state).toBe('available');
  });

  it('a product the user bought says Bought, one over the user\'s limit says Limit reached; neither is sold out', async () => {
    const { toProducts } = await import('./mallProducts');
    const [bought, other] = toProducts([{ id: 1, name: 'Frame', price: 10, bought: true }, { id: 2, name: 'Gift', price: 10, limitReached: true }], 100);
    expect([bought?.state, other?.state]).toEqual(['bought', 'limitReached']);
  });
});

describe('points-mall prices and balance', () => {
  it('leaves out a product whose price is missing, not a number, negative, or 0 without the answer saying free', async () => {
    const { toProducts } = await import('./mallProducts');
    const rows = [
      { id: 1, name: 'Missing' },
      { id: 2, name: 'Text', price: 'abc' },
      { id: 3, name: 'Negative', price: -99 },
      { id: 4, name: 'Zero', price: 0 },
      { id: 5, name: 'Free', price: 0, free: true },
      { id: 6, name: 'Numeric text', price: '250' },
      { id: 7, name: 'Frame', price: 1999 },
    ];
    expect(toProducts(rows, 5000).map((p) => [p.name, p.price])).toEqual([['Free', 0], ['Numeric text', 250], ['Frame', 1999]]);
  });

  it('shows no "0 diamonds" or "-99 diamonds" card with Buy enabled', () => {
    const rows = [{ id: 'a', name: 'Broken', price: 'n/a' }, { id: 'b', name: 'Minus', price: -99 }, { id: 'c', name: 'Rose frame', price: 300 }];
    const props = pointsMallProps.parse({ products: rows, points: 1200, buyAction: 'buy', currency: 'diamonds' });
    const { container } = renderWithEngine(<PointsMall props={props} children={[]} node={node} />, { campaign });
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Rose frame300 diamondsBuy']);
  });

  it('prices are exact with thousands separators, in the card and the confirmation', () => {
    const props = pointsMallProps.parse({ products: [{ id: 'f', name: 'Frame', price: 1999 }], points: 88000, buyAction: 'buy', currency: 'diamonds' });
    const { container } = renderWithEngine(<PointsMall props={props} children={[]} node={node} />, { campaign });
    expect(screen.getByText('My diamonds: 88,000')).toBeInTheDocument();
    expect(container.querySelector('li')).toHaveTextContent('1,999 diamonds');
    expect(container.textContent).not.toMatch(/2K/);
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(screen.getByRole('dialog', { name: 'Confirm purchase' })).toHaveTextContent('Spend 1,999 diamonds on Frame?');
  });

  it('a wallet answer with a balance that is not a number shows the products and the balance as unknown; buying still works', async () => {
    const page = testCampaign({
      data: { products: { path: '/shop/newProductRecommend/list' }, wallet: { path: '/facade/wallet/get' } },
      actions: { buy: [{ type: 'api', path: '/shop/aggregation/buy', method: 'POST', money: true, body: { productId: '{{state.product.id}}' } }] },
      page: [{ type: 'points-mall', props: { products: '{{data.products}}', points: '{{data.wallet.diamond}}', currency: 'diamonds', buyAction: 'buy' } }],
    });
    const { services } = renderWithEngine(<CampaignPage campaign={page} />, {
      registry: [pointsMall] as never,
      responses: { '/shop/newProductRecommend/list': [{ id: 7, name: 'Castle', price: 5000 }], '/facade/wallet/get': { diamond: 'oops' }, 'POST /shop/aggregation/buy': {} },
    });
    expect(await screen.findByText('My diamonds: unknown')).toBeInTheDocument();
    expect(screen.queryByText('This part could not be shown')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Confirm purchase' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(services.http.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });

  it('a product the balance does not cover offers Recharge, which runs the page action (the product modal), not a purchase', async () => {
    const withRecharge = testCampaign({
      strings: { en: { topUp: 'Opening recharge' } },
      actions: { buy: [{ type: 'api', path: '/activity/summer-specials-mall/exchange', method: 'POST', money: true, body: { productId: '{{state.product.id}}' } }], recharge: [{ type: 'toast', text: 'topUp' }] },
    });
    const props = pointsMallProps.parse({ products, points: 1200, currency: 'bubbleGuns', buyAction: 'buy', rechargeAction: 'recharge' });
    const { services, container } = renderWithEngine(<PointsMall props={props} children={[]} node={node} />, { campaign: withRecharge, locale: 'ms' });
    const cards = [...container.querySelectorAll('li')] as HTMLElement[];
    expect(screen.getByText('Pistol Buih saya: 1,200')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('300 Pistol Buih')).toBeInTheDocument();
    expect(within(cards[2]!).getByRole('button', { name: 'Habis dijual' })).toBeDisabled();
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Tambah nilai' }));
    expect(await screen.findByText('Opening recharge')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(services.http.calls).toHaveLength(0);
  });
});
