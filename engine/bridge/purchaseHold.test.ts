import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteUserGesture, resetUserGestures } from '../security/gesture';
import { androidWindow } from '@testing/engine/testWindows';
import { createBridge } from './createBridge';
import { PURCHASE_SHEET_ACTIONS, PURCHASE_SHEET_HOLD_MS } from './purchaseHold';

afterEach(() => {
  vi.restoreAllMocks();
  resetUserGestures();
});
beforeEach(() => noteUserGesture());

/** A page whose visibility the test moves (the app's sheet hides it, closing the sheet shows it again). */
function visiblePage() {
  const listeners: Array<() => void> = [];
  const doc = { visibilityState: 'visible', addEventListener: (_t: string, cb: () => void) => listeners.push(cb) };
  return { doc, show: (state: 'visible' | 'hidden') => { doc.visibilityState = state; listeners.forEach((cb) => cb()); } };
}

function appWithClock(answer?: Parameters<typeof androidWindow>[0]) {
  const { win, sent } = androidWindow(answer);
  const page = visiblePage();
  win.document = page.doc;
  let now = 1_000;
  const bridge = createBridge({ win, now: () => now });
  return { bridge, sent, page, advance: (ms: number) => void (now += ms) };
}

describe('one purchase per tap', () => {
  it.each([...PURCHASE_SHEET_ACTIONS])('10 fast taps on %s ask the app once; each tap reads the first answer', async (action) => {
    const { bridge, sent } = appWithClock();
    const results = await Promise.all(Array.from({ length: 10 }, () => bridge.call(action, {})));
    expect(sent.filter((m) => m.action === action)).toHaveLength(1);
    expect(results.every((r) => r.ok)).toBe(true);
  });

  it('the sheet may be asked for again once the user is back on the page, or once the hold has passed', async () => {
    const { bridge, sent, page, advance } = appWithClock();
    await bridge.sparkBuy({});
    await bridge.sparkBuy({});
    expect(sent.filter((m) => m.action === 'sparkBuy')).toHaveLength(1);
    page.show('hidden');
    page.show('visible');
    await bridge.sparkBuy({});
    expect(sent.filter((m) => m.action === 'sparkBuy')).toHaveLength(2);
    advance(PURCHASE_SHEET_HOLD_MS - 1);
    await bridge.sparkBuy({});
    expect(sent.filter((m) => m.action === 'sparkBuy')).toHaveLength(2);
    advance(1);
    await bridge.sparkBuy({});
    expect(sent.filter((m) => m.action === 'sparkBuy')).toHaveLength(3);
  });

  it('a sheet the app refused holds nothing; other sheets are held on their own', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let refuse = true;
    const { bridge, sent } = appWithClock((m) => (m.action === 'sparkBuy' && refuse ? { code: 5, message: 'busy' } : { code: 0 }));
    await expect(bridge.sparkBuy({})).resolves.toMatchObject({ ok: false });
    refuse = false;
    await expect(bridge.sparkBuy({})).resolves.toMatchObject({ ok: true });
    await bridge.rechargeDiamond({});
    await bridge.gameTicketBuy({});
    await bridge.rechargeDiamond({});
    expect(sent.map((m) => m.action)).toEqual(['sparkBuy', 'sparkBuy', 'rechargeDiamond', 'gameTicketBuy']);
  });

  it('a request no tap asked for is refused and does not hold the sheet for the next tap', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resetUserGestures();
    const { bridge, sent } = appWithClock();
    await expect(bridge.sparkBuy({})).resolves.toMatchObject({ ok: false, reason: 'no-gesture' });
    noteUserGesture();
    await expect(bridge.sparkBuy({})).resolves.toMatchObject({ ok: true });
    expect(sent.map((m) => m.action)).toEqual(['sparkBuy']);
  });
});
