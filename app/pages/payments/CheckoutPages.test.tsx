import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@engine/http';
import { createFakeBridge } from '@testing/engine';
import { renderAppShell as renderShell } from '@testing/app/renderAppShell';

const product = { productCode: 'TP60', count: 66, price: 0.99, clientProductId: 'diamond_60', productIdentifier: 'com.sandbox.diamond.60' };

describe('checkout pages', () => {
  afterEach(cleanup);

  it('checkout shows the order and a double tap on Pay sends one createPrePayment, then opens the result', async () => {
    const prePay = vi.fn(async () => ({ sessionId: 'S1', redirectUrl: '/vue/payments/checkout-result?sessionId=S1' }));
    const { router } = renderShell('/vue/payments/checkout/WL10002?sessionId=S1', {
      responses: {
        '/payment/checkout/getPaymentParamInfo': { sessionId: 'S1', amount: 279.44, currency: 'PHP', payChannel: 'GCASH', product: { productCode: 'TP330', count: 363, price: 4.99 } },
        'POST /payment/checkout/createPrePayment': prePay,
        '/payment/checkout/getBySessionId': { sessionId: 'S1', status: 'SUCCESS', diamonds: 363 },
      },
    });
    expect(await screen.findByText('Amount: PHP 279.44')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    expect(prePay).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/vue/payments/checkout-result');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('PAGE');
  });

  it('an order already paid is not offered for payment again: coming back to its checkout shows its result', async () => {
    const prePay = vi.fn(async () => ({}));
    const { router } = renderShell('/vue/payments/checkout/WL10002?sessionId=S1', {
      responses: {
        '/payment/checkout/getPaymentParamInfo': { sessionId: 'S1', status: 'SUCCESS', amount: 279.44, currency: 'PHP', product: { productCode: 'TP330', count: 363, price: 4.99 } },
        'POST /payment/checkout/createPrePayment': prePay,
        '/payment/checkout/getBySessionId': { sessionId: 'S1', status: 'SUCCESS', diamonds: 363 },
      },
    });
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(router.state.location.pathname).toBe('/vue/payments/checkout-result');
    expect(prePay).not.toHaveBeenCalled();
  });

  it('checkout of an unknown session shows the server message with retry', async () => {
    renderShell('/vue/payments/checkout/WL10002?sessionId=nope', {
      responses: {
        '/payment/checkout/getPaymentParamInfo': () => {
          throw new ApiError(404, 'Order not found');
        },
      },
    });
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("a failed order shows 'payment failed'", async () => {
    renderShell('/vue/payments/checkout-result?sessionId=S2', {
      responses: { '/payment/checkout/getBySessionId': { sessionId: 'S2', status: 'FAILED' } },
    });
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
  });

  it("an open order asks 'payment done?'; yes checks again and shows the outcome", async () => {
    let status = 'PENDING';
    const { services } = renderShell('/vue/payments/checkout-result?sessionId=S3', {
      responses: { '/payment/checkout/getBySessionId': () => ({ sessionId: 'S3', status, diamonds: 66 }) },
    });
    expect(await screen.findByText('Payment done?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The payment has not been confirmed yet. Please check again in a moment.')).toBeInTheDocument();
    // The check asked is answered (still open) before the order is paid: Yes is usable again once it is in.
    await waitFor(() => expect(services.http.calls.filter((c) => c.path === '/payment/checkout/getBySessionId')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes' })).toBeEnabled());
    status = 'SUCCESS';
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    expect(services.http.calls.filter((c) => c.path === '/payment/checkout/getBySessionId')).toHaveLength(3);
  });

  it('a paid order has a way out: Close closes the page in the app; in a plain browser it says the page closes in the app', async () => {
    const paid = { '/payment/checkout/getBySessionId': { sessionId: 'S5', status: 'SUCCESS', diamonds: 363 } };
    const { host } = renderShell('/vue/payments/checkout-result?sessionId=S5', { responses: paid });
    expect(await screen.findByText('363 diamonds')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(host.closePage).toHaveBeenCalledOnce();
    cleanup();
    const browser = renderShell('/vue/payments/checkout-result?sessionId=S5', { responses: paid, host: { platform: 'browser' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByText('You can close this page in the app.')).toBeInTheDocument();
    expect(browser.host.closePage).not.toHaveBeenCalled();
  });

  it('every top-up page has the title bar with a way back, unless the immersive top bar draws one', async () => {
    const { router } = renderShell('/vue/banner', { responses: { '/payment/checkout/getBySessionId': { sessionId: 'S6', status: 'FAILED' } } });
    await screen.findByTestId('coming-soon');
    await act(() => router.navigate('/payments/checkout-result?sessionId=S6'));
    const header = (await screen.findByRole('heading', { name: 'Payment failed' })).closest('header')!;
    fireEvent.click(within(header).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vue/banner'));
    cleanup();
    renderShell('/vue/payments/checkout-result?sessionId=S6&app_immersion=1', { responses: { '/payment/checkout/getBySessionId': { sessionId: 'S6', status: 'FAILED' } } });
    const immersive = (await screen.findByRole('heading', { name: 'Payment failed' })).closest('header')!;
    expect(within(immersive).queryByRole('button')).toBeNull();
  });

  it('a top-up page opened without its input, or whose read failed, keeps its title bar and a way back', async () => {
    const { router } = renderShell('/vue/banner');
    await screen.findByTestId('coming-soon');
    await act(() => router.navigate('/payments/checkout-result'));
    expect(await screen.findByText('This payment session was not found.')).toBeInTheDocument();
    const header = screen.getByRole('heading', { name: 'Checkout' }).closest('header')!;
    fireEvent.click(within(header).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vue/banner'));
    cleanup();
    renderShell('/vue/payments/product/WL10002');
    expect(await screen.findByText('No item was chosen.')).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { name: /./ }).closest('header')!).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    cleanup();
    renderShell('/vue/payments/checkout/WL10002?sessionId=nope', {
      responses: {
        '/payment/checkout/getPaymentParamInfo': () => {
          throw new ApiError(404, 'Order not found');
        },
      },
    });
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { name: 'Checkout' }).closest('header')!).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it("'not yet' on a prompt reached from outside the top-up flow opens the top-up form of the order's account, not the page before", async () => {
    const { router } = renderShell('/vue/banner', {
      responses: {
        '/payment/checkout/getBySessionId': { sessionId: 'S4', status: 'PENDING' },
        '/payment/checkout/getPaymentParamInfo': { sessionId: 'S4', userCode: 'WL10002', status: 'PENDING' },
      },
    });
    await screen.findByTestId('coming-soon');
    await act(() => router.navigate('/payments/checkout-result?sessionId=S4'));
    fireEvent.click(await screen.findByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vue/payments/WL10002'));
  });

  it('the product page offers the host channels plus Other; Other opens the payment form with the item chosen', async () => {
    const bridge = createFakeBridge({ platform: 'android', appVersion: '3.19.0' });
    bridge.respond('getPayChannels', { ok: true, data: ['Google', 'Huawei'] });
    const { router } = renderShell('/vue/payments/product/WL10002?productCode=TP60&lang=en', {
      services: { bridge },
      responses: {
        '/payment/thirdProduct/getByCode': product,
        '/payment/countryPaymentType/list': [],
        '/payment/thirdProduct/listRechargeProduct': { rows: [] },
      },
    });
    expect(await screen.findByText('66 diamonds')).toBeInTheDocument();
    // The channels are chosen on the payment selector sheet; the first is chosen until the user picks another.
    const trigger = await screen.findByRole('button', { description: 'Choose a payment method' });
    expect(trigger).toHaveTextContent('Google');
    fireEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Choose a payment method' });
    expect(within(sheet).getByRole('button', { pressed: true })).toHaveTextContent('Google');
    expect(within(sheet).getAllByRole('button', { pressed: false }).map((o) => o.textContent)).toEqual(['Huawei', 'Other']);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Other' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveTextContent('Other');
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vue/payments/WL10002'));
    const q = new URLSearchParams(router.state.location.search);
    expect(q.get('productCode')).toBe('TP60');
    expect(q.get('from')).toBe('inner');
    expect(q.get('lang')).toBe('en');
  });

  it('cancelling the payment selector sheet keeps the channel chosen before and pays nothing', async () => {
    const bridge = createFakeBridge({ platform: 'android', appVersion: '3.19.0' });
    bridge.respond('getPayChannels', { ok: true, data: ['Google', 'Huawei'] });
    renderShell('/vue/payments/product/WL10002?productCode=TP60', {
      services: { bridge },
      responses: { '/payment/thirdProduct/getByCode': product, '/payment/thirdProduct/listRechargeProduct': { rows: [] } },
    });
    const trigger = await screen.findByRole('button', { description: 'Choose a payment method' });
    fireEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Choose a payment method' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveTextContent('Google');
    expect(bridge.calls.filter((c) => c.action === 'pay')).toEqual([]);
  });

  it('the product page shows the price in the currency the top-up list shows the user, as the list writes it', async () => {
    renderShell('/vue/payments/product/WL10002?productCode=TP60', {
      responses: {
        '/payment/thirdProduct/getByCode': product,
        '/payment/thirdProduct/listRechargeProduct': { userCode: 'WL10002', currency: 'MYR', rows: [{ ...product, localPrice: 4.46 }] },
      },
    });
    expect(await screen.findByText('Price: MYR 4.46')).toBeInTheDocument();
    expect(screen.queryByText(/USD/)).toBeNull();
  });

  it('a native channel pays through the app with clientProductId, productIdentifier and the ref as referer, once per tap burst', async () => {
    const bridge = createFakeBridge({ platform: 'ios', appVersion: '3.19.0' });
    renderShell('/vue/payments/product/WL10002?productCode=TP60&ref=limitedOffer', {
      env: { platform: 'ios' },
      services: { bridge },
      responses: { '/payment/thirdProduct/getByCode': product },
    });
    expect(await screen.findByRole('button', { description: 'Choose a payment method' })).toHaveTextContent('Apple');
    const buy = screen.getByRole('button', { name: 'Buy' });
    fireEvent.click(buy);
    fireEvent.click(buy);
    await waitFor(() => expect(bridge.calls.filter((c) => c.action === 'pay')).toHaveLength(1));
    expect(bridge.calls.find((c) => c.action === 'pay')?.args).toEqual({ clientProductId: 'diamond_60', productIdentifier: 'com.sandbox.diamond.60', referer: 'limitedOffer' });
  });

  it('a ref that names no known page source never reaches the app pay; the product is the server one, not the link', async () => {
    const bridge = createFakeBridge({ platform: 'ios', appVersion: '3.19.0' });
    renderShell('/vue/payments/product/WL10002?productCode=TP60&ref=javascript:alert(1)&callbackUrl=https://evil.example', {
      env: { platform: 'ios' },
      services: { bridge },
      responses: { '/payment/thirdProduct/getByCode': product },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(bridge.calls.filter((c) => c.action === 'pay')).toHaveLength(1));
    expect(bridge.calls.find((c) => c.action === 'pay')?.args).toEqual({ clientProductId: 'diamond_60', productIdentifier: 'com.sandbox.diamond.60' });
  });
});
