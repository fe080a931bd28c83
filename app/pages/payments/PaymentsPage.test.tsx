import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, networkError, type ApiRequest } from '@engine/http';
import { renderAppShell as renderShell } from '@testing/app/renderAppShell';

const countries = [
  { country: 'PH', name: 'Philippines', currency: 'PHP', payTypes: [{ payChannel: 'GCASH', name: 'GCASH' }, { payChannel: 'CARD', name: 'Credit/Debit Card' }] },
  { country: 'MY', name: 'Malaysia', currency: 'MYR', payTypes: [{ payChannel: 'TNG', name: 'TNG' }] },
];
const products = {
  userCode: 'WL10002',
  user: { userId: '10002', name: 'Aira' },
  currency: 'PHP',
  rows: [
    { productCode: 'TP60', count: 66, price: 0.99, localPrice: 55.44 },
    { productCode: 'TP330', count: 363, price: 4.99, localPrice: 279.44 },
    { productCode: 'TP3000', count: 3828, price: 29.99, localPrice: 1679.44 },
  ],
};

function setup(create: (req: ApiRequest) => unknown = () => ({ orderNo: 'TO1', sessionId: 'S1', payUrl: '/vue/payments/checkout/WL10002?sessionId=S1' })) {
  return renderShell('/vue/payments/WL10002', {
    responses: {
      '/payment/countryPaymentType/list': countries,
      '/payment/thirdProduct/listRechargeProduct': products,
      'POST /payment/thirdOrder/create': create,
      '/payment/checkout/getPaymentParamInfo': { sessionId: 'S1', amount: 55.44, currency: 'PHP', payChannel: 'GCASH', product: products.rows[0] },
    },
  });
}

