import { defineWidget } from '@engine';
import { passSubscriptionProps } from './schema';

/** The Diamond Pass upgrade and subscription info. */
export const passSubscription = defineWidget({
  type: 'pass-subscription',
  version: 1,
  description: 'Diamond Pass upgrade through the native pay (a warning in the last minutes of the season, one purchase at a time), then the subscription type and its next renewal date.',
  props: passSubscriptionProps,
  component: () => import('./Component'),
  module: import.meta.url,
  showsStrings: ['diamond-pass'],
  skeletonHeight: 120,
});
