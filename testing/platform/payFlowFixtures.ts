/**
 * The pay flow's test fixtures: a product, a bridge inside the Android app whose app events the test raises
 * (every payment asked for by a user's tap: the bridge's tap gate has its own tests), and a page whose visibility
 * the test switches.
 */
import { createBridge } from '@engine/bridge/createBridge';
import { androidWindow } from '../engine/testWindows';
import type { PageVisibility } from '@platform/pay/payResultWait';

/** The payments here were asked for by a user's tap (the bridge's tap gate has its own tests). */
export const byUser = () => true;

export const product = { clientProductId: 'c1', productIdentifier: 'p1' };

/** A bridge inside the Android app: the messages it sent, and the app's events raised by hand. */
export function inApp() {
  const { win, sent } = androidWindow();
  const bridge = createBridge({ win, mayActForUser: byUser });
  return { bridge, sent, appEvent: win.__appEvent as (n: string, p?: unknown) => void };
}

/** A page whose visibility the test switches, as the app's pay sheet covers and uncovers it. */
export function fakeVisibility() {
  const cbs = new Set<() => void>();
  const page = {
    visibilityState: 'visible',
    addEventListener: (_: 'visibilitychange', cb: () => void) => void cbs.add(cb),
    removeEventListener: (_: 'visibilitychange', cb: () => void) => void cbs.delete(cb),
    set(v: 'visible' | 'hidden') {
      page.visibilityState = v;
      for (const cb of [...cbs]) cb();
    },
    listeners: () => cbs.size,
  };
  return page satisfies PageVisibility;
}
