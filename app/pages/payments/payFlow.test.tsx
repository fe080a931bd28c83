import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAppShell as renderShell } from '@testing/app/renderAppShell';

const product = { productCode: 'TP60', count: 66, price: 0.99, localPrice: 4.46 };
/** A sandbox-like top-up server: one order, paid by createPrePayment. */
function server(status = { value: 'PENDING' }) {
  return {
    '/payment/countryPaymentType/list': [{ country: 'MY', name: 'Malaysia', currency: 'MYR', payTypes: [{ payChannel: 'TNG', name: 'TNG' }, { payChannel: 'CARD', name: 'Credit/Debit Card' }, { payChannel: 'NEWPAY', name: 'New Pay' }] }],
    '/payment/thirdProduct/listRechargeProduct': { userCode: 'WL10002', currency: 'MYR', rows: [product] },
    'POST /payment/thirdOrder/create': { sessionId: 'S1', payUrl: '/vue/payments/checkout/WL10002?sessionId=S1' },
    '/payment/checkout/getPaymentParamInfo': () => ({ sessionId: 'S1', userCode: 'WL10002', status: status.value, payChannel: 'CARD', amount: 4.46, currency: 'MYR', product }),
    'POST /payment/checkout/createPrePayment': () => ((status.value = 'SUCCESS'), { redirectUrl: '/vue/payments/checkout-result?sessionId=S1' }),
    '/payment/checkout/getBySessionId': () => ({ sessionId: 'S1', status: status.value, diamonds: 66 }),
  };
}

/** Goes through the form (Malaysia, Touch 'n Go, the first item) and pays on the checkout. */
async function payThrough() {
  fireEvent.click(await screen.findByRole('button', { description: 'Country/Region' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Malaysia' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: "Touch 'n Go eWallet" }));
  fireEvent.click(await screen.findByRole('button', { name: /66 diamonds/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  // The checkout names the method of payment, not its channel code.
  expect(await screen.findByText('Method of payment: Credit/Debit Card')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /^Pay$/ }));
}

describe('the top-up flow', () => {
  afterEach(cleanup);

  it('Close after a successful top-up goes back to the page the user came from, past the form that was paid', async () => {
    const { router, host } = renderShell('/vue/banner', { responses: server() });
    await screen.findByTestId('coming-soon');
    await act(() => router.navigate('/payments/WL10002'));
    await payThrough();
    await screen.findByRole('heading', { name: 'Payment successful' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vue/banner'));
    expect(host.closePage).not.toHaveBeenCalled();
  });

  it('Close after a successful top-up opened directly in the app closes the page, without going back to the form', async () => {
    const { router, host } = renderShell('/vue/payments/WL10002', { responses: server() });
    await payThrough();
    await screen.findByRole('heading', { name: 'Payment successful' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(host.closePage).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/vue/payments/checkout-result');
  });

  it('methods of payment read by name in the page language; a code the locale files do not know shows as the server names it', async () => {
    renderShell('/vue/payments/WL10002?lang=ms', { locale: 'ms', responses: server() });
    fireEvent.click(await screen.findByRole('button', { description: 'Negara/Wilayah' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Malaysia' }));
    expect(await screen.findByRole('button', { name: 'Kad Kredit/Debit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Touch 'n Go eWallet" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Pay' })).toBeInTheDocument();
  });

  it('"Not yet" on a "Payment done?" prompt opened directly opens the top-up form of the order\'s account', async () => {
    const { router } = renderShell('/vue/payments/checkout-result?sessionId=S1', { responses: server() });
    fireEvent.click(await screen.findByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vue/payments/WL10002'));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('"Back" after a failed payment returns to the form of the flow', async () => {
    const status = { value: 'PENDING' };
    const responses = { ...server(status), 'POST /payment/checkout/createPrePayment': () => ((status.value = 'FAILED'), { redirectUrl: '/vue/payments/checkout-result?sessionId=S1' }) };
    const { router } = renderShell('/vue/banner', { responses });
    await screen.findByTestId('coming-soon');
    await act(() => router.navigate('/payments/WL10002'));
    await payThrough();
    await screen.findByRole('heading', { name: 'Payment failed' });
    fireEvent.click(screen.getByText('Back', { selector: 'button.shell-button' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vue/payments/WL10002'));
    expect(router.state.historyAction).toBe('POP');
  });
});
