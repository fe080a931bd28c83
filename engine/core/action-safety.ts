/**
 * What every page's bridge and http client refuse whatever a campaign says: the app's acts of the user need a
 * user's tap, and API paths are static paths under the API base (no binding, no `..`, no scheme). The rules on
 * steps and the values they carry, which the loader and the action runner apply, are in ./action-taint.ts.
 */
/**
 * Native actions the app treats as acts of the user: they spend money, publish, hand the user to another place,
 * close or resize the page, change the app's bars, subscribe, or open the app's own sheets and players. A timer, a
 * push or the page's load can show a button for one; only the user's tap presses it.
 */
export const GESTURE_BRIDGE_ACTIONS: ReadonlySet<string> = new Set([
  'pay',
  'rechargeDiamond',
  'rechargeBean',
  'share',
  'forward',
  'createRoom',
  'saveImage',
  'gameTicketBuy',
  'gameTicketExchange',
  'sparkBuy',
  'sparkTipAlert',
  'subscribe',
  'closePage',
  'resizeWindow',
  'setStatusBarColor',
  'hideNavigationBar',
  'showNavigationBar',
  'previewAnimation',
]);

/** An API path a request may use: `/a/b-c/d.e` segments only. */
export const STATIC_PATH = /^(\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)+\/?$/;

/** The longest API path a request may use (the http client refuses longer ones). */
export const MAX_API_PATH = 512;

export function isStaticApiPath(path: unknown): path is string {
  return typeof path === 'string' && path.length <= MAX_API_PATH && STATIC_PATH.test(path);
}

export const STATIC_PATH_HINT = 'a static path such as /marketing/activity/apply/saveV1 (letters, digits, - _ . segments; no binding, no "..", no scheme): put values in params or body';
