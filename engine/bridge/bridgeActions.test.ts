/** The bridge's actions: the catalogue, share, animation preview, subscription, pay channels, and money and app actions only for a user's tap. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GESTURE_BRIDGE_ACTIONS } from '../core/action-safety';
import { asUserGesture, noteUserGesture, resetUserGestures } from '../security/gesture';
import { createBridge } from './createBridge';
import { BRIDGE_ACTIONS } from './actions';
import { androidWindow, iosWindow } from '@testing/engine/testWindows';

afterEach(() => vi.restoreAllMocks());
// The transports' tests act as a user who has just tapped; the tap gate has its own tests below.
beforeEach(() => noteUserGesture());

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
