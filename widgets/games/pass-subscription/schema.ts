import * as z from 'zod/mini';
import { dataRef, describe, lazySchema } from '@engine';

/** Subscription types of the Diamond Pass: 1 monthly, 2 quarterly, 3 annual. */
export const SUBSCRIPTION_TYPES = [1, 2, 3] as const;

const plan = z.object({
  type: describe(z.union([z.literal(1), z.literal(2), z.literal(3)]), 'Subscription type: 1 monthly, 2 quarterly, 3 annual.'),
  clientProductId: describe(z.string().check(z.minLength(1)), 'Product id the app pays for (passed to the native pay).'),
  productIdentifier: describe(z.string().check(z.minLength(1)), 'Store product identifier (passed to the native pay).'),
  price: describe(z.optional(z.string()), 'Price shown on the plan, as the store formats it, e.g. "$4.99".'),
});

/**
 * Props of the Diamond Pass subscription panel: upgrade through the native pay (only the app can pay; a warning
 * first in the last minutes of the season), then subscription info (type and next renewal).
 */
export const passSubscriptionProps = lazySchema(() =>
  z.object({
    source: dataRef('Declared data source answering the pass progress: premium, subscriptionType, nextRenewalDate, seasonEnd.'),
    plans: describe(z.array(plan).check(z.minLength(1)), 'Plans offered for the upgrade, first one selected.'),
    referer: describe(z._default(z.string().check(z.minLength(1)), 'diamondPass'), 'Referer passed to the native pay; the pay result with this referer completes the upgrade.'),
    buyPath: describe(z._default(z.string().check(z.regex(/^\//)), '/activity/diamondPass/buyCard'), 'POST path that records the purchase after the app reports a successful payment.'),
    warnMinutes: describe(z._default(z.int().check(z.minimum(0)), 10), 'Ask for confirmation when fewer minutes than this are left in the season.'),
    refetch: describe(z._default(z.array(z.string()), []), 'Other declared data sources to reload after the upgrade (the progress source always reloads).'),
  }),
);

export type PassSubscriptionProps = z.output<typeof passSubscriptionProps>;
export type PassPlan = PassSubscriptionProps['plans'][number];
