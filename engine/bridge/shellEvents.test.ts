import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from './createBridge';
import { androidWindow } from '@testing/engine/testWindows';

afterEach(() => vi.restoreAllMocks());

function setup() {
  const { win, sent } = androidWindow();
  const bridge = createBridge({ win, mayActForUser: () => true });
  const seen: Array<[string, unknown]> = [];
  for (const e of ['link', 'paid', 'pay-fail', 'paying', 'toast', 'refresh', 'svga-finished'] as const) bridge.on(e, (p) => seen.push([e, p]));
  const appEvent = win.__appEvent as (name: string, payload?: unknown) => void;
  return { win, sent, bridge, seen, appEvent };
}

describe('shell events through window.__appEvent', () => {
  it('link result code 0 stores the link without newlines', () => {
    const { bridge, seen, appEvent } = setup();
    appEvent('linkResult', JSON.stringify({ code: 0, link: 'https://lnk.example/a\r\nb\n' }));
    expect(bridge.state().link).toBe('https://lnk.example/ab');
    expect(seen).toEqual([['link', 'https://lnk.example/ab']]);
  });

  it('link result failure toasts its message', () => {
    const { bridge, seen, appEvent } = setup();
    appEvent('linkResult', { code: 7, message: 'no link' });
    expect(bridge.state().link).toBeUndefined();
    expect(seen).toEqual([['toast', { message: 'no link' }]]);
  });

  it('pay result code 0 marks paid, posts the referer event (2032 limited offer), hides paying', async () => {
    const { bridge, seen, appEvent, sent } = setup();
    await bridge.pay({ clientProductId: 'c', productIdentifier: 'p', referer: 'limitedOffer' });
    appEvent('payResult', { code: 0, referer: 'limitedOffer' });
    expect(bridge.state()).toMatchObject({ paid: true, paying: false });
    expect(sent.at(-1)).toEqual({ bridge: 'app', action: 'postEvent', args: { event: 2032, data: { referer: 'limitedOffer' } } });
    expect(seen).toEqual([['paying', true], ['paid', { referer: 'limitedOffer' }], ['paying', false]]);
  });

  it("pay failure toasts the host message or 'Pay Fail', emits pay-fail, hides paying", () => {
    const { bridge, seen, appEvent } = setup();
    appEvent('payResult', { code: 1, message: 'Card declined' });
    appEvent('payResult', { code: 2 });
    expect(bridge.state().paid).toBe(false);
    expect(seen).toEqual([
      ['toast', { message: 'Card declined' }],
      ['pay-fail', { message: 'Card declined' }],
      ['paying', false],
      ['toast', { key: 'common:errors.payFail' }],
      ['pay-fail', {}],
      ['paying', false],
    ]);
  });

  it('web refresh and svga-finished (code 0 only) reach the page', () => {
    const { seen, appEvent } = setup();
    appEvent('webRefresh');
    appEvent('svgaFinished', { code: 0 });
    appEvent('svgaFinished', { code: 1 });
    expect(seen).toEqual([['refresh', undefined], ['svga-finished', { code: 0 }]]);
  });

  it('unknown shell events are logged and ignored; every event is in the log', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { bridge, seen, appEvent } = setup();
    appEvent('formatDisk', {});
    expect(seen).toEqual([]);
    expect(warn).toHaveBeenCalled();
    expect(bridge.log().at(-1)).toMatchObject({ action: 'formatDisk', outcome: 'received' });
  });

  it('dispose removes the global hook', () => {
    const { win, bridge } = setup();
    bridge.dispose();
    expect(win.__appEvent).toBeUndefined();
  });
});
