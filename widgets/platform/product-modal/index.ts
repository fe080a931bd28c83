import { defineWidget } from '@engine';
import { productModalProps } from './schema';

export const productModal = defineWidget({
  type: 'product-modal',
  version: 1,
  description: 'A recharge modal listing the products of one type (gemstone or waterGun) and buying the chosen one.',
  props: productModalProps,
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  showsStrings: ['empty-state'],
  skeletonHeight: 0,
  sells: true,
});
