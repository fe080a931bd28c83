export { createPayFlow, payFailureOf, PAY_FAIL_KEY, NOT_IN_APP_KEY, PAY_RESULT_TIMEOUT_MS, PAY_RESULT_GRACE_MS } from './createPayFlow';
export type { PayArgs, PayFlow, PayFlowOptions, PayFlowState, PayStatus, PayFailure, PageVisibility } from './createPayFlow';
export { payChannels, payChannelLabelKey, PAY_CHANNELS, ANDROID_HOST_CHANNELS_VERSION } from './payChannels';
export type { PayChannel, PayChannelInput, PayChannelChoice } from './payChannels';
export { decideTopUp, thirdPartyRechargeUrl, thirdPartyRechargeUrl as rechargeRedirectUrl, WHITELIST_PATH, ENTRY_ORIGIN, topUpPagePath, readTopUpQuery } from './topUp';
export type { TopUpDecision, TopUpPageQuery } from './topUp';
export { loadProducts, parseProducts, PRODUCTS_PATH, PRODUCT_TYPES } from './loadProducts';
export type { RechargeProduct, ProductList, ProductTypeName } from './loadProducts';
export { usePayChannels } from '../react/hooks/usePayChannels';
