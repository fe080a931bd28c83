/** Constants of the native bridge. */

/** Global object an Android host injects: `window.AppBridge.call(messageJson) -> resultJson`. */
export const ANDROID_BRIDGE_NAME = 'AppBridge';
/** Global function the host calls to deliver shell events: `window.__appEvent(name, payload)`. */
export const APP_EVENT_GLOBAL = '__appEvent';
/** User-agent token of the in-app webview, with the app version: `AppWebView/3.19.0`. */
export const APP_UA_TOKEN = 'AppWebView';

export const FORWARD_TYPES = { roomList: 8, room: 9, vip: 27, noble: 42, bff: 43, family: 49, achievement: 50 } as const;
export type ForwardType = (typeof FORWARD_TYPES)[keyof typeof FORWARD_TYPES];

/** Animation content modes: 1 aspect fit, 2 aspect fill. */
export const CONTENT_MODES = { aspectFit: 1, aspectFill: 2 } as const;

export const SHARE_EVENT = 15002;
export const SHARE_CHANNELS = ['FB', 'WA', 'LINK'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** Events posted to the app after a successful native pay, keyed by the pay referer. */
export const REFERER_EVENTS: Readonly<Record<string, number>> = { limitedOffer: 2032, 'limited-offer': 2032 };

/** From this app version the host plays .svga files natively. */
export const NATIVE_SVGA_MIN_VERSION = '3.14.0';
/** From this app version an Android host reports its own pay channels. */
export const ANDROID_PAY_CHANNELS_MIN_VERSION = '3.18.0';

/** How many entries the development panel keeps. */
export const BRIDGE_LOG_LIMIT = 100;
