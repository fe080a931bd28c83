import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '../../engine/testing';
import PointsMall from './Component';
import { pointsMallProps } from './schema';
import { productState } from './mallProducts';

afterEach(cleanup);

const node = { type: 'points-mall', path: 'page[7]' };
const campaign = testCampaign({ actions: { buy: [{ type: 'api', path: '/activity/scoreMall/buy', method: 'POST', money: true, body: { id: '{{state.product.id}}' } }] } });
const products = [
  { id: 'p1', name: 'Rose frame', price: 300, stock: 5 },
  { id: 'p2', name: 'Castle', price: 5000, stock: 2 },
  { id: 'p3', name: 'Heart badge', price: 100, stock: 0 },
];

describe('points-mall', () => {
  it('E§8: sold out wins over price; too expensive when points fall short', () => {
    expect(productState(100, 0, 1000)).toBe('soldOut');
    expect(productState(100, undefined, 50)).toBe('tooExpensive');
    expect(productState(100, 3, 100)).toBe('available');
  });

  it('E§5: buying asks for confirmation first and sends the chosen product', async () => {
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
    expect(screen.getByText('My diamonds: 1.2K')).toBeInTheDocument();
    const cards = [...container.querySelectorAll('li')] as HTMLElement[];
    expect(cards[0]).toHaveTextContent('300 diamonds');
    expect(within(cards[1]!).getByRole('button', { name: 'Not enough diamonds' })).toBeDisabled();
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Buy' }));
    expect(screen.getByRole('dialog', { name: 'Confirm purchase' })).toHaveTextContent('Spend 300 diamonds on Rose frame?');
    expect(container.textContent).not.toMatch(/points/);
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
  it('E§8: a product flagged soldOut shows as sold out even without a stock number', async () => {
    const { toProducts } = await import('./mallProducts');
    const [flagged, plain] = toProducts([{ id: 1, name: 'Frame', price: 10, soldOut: true }, { id: 2, name: 'Gift', price: 10, soldOut: false }], 100);
    expect(flagged?.state).toBe('soldOut');
    expect(plain?.state).toBe('available');
  });
});
