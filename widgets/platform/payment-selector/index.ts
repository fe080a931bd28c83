import { defineWidget } from '@engine';
import { paymentSelectorProps } from './schema';

export const paymentSelector = defineWidget({
  type: 'payment-selector',
  version: 1,
  description: "A bottom sheet listing the pay channels of the platform, with a 'Cancel' button; stores the choice and runs an action.",
  props: paymentSelectorProps,
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  showsStrings: ['loading-overlay'],
  skeletonHeight: 0,
});
