import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GESTURE_BRIDGE_ACTIONS } from '../core/action-safety';
import { asUserGesture, noteUserGesture, resetUserGestures } from '../security/gesture';
import { createBridge } from './createBridge';
import { detectPlatform } from './detectPlatform';
import { BRIDGE_ACTIONS } from './actions';
import { androidWindow, browserWindow, iosWindow } from '../testing/testWindows';

afterEach(() => vi.restoreAllMocks());
// The transports' tests act as a user who has just tapped; the tap gate has its own tests below.
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

describe('action catalogue', () => {
  it('unknown action names never cross the bridge', async () => {
    const { win, sent } = androidWindow();
    const bridge = createBridge({ win });
    await expect(bridge.call('evalScript', { code: 'x' })).resolves.toMatchObject({ ok: false, reason: 'unknown-action' });
    await expect(bridge.call('__proto__')).resolves.toMatchObject({ reason: 'unknown-action' });
    expect(sent).toHaveLength(0);
  });

  it('call() runs every catalogue action by name', async () => {
    const { win, sent } = androidWindow();
    const bridge = createBridge({ win });
    await bridge.call('forward', { type: 9, id: 123 });
    await bridge.call('setStatusBarColor', { color: '#ff4d88' });
    expect(sent.map((s) => s.action)).toEqual(['forward', 'setStatusBarColor']);
    expect(BRIDGE_ACTIONS).toHaveLength(23);
  });

  it('forward types are the catalogue ones (room list 8 ... achievement 50)', async () => {
    const { win, sent } = androidWindow();
    const bridge = createBridge({ win });
    for (const type of [8, 9, 27, 42, 43, 49, 50]) await expect(bridge.call('forward', { type })).resolves.toMatchObject({ ok: true });
    await expect(bridge.call('forward', { type: 10 })).resolves.toMatchObject({ reason: 'invalid-args' });
    expect(sent).toHaveLength(7);
  });

  it('URL arguments must pass the allowlist', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { win, sent } = androidWindow();
    const bridge = createBridge({ win });
    await expect(bridge.saveImage({ url: 'javascript:alert(1)' })).resolves.toMatchObject({ reason: 'invalid-args' });
    await expect(bridge.saveImage({ url: 'https://evil.example/a.jpg' })).resolves.toMatchObject({ reason: 'invalid-args' });
    await expect(bridge.postEvent({ event: 1, data: { next: 'https://evil.example/' } })).resolves.toMatchObject({ reason: 'invalid-args' });
    await expect(bridge.saveImage({ url: 'data:image/jpeg;base64,AAAA' })).resolves.toMatchObject({ ok: true });
    expect(sent).toEqual([{ bridge: 'app', action: 'saveImage', args: { url: 'data:image/jpeg;base64,AAAA', format: 'jpeg' } }]);
  });
});

