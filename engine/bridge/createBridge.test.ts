import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteUserGesture } from '../security/gesture';
import { createBridge } from './createBridge';
import { detectPlatform } from './detectPlatform';
import { androidWindow, browserWindow, iosWindow } from '@testing/engine/testWindows';

afterEach(() => vi.restoreAllMocks());
// The transports' tests act as a user who has just tapped; the tap gate has its own tests (bridgeActions.test.ts).
beforeEach(() => noteUserGesture());

describe('platform detection', () => {
  it('iOS app by prompt host, Android by injected object, otherwise browser', () => {
    expect(detectPlatform(iosWindow().win)).toBe('ios');
    expect(detectPlatform(androidWindow().win)).toBe('android');
    expect(detectPlatform(browserWindow())).toBe('browser');
    expect(detectPlatform(undefined)).toBe('browser');
  });
});

describe('bridge transports', () => {
  it('iOS sends a JSON message through window.prompt and reads the answer', async () => {
    const { win, sent } = iosWindow('3.19.0', (m) => (m.action === 'getHeaders' ? { userid: 7, language: 'th' } : null));
    const bridge = createBridge({ win });
    expect(bridge.platform).toBe('ios');
    expect(bridge.appVersion()).toBe('3.19.0');
    const res = await bridge.getHeaders();
    expect(res).toEqual({ ok: true, data: { userid: '7', language: 'th' } });
    expect(sent[0]).toEqual({ bridge: 'app', action: 'getHeaders', args: {} });
  });

  it('Android calls the injected AppBridge object', async () => {
    const { win, sent } = androidWindow((m) => (m.action === 'getBarHeights' ? { statusBarHeight: 24, immersionHeight: 68 } : { code: 0 }));
    const bridge = createBridge({ win });
    await expect(bridge.getBarHeights()).resolves.toEqual({ ok: true, data: { statusBarHeight: 24, immersionHeight: 68 } });
    await bridge.pay({ clientProductId: 'c1', productIdentifier: 'p1', referer: 'limitedOffer' });
    expect(sent[1]).toEqual({ bridge: 'app', action: 'pay', args: { clientProductId: 'c1', productIdentifier: 'p1', referer: 'limitedOffer' } });
    expect(bridge.state().paying).toBe(true);
  });

  it('a host refusal or a throwing host resolves to a failure, never throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { win } = androidWindow((m) => {
      if (m.action === 'createRoom') throw new Error('host crashed');
      return { code: 3, message: 'busy' };
    });
    const bridge = createBridge({ win });
    await expect(bridge.closePage()).resolves.toEqual({ ok: false, reason: 'failed', message: 'busy', detail: 'refused with code 3' });
    await expect(bridge.createRoom()).resolves.toMatchObject({ ok: false, reason: 'failed' });
    expect(error).toHaveBeenCalledWith('[bridge] createRoom: the app failed to answer', expect.objectContaining({ message: 'host crashed' }));
  });

  it("the host's error text never becomes the result's message (it is not for the user): console and log only", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const thrown = new Error('Java exception was raised during method invocation');
    const win = androidWindow().win;
    (win.AppBridge as { call: unknown }).call = () => {
      throw thrown;
    };
    const bridge = createBridge({ win });
    const res = await bridge.pay({ clientProductId: 'c1', productIdentifier: 'p1' });
    expect(res).toEqual({ ok: false, reason: 'failed', detail: 'Java exception was raised during method invocation' });
    expect(res).not.toHaveProperty('message');
    expect(error).toHaveBeenCalledWith('[bridge] pay: the app failed to answer', thrown);
    expect(bridge.log().at(-1)).toMatchObject({ action: 'pay', outcome: 'failed', message: 'Java exception was raised during method invocation' });
    expect(bridge.state().paying).toBe(false);
  });

  it('no answer (iOS prompt null, empty text) or an answer that is not JSON fails an action that must answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ios = createBridge({ win: iosWindow('3.19.0', () => null).win });
    await expect(ios.pay({ clientProductId: 'c1', productIdentifier: 'p1' })).resolves.toEqual({ ok: false, reason: 'failed', detail: 'no answer' });
    expect(ios.state().paying).toBe(false);
    await expect(ios.forward({ type: 8 })).resolves.toMatchObject({ ok: false, reason: 'failed' });
    await expect(ios.getHeaders()).resolves.toMatchObject({ ok: false, reason: 'failed' });
    await expect(ios.getBarHeights()).resolves.toMatchObject({ ok: false, reason: 'failed' });
    expect(ios.log().at(-1)).toMatchObject({ action: 'getBarHeights', outcome: 'failed', message: 'no answer' });
    const android = createBridge({ win: androidWindow(() => 'OK, opened').win });
    await expect(android.call('forward', { type: 8 })).resolves.toMatchObject({ ok: false, reason: 'failed', detail: 'unreadable answer: OK, opened' });
    await expect(android.pay({ clientProductId: 'c1', productIdentifier: 'p1' })).resolves.toMatchObject({ ok: false, reason: 'failed' });
    await expect(android.share({ channel: 'LINK', url: '/vue/act/x' })).resolves.toMatchObject({ ok: false, reason: 'failed' });
    const empty = createBridge({ win: androidWindow(() => '').win });
    await expect(empty.getPayChannels()).resolves.toMatchObject({ ok: false, reason: 'failed' });
    await expect(empty.rechargeDiamond()).resolves.toMatchObject({ ok: false, reason: 'failed' });
  });

  it('actions the page does not wait on may go unanswered: close, post event, resize, bars, status-bar colour', async () => {
    for (const answer of [() => null, () => 'not json']) {
      const bridge = createBridge({ win: iosWindow('3.19.0', answer).win });
      await expect(bridge.closePage()).resolves.toMatchObject({ ok: true });
      await expect(bridge.postEvent({ event: 2032 })).resolves.toMatchObject({ ok: true });
      await expect(bridge.resizeWindow({ minimize: true })).resolves.toMatchObject({ ok: true });
      await expect(bridge.hideNavigationBar()).resolves.toMatchObject({ ok: true });
      await expect(bridge.showNavigationBar()).resolves.toMatchObject({ ok: true });
      await expect(bridge.setStatusBarColor({ color: '#000000' })).resolves.toMatchObject({ ok: true });
    }
    // A refusal is still a refusal.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(createBridge({ win: androidWindow(() => ({ code: 1 })).win }).postEvent({ event: 1 })).resolves.toMatchObject({ ok: false, reason: 'failed' });
  });

  it('any JSON answer other than a refusal is an answer: `{ code: 0 }`, data, true', async () => {
    const { win } = androidWindow((m) => (m.action === 'forward' ? true : m.action === 'getAttributionLink' ? { code: 0, data: 'https://l.example/x' } : { code: '0' }));
    const bridge = createBridge({ win });
    await expect(bridge.forward({ type: 8 })).resolves.toEqual({ ok: true, data: true });
    await expect(bridge.getAttributionLink()).resolves.toEqual({ ok: true, data: 'https://l.example/x' });
    await expect(bridge.createRoom()).resolves.toMatchObject({ ok: true });
  });
});

describe('plain browser', () => {
  it('every app-only action resolves "not in app", calls onBrowserOnly and is logged', async () => {
    const onBrowserOnly = vi.fn();
    const bridge = createBridge({ win: browserWindow(), onBrowserOnly });
    expect(bridge.inApp).toBe(false);
    await expect(bridge.closePage()).resolves.toEqual({ ok: false, reason: 'not-in-app' });
    await expect(bridge.pay({ clientProductId: 'c', productIdentifier: 'p' })).resolves.toMatchObject({ reason: 'not-in-app' });
    await expect(bridge.share({ channel: 'FB', url: 'https://act.example/vue/act/x' })).resolves.toMatchObject({ reason: 'not-in-app' });
    expect(onBrowserOnly.mock.calls.map((c) => c[0])).toEqual(['closePage', 'pay', 'share']);
    expect(bridge.log().map((e) => [e.action, e.outcome])).toEqual([['closePage', 'not-in-app'], ['pay', 'not-in-app'], ['share', 'not-in-app']]);
    expect(bridge.state().paying).toBe(false);
  });

  it('no browser global is needed at creation (prerender)', () => {
    const bridge = createBridge({ platform: 'browser', win: undefined });
    expect(bridge.platform).toBe('browser');
  });
});
