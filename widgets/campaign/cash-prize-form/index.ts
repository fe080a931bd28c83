import { defineWidget } from '@engine';
import { cashPrizeFormProps } from './schema';

/** The details a cash prize winner gives to be paid. */
export const cashPrizeForm = defineWidget({
  type: 'cash-prize-form',
  version: 1,
  description: 'Cash prize form: country/region, bank name, account number, payee name, payee phone with country code, GCash account; validated with localized messages before it is sent.',
  props: cashPrizeFormProps,
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 520,
});
