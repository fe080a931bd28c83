/**
 * Selling, for the pages and widgets that sell (imported as `@platform/pay`). The pay flow's code is not exported
 * here: `useNativePay` loads it at the user's first press, so a page that can pay does not carry it in its first load.
 */
export type { PayArgs, PayFlow, PayFlowOptions, PayFlowState, PayStatus, PayFailure, PageVisibility } from './createPayFlow';
export { payChannels, payChannelLabelKey, PAY_CHANNELS, ANDROID_HOST_CHANNELS_VERSION } from './payChannels';
export type { PayChannel, PayChannelInput, PayChannelChoice } from './payChannels';
export { decideTopUp, thirdPartyRechargeUrl, thirdPartyRechargeUrl as rechargeRedirectUrl, WHITELIST_PATH, ENTRY_ORIGIN, topUpPagePath, readTopUpQuery } from './topUp';
export type { TopUpDecision, TopUpPageQuery } from './topUp';
export { loadProducts, parseProducts, PRODUCTS_PATH, PRODUCT_TYPES } from './loadProducts';
export type { RechargeProduct, ProductList, ProductTypeName } from './loadProducts';
export { usePayChannels } from './usePayChannels';
export { useNativePay } from './useNativePay';
export type { NativePayOptions } from './useNativePay';
