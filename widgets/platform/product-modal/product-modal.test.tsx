import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CampaignPage, layoutWidgets } from '@engine';
import { parseProducts, PRODUCTS_PATH } from '@platform/pay';
import { renderWithEngine, testCampaign, type FakeResponses } from '@testing/engine';
import { actionButton } from '@testing/engine/fixtures';
import { productModal } from './index';

const rows = [
  { productType: 22, product: { id: 1, count: 60, price: '0.99', clientProductId: 'c60', productIdentifier: 'gem.60' } },
  { productType: 22, product: { id: 2, count: 300, price: '4.99', clientProductId: 'c300', productIdentifier: 'gem.300' } },
  { productType: 22, product: { id: 3, count: 6980, price: '99.99', clientProductId: 'c6980', productIdentifier: 'gem.6980' } },
];

function page(props: Record<string, unknown>, responses: FakeResponses, navigate?: (to: string) => void) {
  const campaign = testCampaign({ page: [{ type: 'product-modal', id: 'shop', props: { open: true, ...props } }], actions: { bought: [{ type: 'api', path: '/bought', params: { id: '{{state.product.clientProductId}}' } }], paid: [{ type: 'api', path: '/paid' }] } });
  return renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, productModal], responses: { '/bought': {}, '/paid': {}, ...responses }, ...(navigate ? { services: { navigate } } : {}) });
}

