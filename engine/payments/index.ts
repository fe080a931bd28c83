export { createPayFlow, PAY_FAIL_KEY, NOT_IN_APP_KEY } from './createPayFlow';
export type { PayFlow, PayFlowOptions, PayFlowState, PayStatus, PayFailure } from './createPayFlow';
export { payChannels, payChannelLabelKey, PAY_CHANNELS, ANDROID_HOST_CHANNELS_VERSION } from './payChannels';
export type { PayChannel, PayChannelInput, PayChannelChoice } from './payChannels';
export { decideTopUp, thirdPartyRechargeUrl, thirdPartyRechargeUrl as rechargeRedirectUrl, WHITELIST_PATH, ENTRY_ORIGIN } from './topUp';
export type { TopUpDecision } from './topUp';
export { loadProducts, parseProducts, PRODUCTS_PATH, PRODUCT_TYPES } from './loadProducts';
export type { RechargeProduct, ProductList, ProductTypeName } from './loadProducts';
