/**
 * The public entry of the engine for widgets (imported as `@engine`).
 * Import-time side-effect free, so bundlers keep only what a page uses.
 * Test helpers live in `testing/engine` and are not exported here.
 */
export * from './core/index';
export * from './react/index';
export * from './utils/index';
export { safeUrl, isAllowedUrl } from './security/url';
export { ApiError, apiErrorText, isApiError, isNetworkError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from './http/index';
export type { ApiRequest, HttpClient } from './http/index';
export { BRIDGE_ACTIONS, isBridgeAction, FORWARD_TYPES, CONTENT_MODES, SHARE_CHANNELS, SHARE_EVENT, NATIVE_SVGA_MIN_VERSION, withAttribution, shareLinkFor, bridgeFailureKey } from './bridge/index';
export type { Bridge, BridgeResult, BridgeFailure, BridgeEvents, BridgeEventName, BridgeAction, ActionArgs, Platform, ForwardType, ShareChannel } from './bridge/index';
// What a page reads of the app's shell around it (the shell itself is the application's, platform/shell).
export * from './react/pageShell/index';
export { htmlLangOf } from './i18n/resolveLocale';
// The one upload path (reading a picked image, signing and storing a file) is an entry of its
// own, `@engine/upload`: only the pages that upload load it.
// Pushes are an entry of their own, `@engine/push`: the channels (WebSocket, RTM) load on demand, the filter with the pages that use pushes.
export type { PushChannel, PushMessage } from './push/pushMessage';
export { asUserGesture, mayActForUser } from './security/gesture';
