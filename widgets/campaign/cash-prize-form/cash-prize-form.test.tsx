import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import CashPrizeForm from './Component';
import { cashPrizeFormProps } from './schema';
import { EMPTY_CASH_FORM, validateCashForm } from './validateCashForm';

afterEach(cleanup);

const node = { type: 'cash-prize-form', path: 'page[0]' };
const campaign = testCampaign({ actions: { send: [{ type: 'api', path: '/activity/cash/save', method: 'POST', body: '{{state.cashForm}}' }] } });
const opts = { gcashCountries: ['PH'] };

describe('cash-prize-form', () => {
  it('every field is required; the phone needs the country/region first', () => {
    expect(validateCashForm(EMPTY_CASH_FORM, opts)).toEqual({ country: 'errCountry', bankName: 'errBankName', accountNumber: 'errAccount', payeeName: 'errPayee' });
    expect(validateCashForm({ ...EMPTY_CASH_FORM, phone: '912345678' }, opts).phone).toBe('errCountryFirst');
    const ph = { country: 'PH', dialCode: '+63', bankName: 'BDO', accountNumber: '0012 3456 7890', payeeName: 'Ana Cruz', phone: '9171234567', gcash: '' };
    expect(validateCashForm(ph, opts)).toEqual({ gcash: 'errGcash' });
    expect(validateCashForm({ ...ph, gcash: '0917123456' }, opts)).toEqual({ gcash: 'errGcashFormat' });
    expect(validateCashForm({ ...ph, gcash: '09171234567' }, opts)).toEqual({});
    expect(validateCashForm({ ...ph, country: 'MY', accountNumber: '12ab' }, opts)).toEqual({ accountNumber: 'errAccountFormat' });
  });

  it('shows localized messages on the fields and focuses the first wrong one', async () => {
    const user = userEvent.setup();
    const props = cashPrizeFormProps.parse({ submitAction: 'send' });
    const { services } = renderWithEngine(<CashPrizeForm props={props} children={[]} node={node} />, { campaign, locale: 'vi' });
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    const country = screen.getByRole('combobox', { name: 'Quốc gia/khu vực' });
    expect(country).toHaveFocus();
    expect(country).toHaveAttribute('aria-invalid', 'true');
    expect(country).toHaveAccessibleDescription('Vui lòng chọn quốc gia/khu vực của bạn');
    expect(services.http.calls).toHaveLength(0);
  });

  it('sends the cleaned values with the country code once everything is valid', async () => {
    const user = userEvent.setup();
    const props = cashPrizeFormProps.parse({ submitAction: 'send' });
    const { services } = renderWithEngine(<CashPrizeForm props={props} children={[]} node={node} />, { campaign, responses: { 'POST /activity/cash/save': {} } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country/region' }), 'PH');
    await user.type(screen.getByRole('textbox', { name: 'Bank name' }), 'BDO');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '0012 3456 7890');
    await user.type(screen.getByRole('textbox', { name: 'Payee name' }), 'Ana Cruz');
    await user.type(screen.getByRole('textbox', { name: 'Payee phone' }), '917-123-4567');
    await user.type(screen.getByRole('textbox', { name: 'GCash account' }), '09171234567');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(services.http.calls).toHaveLength(1));
    expect(services.http.calls[0]?.body).toEqual({ country: 'PH', dialCode: '+63', bankName: 'BDO', accountNumber: '001234567890', payeeName: 'Ana Cruz', phone: '9171234567', gcash: '09171234567' });
  });
});
