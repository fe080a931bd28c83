export { createBridge } from './createBridge';
export type { BridgeOptions } from './createBridge';
export { detectPlatform, appVersionFromUserAgent } from './detectPlatform';
export type { Platform } from './detectPlatform';
export { ACTION_ARGS, BRIDGE_ACTIONS, isBridgeAction } from './actions';
export type { BridgeAction, ActionArgs } from './actions';
export {
  FORWARD_TYPES, CONTENT_MODES, SHARE_EVENT, SHARE_CHANNELS, REFERER_EVENTS, NATIVE_SVGA_MIN_VERSION,
  ANDROID_PAY_CHANNELS_MIN_VERSION, ANDROID_BRIDGE_NAME, APP_EVENT_GLOBAL, APP_UA_TOKEN,
} from './constants';
export type { ForwardType, ShareChannel } from './constants';
export { bridgeFailureKey, mustAnswer, BRIDGE_FAILURE_KEYS, BACKGROUND_ACTIONS } from './answers';
export { withAttribution, shareLinkFor, animationMode } from './shareLinks';
export { SHELL_EVENTS, PAY_FAIL_KEY, COPY_LINK_SUCCESS_KEY } from './shellEvents';
export type { Transport } from './transport';
export type { Bridge, BridgeResult, BridgeFailure, BridgeEvents, BridgeEventName, BridgeLogEntry, BridgeState, BarHeights } from './types';