/** The control that opens the country/region sheet (described by the field's label). */
const countryTrigger = (label = 'Country/Region') => screen.findByRole('button', { description: label });
/** Chooses a country/region on the payment selector sheet. */
async function pickCountry(name: string) {
  fireEvent.click(await countryTrigger());
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
const sheetCountries = async (label?: string) => {
  fireEvent.click(await countryTrigger(label));
  return within(await screen.findByRole('dialog')).getAllByRole('button', { pressed: false }).map((o) => o.textContent);
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
const alertText = () => screen.getByText((_, el) => el?.classList.contains('pay-error') === true);

describe('PaymentsPage', () => {
  afterEach(cleanup);

  it('an account not on the whitelist is told so, without a form it cannot use', async () => {
    renderShell('/vue/payments/WL99999', {
      responses: {
        '/payment/countryPaymentType/list': countries,
        '/payment/thirdProduct/listRechargeProduct': () => {
          throw new ApiError(403, 'Top-up through this page is not available for your account.');
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Top-up through this page is not available for your account.');
    expect(screen.queryByRole('button', { description: 'Country/Region' })).toBeNull();
    // The refusal may be a passing fault: the user can ask again (PaymentsRecovery.test.tsx).
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('amounts and prices read with comma thousands', async () => {
    setup();
    expect(await screen.findByText('3,828 diamonds')).toBeInTheDocument();
    expect(screen.getByText('PHP 1,679.44')).toBeInTheDocument();
  });

  it("submitting without a country says 'select country/region'", async () => {
    setup();
    await screen.findByRole('button', { name: 'Pay now' });
    submit();
    expect(alertText()).toHaveTextContent('select country/region');
  });

  it("choosing an item before a country says 'select your country/region first'", async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: /66/ }));
    expect(alertText()).toHaveTextContent('select your country/region first');
    expect(screen.getByRole('button', { name: /66/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it("with a country but no method, submit says 'select method of payment'", async () => {
    setup();
    await pickCountry('Philippines');
    submit();
    expect(alertText()).toHaveTextContent('select method of payment');
  });

  it("with a country and a method but no item, submit says 'select the item to purchase'", async () => {
    setup();
    await pickCountry('Philippines');
    fireEvent.click(screen.getByRole('button', { name: 'GCash' }));
    submit();
    expect(alertText()).toHaveTextContent('select the item to purchase');
  });

  it('a complete form creates one order and opens its URL with from=PAGE; a double submit sends once', async () => {
    let release: (v: unknown) => void = () => undefined;
    const create = vi.fn(() => new Promise((r) => (release = r)));
    const { services, router } = setup(create);
    await pickCountry('Philippines');
    fireEvent.click(screen.getByRole('button', { name: 'GCash' }));
    fireEvent.click(await screen.findByRole('button', { name: /363/ }));
    const form = screen.getByRole('button', { name: 'Pay now' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(create).toHaveBeenCalledOnce();
    const call = services.http.calls.find((c) => c.path === '/payment/thirdOrder/create');
    expect(call).toMatchObject({ method: 'POST', params: { userCode: 'WL10002', productCode: 'TP330', payChannel: 'GCASH', country: 'PH' } });
    release({ orderNo: 'TO1', sessionId: 'S1', payUrl: '/vue/payments/checkout/WL10002?sessionId=S1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/vue/payments/checkout/WL10002'));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('PAGE');
    expect(new URLSearchParams(router.state.location.search).get('sessionId')).toBe('S1');
  });

  it('a payment URL outside the allowlist is not opened', async () => {
    const navigate = vi.fn();
    const { router } = renderShell('/vue/payments/WL10002?productCode=TP60', {
      navigate,
      responses: {
        '/payment/countryPaymentType/list': countries,
        '/payment/thirdProduct/listRechargeProduct': products,
        'POST /payment/thirdOrder/create': { payUrl: 'javascript:alert(1)' },
      },
    });
    await pickCountry('Philippines');
    fireEvent.click(screen.getByRole('button', { name: 'GCash' }));
    fireEvent.click(await screen.findByRole('button', { name: /66/ }));
    submit();
    expect(await screen.findByText('The payment page could not be opened.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/vue/payments/WL10002');
  });

  it('a failing country list shows an error with retry', async () => {
    let fail = true;
    renderShell('/vue/payments/WL10002', {
      responses: {
        '/payment/countryPaymentType/list': () => {
          if (fail) throw networkError();
          return countries;
        },
        '/payment/thirdProduct/listRechargeProduct': products,
      },
    });
    expect(await screen.findByText('Network is busy, please try later.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await countryTrigger()).toBeInTheDocument();
  });

  it('a country list that is not a list shows an error with Retry, not the crash page', async () => {
    let answer: unknown = { a: 1 };
    renderShell('/vue/payments/WL10002?productCode=TP330', {
      responses: { '/payment/countryPaymentType/list': () => answer, '/payment/thirdProduct/listRechargeProduct': products },
    });
    expect(await screen.findByText('No data was returned. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    // The items stay on show; the one named in the link is not chosen for the user (query values never pick what is paid).
    expect(await screen.findByRole('button', { name: /363/ })).toHaveAttribute('aria-pressed', 'false');
    answer = countries;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await pickCountry('Philippines');
    fireEvent.click(await screen.findByRole('button', { name: /363/ }));
    expect(await screen.findByRole('button', { name: /363/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('country names are in the page language (Intl), not the server\'s English', async () => {
    renderShell('/vue/payments/WL10002?lang=ms', { locale: 'ms', responses: { '/payment/countryPaymentType/list': countries, '/payment/thirdProduct/listRechargeProduct': products } });
    const names = await sheetCountries('Negara/Wilayah');
    expect(names).toEqual([new Intl.DisplayNames(['ms'], { type: 'region' }).of('PH'), 'Malaysia']);
    expect(names[0]).toBe('Filipina');
  });

  it('a country without methods of payment, or with unusable ones, says there is none once chosen', async () => {
    renderShell('/vue/payments/WL10002', {
      responses: {
        '/payment/countryPaymentType/list': [{ country: 'PH', name: 'Philippines' }, { country: 'MY', name: 'Malaysia', payTypes: [{ name: 'no channel' }, 7] }, { name: 'no code' }, 'x'],
        '/payment/thirdProduct/listRechargeProduct': products,
      },
    });
    expect(await countryTrigger()).toHaveTextContent('select country/region');
    expect(await sheetCountries()).toEqual(['Philippines', 'Malaysia']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await pickCountry('Philippines');
    expect(await screen.findByText('No method of payment for this country/region')).toBeInTheDocument();
    await pickCountry('Malaysia');
    expect(await screen.findByText('No method of payment for this country/region')).toBeInTheDocument();
  });

  it('items without rows show an error with Retry in their place; the country and method chosen stay', async () => {
    let answer: unknown = { userCode: 'WL10002', currency: 'PHP' };
    renderShell('/vue/payments/WL10002', {
      responses: { '/payment/countryPaymentType/list': countries, '/payment/thirdProduct/listRechargeProduct': () => answer },
    });
    await pickCountry('Philippines');
    fireEvent.click(screen.getByRole('button', { name: 'GCash' }));
    expect(await screen.findByText('No data was returned. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    answer = { ...products, rows: [...products.rows, { productCode: 'BAD' }, null] };
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /363/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /diamonds/ })).toHaveLength(3);
    expect(await countryTrigger()).toHaveTextContent('Philippines');
    expect(screen.getByRole('button', { name: 'GCash' })).toHaveAttribute('aria-pressed', 'true');
  });
});
