import * as z from 'zod/mini';
import { actionRef, describe, text, lazySchema } from '@engine';
import { opt, withDefault } from '@kit/fields';

export const countryOption = z.object({
  code: describe(z.string().check(z.regex(/^[A-Z]{2}$/)), 'Country/region code, e.g. PH.'),
  dial: describe(z.string().check(z.regex(/^\+\d{1,4}$/)), 'Phone country code, e.g. +63.'),
});

export const DEFAULT_COUNTRIES = [
  { code: 'PH', dial: '+63' },
  { code: 'MY', dial: '+60' },
  { code: 'TH', dial: '+66' },
  { code: 'VN', dial: '+84' },
  { code: 'ID', dial: '+62' },
];

export const cashPrizeFormProps = lazySchema(() =>
  z.object({
    submitAction: actionRef('Action that sends the form; the values are in {{state.<stateKey>}}.'),
    stateKey: withDefault(z.string().check(z.regex(/^[A-Za-z_][\w]*$/)), 'cashForm', 'Page state key holding the values: country, bankName, accountNumber, payeeName, dialCode, phone, gcash.'),
    countries: withDefault(z.array(countryOption).check(z.minLength(1)), DEFAULT_COUNTRIES, 'Countries/regions offered, with their phone country code.'),
    gcashCountries: withDefault(z.array(z.string()), ['PH'], 'Countries/regions where the GCash account is asked for.'),
    title: opt(text('String key of the form title.'), 'String key of the form title.'),
    notice: opt(text('String key of a note under the form, e.g. how to correct wrong details through support and until when.'), 'String key of a note under the form (e.g. wrong details are corrected through support before a deadline).'),
  }),
);

export type CashPrizeFormProps = z.output<typeof cashPrizeFormProps>;
