// A simulated native host for the real-browser suite: answers the bridge like the app would and records every call.
import type { Browser, BrowserContext } from 'playwright-core';

export const APP_VERSION = '3.19.0';
export const IOS_UA = `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AppWebView/${APP_VERSION}`;
export const ANDROID_UA = `Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 AppWebView/${APP_VERSION}`;

/** Header the host hands to the page: identity, language, area, version and platform of the user. */
export const HOST_HEADER = {
  APP_TYPE: 'app', appversion: APP_VERSION, area: 'MY', client_language: 'en', country: 'MY', device: 'e2e-phone',
  language: 'en', net: 'wifi', osversion: '17.0', platform: 'ios', udid: 'e2e-udid', userid: '10002', 'country-group': 'SEA',
};

/** Runs in the page before any script: installs the host side of the bridge. */
function hostScript(arg: { platform: 'ios' | 'android'; header: Record<string, string> }): void {
  const w = window as unknown as Record<string, unknown> & { __appCalls: unknown[] };
  w.__appCalls = [];
  const answer = (raw: string): string => {
    const msg = JSON.parse(raw) as { action: string; args?: unknown };
    w.__appCalls.push(msg);
    switch (msg.action) {
      case 'getHeaders': return JSON.stringify({ ...arg.header, platform: arg.platform });
      case 'getBarHeights': return JSON.stringify({ statusBarHeight: 24, immersionHeight: 44 });
      case 'getPayChannels': return JSON.stringify(['Google', 'Huawei']);
      case 'getAttributionLink': return JSON.stringify({ link: 'https://example.test/l/abc' });
      default: return JSON.stringify({ code: 0 });
    }
  };
  if (arg.platform === 'android') w.AppBridge = { call: answer };
  else window.prompt = (message?: string) => answer(message ?? '{}');
}

export async function appContext(browser: Browser, platform: 'ios' | 'android', viewport = { width: 412, height: 823 }): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport, isMobile: true, hasTouch: true,
    userAgent: platform === 'ios' ? IOS_UA : ANDROID_UA,
  });
  await context.addInitScript(hostScript, { platform, header: { ...HOST_HEADER, platform } });
  return context;
}

export interface AppCall { action: string; args?: Record<string, unknown> }