describe('product-modal', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('loads the products of its type (gemstone 22) without the loading indicator', async () => {
    const { services } = page({ productType: 'gemstone' }, { [PRODUCTS_PATH]: { rows, thirdRechargeUrl: '' } });
    expect(await screen.findByRole('button', { name: /60 diamonds/ })).toBeInTheDocument();
    // The recharge dialog sells diamonds, priced in the store's currency (as the Diamond Pass page calls them).
    expect(screen.getByRole('button', { name: /60 diamonds/ })).toHaveTextContent('60 diamondsUSD 0.99');
    expect(services.http.calls[0]).toMatchObject({ path: PRODUCTS_PATH, params: { productType: 22 }, silent: true });
  });

  it('waterGun asks for type 30', async () => {
    const { services } = page({ productType: 'waterGun' }, { [PRODUCTS_PATH]: { rows: [] } });
    expect(await screen.findByText('data is not found')).toBeInTheDocument();
    expect(services.http.calls[0]?.params).toEqual({ productType: 30 });
  });

  it('a chosen product is bought through the app pay with its ids', async () => {
    const { services } = page({ productType: 'gemstone', referer: 'limitedOffer' }, { [PRODUCTS_PATH]: { rows } });
    fireEvent.click(await screen.findByRole('button', { name: /300 diamonds/ }));
    await waitFor(() => expect(services.bridge.calls).toEqual([{ action: 'pay', args: { clientProductId: 'c300', productIdentifier: 'gem.300', referer: 'limitedOffer' } }]));
  });

  it('counts are grouped by thousands', async () => {
    page({ productType: 'gemstone' }, { [PRODUCTS_PATH]: { rows } });
    expect(await screen.findByRole('button', { name: /6,980 diamonds/ })).toBeInTheDocument();
  });

  it('once the app reports the purchase paid, the user reads "buy success" and onPaid runs', async () => {
    const { services } = page({ productType: 'gemstone', onPaid: 'paid' }, { [PRODUCTS_PATH]: { rows } });
    fireEvent.click(await screen.findByRole('button', { name: /60 diamonds/ }));
    await waitFor(() => expect(services.bridge.calls).toHaveLength(1));
    expect(services.http.calls.some((c) => c.path === '/paid')).toBe(false);
    act(() => services.bridge.emit('paid', {}));
    expect(await screen.findByText('Purchase successful.')).toBeInTheDocument();
    await waitFor(() => expect(services.http.calls.filter((c) => c.path === '/paid')).toHaveLength(1));
  });

  it('with onBuy the chosen product goes to the page state and the action runs', async () => {
    const { services } = page({ productType: 'gemstone', onBuy: 'bought' }, { [PRODUCTS_PATH]: { rows } });
    fireEvent.click(await screen.findByRole('button', { name: /60 diamonds/ }));
    await waitFor(() => expect(services.http.calls.at(-1)).toMatchObject({ path: '/bought', params: { id: 'c60' } }));
    expect(services.bridge.calls).toEqual([]);
  });

  it('a failure shows the message as a toast, logs a warning, and offers a retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    page({ productType: 'gemstone' }, {
      [PRODUCTS_PATH]: () => {
        if (fail) throw new ApiError(500, 'Network is busy, please try later.');
        return { rows };
      },
    });
    expect(await screen.findByText('Network is busy, please try later.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    fail = false;
    // The dialog's code may still be on its way when the toast shows: wait for its retry.
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /60 diamonds/ })).toBeInTheDocument();
  });

  it('opened by the page, it loads its products then; a payment the app reports after the dialog closed still says so and runs onPaid', async () => {
    const campaign = testCampaign({
      page: [
        { type: 'action-button', props: { action: 'recharge', label: 'Recharge' } },
        { type: 'product-modal', id: 'shop', props: { productType: 'gemstone', onPaid: 'paid' } },
      ],
      actions: { recharge: [{ type: 'openModal', id: 'shop' }], paid: [{ type: 'api', path: '/paid' }] },
    });
    const { services } = renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, actionButton, productModal], responses: { '/paid': {}, [PRODUCTS_PATH]: { rows } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Recharge' }));
    fireEvent.click(await screen.findByRole('button', { name: /60 diamonds/ }));
    await waitFor(() => expect(services.bridge.calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => services.bridge.emit('paid', {}));
    expect(await screen.findByText('Purchase successful.')).toBeInTheDocument();
    await waitFor(() => expect(services.http.calls.filter((c) => c.path === '/paid')).toHaveLength(1));
  });

  it('reads nested products and the third-party recharge URL', () => {
    expect(parseProducts({ rows, thirdRechargeUrl: '/vue/payments/abc' })).toEqual({
      products: [
        { id: '1', count: 60, price: '0.99', clientProductId: 'c60', productIdentifier: 'gem.60' },
        { id: '2', count: 300, price: '4.99', clientProductId: 'c300', productIdentifier: 'gem.300' },
        { id: '3', count: 6980, price: '99.99', clientProductId: 'c6980', productIdentifier: 'gem.6980' },
      ],
      thirdRechargeUrl: '/vue/payments/abc',
    });
  });

  it('a user on the whitelist goes to the top-up page with the product code of the server, this page and its referer; nothing is paid in the app', async () => {
    const coded = rows.map((r) => ({ ...r, product: { ...r.product, productCode: `TP${r.product.count}` } }));
    const navigate = vi.fn();
    const { services } = page({ productType: 'gemstone', referer: 'limitedOffer' }, { [PRODUCTS_PATH]: { rows: coded }, '/payment/whitelist/getByUserId': { whitelisted: true, urlCode: 'WL10001' } }, navigate);
    fireEvent.click(await screen.findByRole('button', { name: /300 diamonds/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    const to = new URL(String(navigate.mock.calls[0]![0]), 'https://app.test');
    expect(to.pathname).toBe('/payments/product/WL10001');
    expect(to.searchParams.get('productCode')).toBe('TP300');
    expect(to.searchParams.get('callbackAttach')).toBe('limitedOffer');
    expect(services.http.calls.find((c) => c.path === '/payment/whitelist/getByUserId')?.params).toEqual({ userId: '10001' });
    expect(services.bridge.calls.filter((c) => c.action === 'pay')).toEqual([]);
  });

  it('a user not on the whitelist pays in the app', async () => {
    const coded = rows.map((r) => ({ ...r, product: { ...r.product, productCode: `TP${r.product.count}` } }));
    const navigate = vi.fn();
    const { services } = page({ productType: 'gemstone' }, { [PRODUCTS_PATH]: { rows: coded }, '/payment/whitelist/getByUserId': { whitelisted: false, urlCode: null } }, navigate);
    fireEvent.click(await screen.findByRole('button', { name: /60 diamonds/ }));
    await waitFor(() => expect(services.bridge.calls).toEqual([{ action: 'pay', args: { clientProductId: 'c60', productIdentifier: 'gem.60' } }]));
    expect(navigate).not.toHaveBeenCalled();
  });
});
