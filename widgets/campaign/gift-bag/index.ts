import { defineWidget } from '@engine';
import { packRequest, walletRequest } from './packInfo';
import { giftBagProps } from './schema';

/** Gift bags bought with diamonds: original and current price, contents, who may buy and why not. */
export const giftBag = defineWidget({
  type: 'gift-bag',
  version: 1,
  description:
    'Gift bags (packs) with original and current price and contents; the server decides who may buy (checkUserRole) and shows why not; buying asks for confirmation, is single-flight and marks the bag purchased; a bag the user cannot afford offers a recharge.',
  props: giftBagProps,
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 320,
  requests: (props) => [walletRequest, ...props.packs.map(packRequest)],
});
