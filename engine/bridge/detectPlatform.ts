/**
 * Where the page runs: the iOS app (WKWebView host answering
 * window.prompt), the Android app (injected `window.AppBridge`) or a plain
 * browser. Reads globals only when called.
 */
import { ANDROID_BRIDGE_NAME, APP_UA_TOKEN } from './constants';

export type Platform = 'ios' | 'android' | 'browser';

type WinLike = { navigator?: { userAgent?: string } } & Record<string, unknown>;

function currentWindow(): WinLike | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as WinLike);
}

export function androidBridgeOf(win: unknown): { call(message: string): unknown } | undefined {
  const obj = (win as Record<string, unknown> | undefined)?.[ANDROID_BRIDGE_NAME] as { call?: unknown } | undefined;
  return obj && typeof obj.call === 'function' ? (obj as { call(message: string): unknown }) : undefined;
}

/** App version from the in-app user-agent token (`AppWebView/3.19.0`). */
export function appVersionFromUserAgent(ua: string | undefined): string | undefined {
  const m = ua ? new RegExp(`\\b${APP_UA_TOKEN}/(\\d+(?:\\.\\d+)*)`).exec(ua) : null;
  return m?.[1];
}

export function detectPlatform(win: unknown = currentWindow()): Platform {
  if (!win) return 'browser';
  if (androidBridgeOf(win)) return 'android';
  const ua = (win as WinLike).navigator?.userAgent ?? '';
  if (/iPhone|iPad|iPod/i.test(ua) && appVersionFromUserAgent(ua)) return 'ios';
  return 'browser';
}
