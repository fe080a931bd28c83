/**
 * The public entry of the engine for widgets (imported as `@engine`).
 * Import-time side-effect free, so bundlers keep only what a page uses.
 * Test helpers live in `engine/testing` and are not exported here.
 */
export * from './core/index';
export * from './react/index';
export * from './utils/index';
export { safeUrl, isAllowedUrl } from './security/url';
export { ApiError, apiErrorText, isApiError, isNetworkError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from './http/index';
export type { ApiRequest, HttpClient } from './http/index';
export { BRIDGE_ACTIONS, isBridgeAction, FORWARD_TYPES, CONTENT_MODES, SHARE_CHANNELS, SHARE_EVENT, NATIVE_SVGA_MIN_VERSION, withAttribution, shareLinkFor, bridgeFailureKey } from './bridge/index';
export { payChannels, payChannelLabelKey, PAY_CHANNELS, loadProducts, parseProducts, PRODUCTS_PATH, PRODUCT_TYPES, createPayFlow, decideTopUp, thirdPartyRechargeUrl, topUpPagePath, readTopUpQuery } from './pay/index';
export type { PayChannel, PayChannelChoice, RechargeProduct, ProductList, ProductTypeName, PayArgs, PayFlow, TopUpDecision } from './pay/index';
export type { Bridge, BridgeResult, BridgeFailure, BridgeEvents, BridgeEventName, BridgeAction, ActionArgs, Platform, ForwardType, ShareChannel } from './bridge/index';
export * from './shell/index';
export { htmlLangOf } from './i18n/resolveLocale';
// The one upload path: reading a picked image, signing and storing a file (P§5, P§7, P§8).
export { uploadFile, readImageFile, imageFileNotFound, UploadError, IMAGE_FILE_NOT_FOUND } from './upload/index';
export type { UploadOptions, UploadResult } from './upload/index';
// The channels themselves (WebSocket, RTM) are loaded on demand from './push/index' by pages that use pushes.
export { parsePushMessage } from './push/pushMessage';
export { createPushFilter } from './push/createPushFilter';
export type { PushChannel, PushMessage } from './push/pushMessage';
export { asUserGesture, mayActForUser } from './security/gesture';
