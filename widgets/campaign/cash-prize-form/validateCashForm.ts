/** The cash prize fields and their checks (each required; the phone needs the country/region first); errors are widget string keys. */
export interface CashFormValues {
  country: string;
  bankName: string;
  accountNumber: string;
  payeeName: string;
  dialCode: string;
  phone: string;
  gcash: string;
}

export type CashField = keyof CashFormValues;
export type CashErrors = Partial<Record<CashField, string>>;

export const EMPTY_CASH_FORM: CashFormValues = { country: '', bankName: '', accountNumber: '', payeeName: '', dialCode: '', phone: '', gcash: '' };

const DIGITS = /^\d+$/;

export function validateCashForm(v: CashFormValues, opts: { gcashCountries: readonly string[] }): CashErrors {
  const e: CashErrors = {};
  const blank = (s: string) => s.trim() === '';
  if (blank(v.country)) e.country = 'errCountry';
  if (blank(v.bankName)) e.bankName = 'errBankName';
  else if (v.bankName.trim().length > 60) e.bankName = 'errTooLong';
  const account = v.accountNumber.replace(/\s/g, '');
  if (blank(account)) e.accountNumber = 'errAccount';
  else if (!DIGITS.test(account) || account.length < 6 || account.length > 30) e.accountNumber = 'errAccountFormat';
  if (blank(v.payeeName)) e.payeeName = 'errPayee';
  else if (v.payeeName.trim().length > 60) e.payeeName = 'errTooLong';
  const phone = v.phone.replace(/[\s-]/g, '');
  if (blank(v.country)) {
    if (!blank(phone)) e.phone = 'errCountryFirst';
  } else if (blank(phone)) e.phone = 'errPhone';
  else if (!DIGITS.test(phone) || phone.length < 6 || phone.length > 15) e.phone = 'errPhoneFormat';
  if (opts.gcashCountries.includes(v.country)) {
    const g = v.gcash.replace(/\s/g, '');
    if (blank(g)) e.gcash = 'errGcash';
    else if (!/^09\d{9}$/.test(g)) e.gcash = 'errGcashFormat';
  }
  return e;
}
