import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from './createBridge';
import { detectPlatform } from './detectPlatform';
import { BRIDGE_ACTIONS } from './actions';
import { androidWindow, browserWindow, iosWindow } from './testWindows';

afterEach(() => vi.restoreAllMocks());

describe('platform detection', () => {
  it('P§1: iOS app by prompt host, Android by injected object, otherwise browser', () => {
    expect(detectPlatform(iosWindow().win)).toBe('ios');
    expect(detectPlatform(androidWindow().win)).toBe('android');
    expect(detectPlatform(browserWindow())).toBe('browser');
    expect(detectPlatform(undefined)).toBe('browser');
  });
});

describe('bridge transports', () => {
  it('P§1: iOS sends a JSON message through window.prompt and reads the answer', async () => {
    const { win, sent } = iosWindow('3.19.0', (m) => (m.action === 'getHeaders' ? { userid: 7, language: 'th' } : null));
    const bridge = createBridge({ win });
    expect(bridge.platform).toBe('ios');
    expect(bridge.appVersion()).toBe('3.19.0');
    const res = await bridge.getHeaders();
    expect(res).toEqual({ ok: true, data: { userid: '7', language: 'th' } });
    expect(sent[0]).toEqual({ bridge: 'app', action: 'getHeaders', args: {} });
  });

  it('P§1: Android calls the injected AppBridge object', async () => {
    const { win, sent } = androidWindow((m) => (m.action === 'getBarHeights' ? { statusBarHeight: 24, immersionHeight: 68 } : ''));
    const bridge = createBridge({ win });
    await expect(bridge.getBarHeights()).resolves.toEqual({ ok: true, data: { statusBarHeight: 24, immersionHeight: 68 } });
    await bridge.pay({ clientProductId: 'c1', productIdentifier: 'p1', referer: 'limitedOffer' });
    expect(sent[1]).toEqual({ bridge: 'app', action: 'pay', args: { clientProductId: 'c1', productIdentifier: 'p1', referer: 'limitedOffer' } });
    expect(bridge.state().paying).toBe(true);
  });

  it('E§7: a host refusal or a throwing host resolves to a failure, never throws', async () => {
    const { win } = androidWindow((m) => {
      if (m.action === 'createRoom') throw new Error('host crashed');
      return { code: 3, message: 'busy' };
    });
    const bridge = createBridge({ win });
    await expect(bridge.closePage()).resolves.toEqual({ ok: false, reason: 'failed', message: 'busy' });
    await expect(bridge.createRoom()).resolves.toMatchObject({ ok: false, reason: 'failed', message: 'host crashed' });
  });
});

describe('plain browser', () => {
  it('P§1: every app-only action resolves "not in app", calls onBrowserOnly and is logged', async () => {
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

  it('P§1: no browser global is needed at creation (prerender)', () => {
    const bridge = createBridge({ platform: 'browser', win: undefined });
    expect(bridge.platform).toBe('browser');
  });
});

describe('action catalogue', () => {
  it('E§7: unknown action names never cross the bridge', async () => {
    const { win, sent } = androidWindow();
    const bridge = createBridge({ win });
    await expect(bridge.call('evalScript', { code: 'x' })).resolves.toMatchObject({ ok: false, reason: 'unknown-action' });
    await expect(bridge.call('__proto__')).resolves.toMatchObject({ reason: 'unknown-action' });
    expect(sent).toHaveLength(0);
  });

  it('E§7: call() runs every catalogue action by name', async () => {
    const { win, sent } = androidWindow();
    const bridge = createBridge({ win });
    await bridge.call('forward', { type: 9, id: 123 });
    await bridge.call('setStatusBarColor', { color: '#ff4d88' });
    expect(sent.map((s) => s.action)).toEqual(['forward', 'setStatusBarColor']);
    expect(BRIDGE_ACTIONS).toHaveLength(23);
  });

  it('P§3: forward types are the catalogue ones (room list 8 ... achievement 50)', async () => {
    const { win, sent } = androidWindow();
    const bridge = createBridge({ win });
    for (const type of [8, 9, 27, 42, 43, 49, 50]) await expect(bridge.call('forward', { type })).resolves.toMatchObject({ ok: true });
    await expect(bridge.call('forward', { type: 10 })).resolves.toMatchObject({ reason: 'invalid-args' });
    expect(sent).toHaveLength(7);
  });

  it('E§7: URL arguments must pass the allowlist', async () => {
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
  it('P§7: share posts event 15002 with the attribution link as `l`; FB is opened by the page', async () => {
    const { win, sent } = androidWindow();
    const bridge = createBridge({ win });
    bridge.receive('linkResult', { code: 0, link: 'https://lnk.example/abc\n' });
    await bridge.share({ channel: 'FB', url: 'https://act.example/vue/act/x?a=1' });
    const shared = 'https://act.example/vue/act/x?a=1&l=https%3A%2F%2Flnk.example%2Fabc';
    expect(sent.at(-1)).toEqual({ bridge: 'app', action: 'share', args: { channel: 'FB', url: shared, event: 15002 } });
    expect(win.open).toHaveBeenCalledWith(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shared)}`, '_blank', 'noopener');
  });

  it("P§7, P§8: LINK share is copied by the host with 'Copy link successful!'; WhatsApp opens a wa link", async () => {
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
  it('P§5: empty url or group warns and does nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { win, sent } = androidWindow();
    const bridge = createBridge({ win });
    await expect(bridge.previewAnimation({ url: '' })).resolves.toMatchObject({ ok: false, reason: 'invalid-args' });
    await expect(bridge.subscribe({ group: '' })).resolves.toMatchObject({ ok: false, reason: 'invalid-args' });
    expect(sent).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('P§5: mode by extension; native SVGA only from app 3.14.0', async () => {
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
  it('P§5: asked of Android hosts from 3.18.0', async () => {
    const { win } = androidWindow((m) => (m.action === 'getPayChannels' ? ['Google', 'Huawei'] : ''));
    await expect(createBridge({ win }).getPayChannels()).resolves.toEqual({ ok: true, data: ['Google', 'Huawei'] });
    await expect(createBridge({ win, appVersion: '3.17.9' }).getPayChannels()).resolves.toMatchObject({ reason: 'unsupported' });
    await expect(createBridge({ win: iosWindow().win }).getPayChannels()).resolves.toMatchObject({ reason: 'unsupported' });
  });
});