describe('share', () => {
  it('share posts event 15002 with the attribution link as `l`; FB is opened by the page', async () => {
    const { win, sent } = androidWindow();
    const bridge = createBridge({ win });
    bridge.receive('linkResult', { code: 0, link: 'https://lnk.example/abc\n' });
    await bridge.share({ channel: 'FB', url: 'https://act.example/vue/act/x?a=1' });
    const shared = 'https://act.example/vue/act/x?a=1&l=https%3A%2F%2Flnk.example%2Fabc';
    expect(sent.at(-1)).toEqual({ bridge: 'app', action: 'share', args: { channel: 'FB', url: shared, event: 15002 } });
    expect(win.open).toHaveBeenCalledWith(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shared)}`, '_blank', 'noopener');
  });

  it("LINK share is copied by the host with 'Copy link successful!'; WhatsApp opens a wa link", async () => {
    const { win } = androidWindow();
    const bridge = createBridge({ win });
    const toasts: unknown[] = [];
    bridge.on('toast', (t) => toasts.push(t));
    await bridge.share({ channel: 'LINK', url: '/vue/act/x' });
    expect(win.open).not.toHaveBeenCalled();
    expect(toasts).toEqual([{ key: 'common:shell.bridge.copyLinkSuccess' }]);
    await bridge.share({ channel: 'WA', url: '/vue/act/x' });
    expect(String((win.open as ReturnType<typeof vi.fn>).mock.calls[0]![0])).toMatch(/^https:\/\/api\.whatsapp\.com\/send\?text=/);
  });
});

describe('animation preview and subscription', () => {
  it('empty url or group warns and does nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { win, sent } = androidWindow();
    const bridge = createBridge({ win });
    await expect(bridge.previewAnimation({ url: '' })).resolves.toMatchObject({ ok: false, reason: 'invalid-args' });
    await expect(bridge.subscribe({ group: '' })).resolves.toMatchObject({ ok: false, reason: 'invalid-args' });
    expect(sent).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('mode by extension; native SVGA only from app 3.14.0', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const old = iosWindow('3.13.9');
    const oldBridge = createBridge({ win: old.win });
    await expect(oldBridge.previewAnimation({ url: 'gift.svga' })).resolves.toMatchObject({ reason: 'unsupported' });
    await expect(oldBridge.previewAnimation({ url: 'gift.mp4', loops: 2, contentMode: 2 })).resolves.toEqual({ ok: true, data: { mode: 'mp4' } });
    expect(old.sent[0]?.args).toEqual({ url: 'https://act.example/vue/act/gift.mp4', loops: 2, contentMode: 2, mode: 'mp4' });
    const fresh = iosWindow('3.14.0');
    await expect(createBridge({ win: fresh.win }).previewAnimation({ url: '/vue/assets/gift.svga?v=2' })).resolves.toEqual({ ok: true, data: { mode: 'svga' } });
    expect(fresh.sent[0]?.args).toEqual({ url: 'https://act.example/vue/assets/gift.svga?v=2', loops: 1, contentMode: 1, mode: 'svga' });
  });
});

describe('Android pay channels', () => {
  it('asked of Android hosts from 3.18.0', async () => {
    const { win } = androidWindow((m) => (m.action === 'getPayChannels' ? ['Google', 'Huawei'] : { code: 0 }));
    await expect(createBridge({ win }).getPayChannels()).resolves.toEqual({ ok: true, data: ['Google', 'Huawei'] });
    await expect(createBridge({ win, appVersion: '3.17.9' }).getPayChannels()).resolves.toMatchObject({ reason: 'unsupported' });
    await expect(createBridge({ win: iosWindow().win }).getPayChannels()).resolves.toMatchObject({ reason: 'unsupported' });
  });
});

describe('money and app actions only for a user\'s tap, whoever asks (issue rule 1)', () => {
  beforeEach(() => {
    resetUserGestures();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('with no tap, every money or app action is refused before anything reaches the app; other actions still go', async () => {
    const { win, sent } = androidWindow();
    const bridge = createBridge({ win });
    for (const action of GESTURE_BRIDGE_ACTIONS) {
      const res = await bridge.call(action, { clientProductId: 'c1', productIdentifier: 'p1', channel: 'LINK', url: 'https://example.com/x', type: 9, roomId: '1' });
      expect(res, action).toMatchObject({ ok: false, reason: 'no-gesture' });
    }
    await bridge.pay({ clientProductId: 'c1', productIdentifier: 'p1' });
    expect(sent.filter((m) => GESTURE_BRIDGE_ACTIONS.has(String(m.action)))).toEqual([]);
    expect(bridge.state().paying).toBe(false);
    // Closing, resizing and the app's bars are acts of the user too; telling the app of an event is not.
    for (const act of ['closePage', 'resizeWindow', 'setStatusBarColor', 'subscribe', 'sparkTipAlert', 'previewAnimation']) expect(GESTURE_BRIDGE_ACTIONS.has(act), act).toBe(true);
    await bridge.postEvent({ event: 'x' });
    expect(sent.map((m) => m.action)).toEqual(['postEvent']);
  });

  it('right after a tap, or inside a chain a tap started, the action leaves', async () => {
    const { win, sent } = androidWindow();
    const bridge = createBridge({ win });
    await expect(asUserGesture(() => bridge.forward({ type: 9, roomId: '12' } as never))).resolves.toMatchObject({ ok: true });
    noteUserGesture();
    await expect(bridge.pay({ clientProductId: 'c1', productIdentifier: 'p1' })).resolves.toMatchObject({ ok: true });
    expect(sent.map((m) => m.action)).toEqual(['forward', 'pay']);
  });

  it('the right is only for what the chain starts at once: a call made later, outside it, is refused', async () => {
    const { win, sent } = androidWindow();
    const bridge = createBridge({ win });
    let later!: () => Promise<unknown>;
    asUserGesture(() => {
      later = () => bridge.share({ channel: 'LINK', url: 'https://example.com/x' } as never);
    });
    await expect(later()).resolves.toMatchObject({ ok: false, reason: 'no-gesture' });
    expect(sent).toEqual([]);
  });
});
