// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { APP_HEADER_FIELDS, buildAppHeader, DEBUG_USER_ID, headerValues, urlHeaderOverrides } from './appHeader';
import { loadAppHeader } from './loadAppHeader';
import { readMetaAppType, statusBarOffset } from './statusBar';

describe('app header', () => {
  it('has the thirteen fields of the app header', () => {
    expect([...APP_HEADER_FIELDS].sort()).toEqual(
      ['APP_TYPE', 'appversion', 'area', 'client_language', 'country', 'country-group', 'device', 'language', 'net', 'osversion', 'platform', 'udid', 'userid'].sort(),
    );
  });

  it("production defaults are language 'en' and area 'PH', nothing else", () => {
    expect(buildAppHeader({ production: true })).toEqual({ language: 'en', area: 'PH' });
  });

  it('outside production a debug header with a sandbox user and app 3.19.0 stands in', () => {
    const h = buildAppHeader({ production: false });
    expect(h.userid).toBeTruthy();
    expect(h.appversion).toBe('3.19.0');
  });

  it('production inside the app: the host header is the identity; ?uid=, ?lang= and ?area= change nothing', () => {
    const host = { userid: '555', language: 'th', client_language: 'th', area: 'TH', appversion: '3.18.0', extra: 'ignored' };
    const query = { lang: 'vi', area: 'VN', uid: '31337' };
    const h = buildAppHeader({ production: true, host, query });
    expect(h).toEqual({ userid: '555', language: 'th', client_language: 'th', area: 'TH', appversion: '3.18.0' });
    expect(headerValues(h)).toMatchObject({ userid: '555', language: 'th', area: 'TH' });
    expect(urlHeaderOverrides({ production: true, host, query })).toEqual({});
    // Inside the app without an answer from the host, the URL still sets nothing.
    expect(buildAppHeader({ production: true, inApp: true, query })).toEqual({ language: 'en', area: 'PH' });
  });

  it('production in a plain browser: no user from the URL; the link may choose the language and area', () => {
    const h = buildAppHeader({ production: true, inApp: false, query: { lang: 'ms', area: 'MY', uid: '31337' } });
    expect(h).toEqual({ language: 'ms', client_language: 'ms', area: 'MY' });
    expect(h).not.toHaveProperty('userid');
  });

  it('development and sandbox builds: ?lang=, ?area= and ?uid= override the host and the debug user (a preview)', () => {
    const host = { userid: '555', language: 'th', area: 'TH' };
    const query = { lang: 'vi', area: 'VN', uid: '777' };
    expect(buildAppHeader({ production: false, host, query })).toMatchObject({ userid: '777', language: 'vi', client_language: 'vi', area: 'VN' });
    expect(urlHeaderOverrides({ production: false, host, query })).toEqual({ userid: '777', language: 'vi', client_language: 'vi', area: 'VN' });
    // The plain-browser preview user of the sandbox.
    expect(buildAppHeader({ production: false, inApp: false, query: { uid: '10007' } }).userid).toBe('10007');
    expect(buildAppHeader({ production: false, inApp: false }).userid).toBe(DEBUG_USER_ID);
    expect(urlHeaderOverrides({ production: false, inApp: false })).toEqual({});
  });

  it('inside the app the header comes from the bridge', async () => {
    const bridge = { inApp: true, getHeaders: vi.fn(async () => ({ ok: true as const, data: { userid: '9', language: 'ms' } })) };
    await expect(loadAppHeader({ bridge, production: true, query: { uid: '31337', lang: 'vi' } })).resolves.toMatchObject({ userid: '9', language: 'ms', area: 'PH' });
    const failing = { inApp: true, getHeaders: vi.fn(async () => ({ ok: false as const })) };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadAppHeader({ bridge: failing, production: true, query: { uid: '31337', area: 'VN' } })).resolves.toEqual({ language: 'en', area: 'PH' });
    const browser = { inApp: false, getHeaders: vi.fn() };
    await expect(loadAppHeader({ bridge: browser, production: true, query: { uid: '1' } })).resolves.toEqual({ language: 'en', area: 'PH' });
    await expect(loadAppHeader({ bridge: browser, production: false, query: { uid: '1' } })).resolves.toMatchObject({ userid: '1' });
    expect(browser.getHeaders).not.toHaveBeenCalled();
  });
});

describe('status bar', () => {
  it('a META APP_TYPE is read when asked and marks the header', () => {
    document.head.innerHTML = '<meta name="APP_TYPE" content="lite">';
    expect(readMetaAppType(document)).toBe('lite');
    expect(buildAppHeader({ production: true, metaAppType: 'lite' }).APP_TYPE).toBe('lite');
    document.head.innerHTML = '';
    expect(readMetaAppType(document)).toBeUndefined();
  });

  it('apps older than 2.24.5 use a fixed 36; iOS immersive offset 44; META APP_TYPE hosts report heights', () => {
    expect(statusBarOffset({ platform: 'android', appVersion: '2.24.4', immersive: true, reportedHeight: 30 })).toBe(36);
    expect(statusBarOffset({ platform: 'android', appVersion: '2.24.5', immersive: true, reportedHeight: 30 })).toBe(30);
    expect(statusBarOffset({ platform: 'ios', appVersion: '3.19.0', immersive: true })).toBe(44);
    expect(statusBarOffset({ platform: 'ios', appVersion: '2.0.0', immersive: true, reportedHeight: 47, metaAppType: 'lite' })).toBe(47);
    expect(statusBarOffset({ platform: 'ios', appVersion: '3.19.0', immersive: false })).toBe(0);
  });
});
