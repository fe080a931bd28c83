/**
 * Payment form validation. Each result is a locale key under
 * `payments.pages.validation`.
 */
export interface PaymentFormValues {
  country?: string;
  payChannel?: string;
  productCode?: string;
}

export const PAYMENT_MESSAGES = {
  selectCountry: 'payments.pages.validation.selectCountry',
  selectCountryFirst: 'payments.pages.validation.selectCountryFirst',
  selectMethod: 'payments.pages.validation.selectMethod',
  selectItem: 'payments.pages.validation.selectItem',
} as const;

export type PaymentMessageKey = (typeof PAYMENT_MESSAGES)[keyof typeof PAYMENT_MESSAGES];

/** On submit: country, then method of payment, then the item ('select country/region', ...). */
export function validatePaymentForm(v: PaymentFormValues): PaymentMessageKey | undefined {
  if (!v.country) return PAYMENT_MESSAGES.selectCountry;
  if (!v.payChannel) return PAYMENT_MESSAGES.selectMethod;
  if (!v.productCode) return PAYMENT_MESSAGES.selectItem;
  return undefined;
}

/** Choosing a method or an item needs a country first ('select your country/region first'). */
export function validateChoice(v: PaymentFormValues): PaymentMessageKey | undefined {
  return v.country ? undefined : PAYMENT_MESSAGES.selectCountryFirst;
}
