import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPayFlow, payFailureOf, PAY_RESULT_GRACE_MS, PAY_RESULT_TIMEOUT_MS, type PageVisibility } from './createPayFlow';
import { createBridge } from '@engine/bridge/createBridge';
import { androidWindow, browserWindow } from '@engine/testing/testWindows';

/** The payments here were asked for by a user's tap (the bridge's tap gate has its own tests). */
const byUser = () => true;

const product = { clientProductId: 'c1', productIdentifier: 'p1' };

function inApp() {
  const { win, sent } = androidWindow();
  const bridge = createBridge({ win, mayActForUser: byUser });
  return { bridge, sent, appEvent: win.__appEvent as (n: string, p?: unknown) => void };
}

/** A page whose visibility the test switches, as the app's pay sheet covers and uncovers it. */
function fakeVisibility() {
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

afterEach(() => {
  vi.useRealTimers();
});

describe('pay flow', () => {
  it('pay resets the paid flag, waits for the client-paid flag, runs the success callback once and resets', async () => {
    const { bridge, appEvent } = inApp();
    const onSuccess = vi.fn();
    const flow = createPayFlow({ bridge, onSuccess });
    const states: string[] = [];
    flow.subscribe((s) => states.push(`${s.status}/${s.paid}`));
    await flow.pay(product);
    expect(flow.state()).toEqual({ status: 'paying', paid: false });
    expect(onSuccess).not.toHaveBeenCalled();
    appEvent('payResult', { code: 0 });
    await vi.waitFor(() => expect(flow.state()).toEqual({ status: 'idle', paid: false }));
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(states).toEqual(['paying/false', 'paying/true', 'idle/false']);
    appEvent('payResult', { code: 0 });
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('a pay result for another referer belongs to another page and is ignored', async () => {
    const { bridge, appEvent } = inApp();
    const onSuccess = vi.fn();
    const flow = createPayFlow({ bridge, onSuccess });
    await flow.pay({ ...product, referer: 'diamondPass' });
    appEvent('payResult', { code: 0, referer: 'limitedOffer' });
    expect(flow.state().status).toBe('paying');
    appEvent('payResult', { code: 0, referer: 'diamondPass' });
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
  });

  it("a pay-fail event runs the fail callback with the host message, or 'Pay Fail'", async () => {
    const { bridge, appEvent } = inApp();
    const onFail = vi.fn();
    const flow = createPayFlow({ bridge, onFail });
    await flow.pay(product);
    appEvent('payResult', { code: 1, message: 'Declined' });
    expect(onFail).toHaveBeenLastCalledWith({ message: 'Declined' });
    expect(flow.state().status).toBe('failed');
    await flow.pay(product);
    appEvent('payResult', { code: 1 });
    expect(onFail).toHaveBeenLastCalledWith({ key: 'common:errors.payFail' });
  });

  it('in a browser the pay fails with the not-in-app message', async () => {
    const onFail = vi.fn();
    const flow = createPayFlow({ bridge: createBridge({ win: browserWindow(), mayActForUser: byUser }), onFail });
    await expect(flow.pay(product)).resolves.toMatchObject({ ok: false, reason: 'not-in-app' });
    expect(onFail).toHaveBeenCalledWith({ key: 'common:shell.bridge.notInApp' });
  });

  it('a second pay while one is in progress is refused', async () => {
    const { bridge } = inApp();
    const pay = vi.spyOn(bridge, 'pay');
    const flow = createPayFlow({ bridge });
    await flow.pay(product);
    await expect(flow.pay(product)).resolves.toMatchObject({ ok: false });
    expect(pay).toHaveBeenCalledOnce();
    flow.dispose();
  });

  it("the flow's own refusals (in progress, closed) carry no text for the user: what the user reads is a locale key", async () => {
    const { bridge } = inApp();
    const flow = createPayFlow({ bridge });
    await flow.pay(product);
    const busy = await flow.pay(product);
    expect(busy).toMatchObject({ ok: false, reason: 'failed', detail: 'a payment is already in progress' });
    expect(busy).not.toHaveProperty('message');
    flow.dispose();
    const closed = await flow.pay(product);
    expect(closed).toMatchObject({ ok: false, detail: 'the pay flow is closed' });
    expect(closed).not.toHaveProperty('message');
    expect(payFailureOf(busy as { reason: string })).toEqual({ key: 'common:errors.payFail' });
    expect(payFailureOf(closed as { reason: string })).toEqual({ key: 'common:errors.payFail' });
  });

  it("a pay request the app does not answer, or answers with a thrown error, fails with 'Pay Fail' at once", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const call of [() => null, () => 'garbage', () => {
      throw new Error('Java exception was raised during method invocation');
    }]) {
      const { win } = androidWindow();
      (win.AppBridge as { call: unknown }).call = call;
      const onFail = vi.fn();
      const flow = createPayFlow({ bridge: createBridge({ win, mayActForUser: byUser }), onFail });
      const res = await flow.pay(product);
      expect(res).toMatchObject({ ok: false, reason: 'failed' });
      expect(res).not.toHaveProperty('message');
      expect(onFail).toHaveBeenCalledWith({ key: 'common:errors.payFail' });
      expect(flow.state().status).toBe('failed');
    }
  });

  it('the pass upgrade and a recharge on one page: each result answers its own payment', async () => {
    const { bridge, appEvent } = inApp();
    const upgraded = vi.fn();
    const recharged = vi.fn();
    const upgrade = createPayFlow({ bridge, onSuccess: upgraded });
    const recharge = createPayFlow({ bridge, onSuccess: recharged });
    await upgrade.pay({ ...product, referer: 'diamondPass' });
    appEvent('payResult', { code: 0 });
    await Promise.resolve();
    expect(upgraded).not.toHaveBeenCalled();
    expect(upgrade.state().status).toBe('paying');
    // A recharge while the upgrade waits: its result (no referer) is the recharge's, never the upgrade's.
    await recharge.pay({ clientProductId: 'c60', productIdentifier: 'gem.60' });
    appEvent('payResult', { code: 0 });
    await vi.waitFor(() => expect(recharged).toHaveBeenCalledWith({ clientProductId: 'c60', productIdentifier: 'gem.60' }));
    expect(upgraded).not.toHaveBeenCalled();
    expect(upgrade.state().status).toBe('paying');
    appEvent('payResult', { code: 0, referer: 'diamondPass' });
    await vi.waitFor(() => expect(upgraded).toHaveBeenCalledWith({ ...product, referer: 'diamondPass' }));
    expect(recharged).toHaveBeenCalledOnce();
  });

  it("a failure of another payment, late, does not cancel the waiting upgrade; the upgrade's success is taken", async () => {
    const { bridge, appEvent } = inApp();
    const upgraded = vi.fn();
    const upgradeFailed = vi.fn();
    const rechargeFailed = vi.fn();
    const recharge = createPayFlow({ bridge, onFail: rechargeFailed });
    const upgrade = createPayFlow({ bridge, onSuccess: upgraded, onFail: upgradeFailed });
    await recharge.pay({ clientProductId: 'c60', productIdentifier: 'gem.60' });
    await upgrade.pay({ ...product, referer: 'diamondPass' });
    appEvent('payResult', { code: -1, message: 'Payment cancelled' });
    await Promise.resolve();
    expect(rechargeFailed).toHaveBeenCalledWith({ message: 'Payment cancelled' });
    expect(upgradeFailed).not.toHaveBeenCalled();
    expect(upgrade.state().status).toBe('paying');
    appEvent('payResult', { code: 0, referer: 'diamondPass' });
    await vi.waitFor(() => expect(upgraded).toHaveBeenCalledOnce());
  });

  it('a failure that names no payment ends the wait, but a success that follows is still recorded', async () => {
    const { bridge, appEvent } = inApp();
    const onSuccess = vi.fn();
    const onFail = vi.fn();
    const flow = createPayFlow({ bridge, onSuccess, onFail });
    await flow.pay({ ...product, referer: 'diamondPass' });
    appEvent('payResult', { code: -1 });
    expect(onFail).toHaveBeenCalledWith({ key: 'common:errors.payFail' });
    expect(flow.state().status).toBe('failed');
    appEvent('payResult', { code: 0, referer: 'diamondPass' });
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
  });

  it('a result with a referer does not answer a payment asked without one', async () => {
    const { bridge, appEvent } = inApp();
    const onSuccess = vi.fn();
    const flow = createPayFlow({ bridge, onSuccess });
    await flow.pay(product);
    appEvent('payResult', { code: 0, referer: 'diamondPass' });
    // A result that answers a payment marks it paid there and then; this one answered nothing.
    expect(flow.state()).toEqual({ status: 'paying', paid: false });
    // The result meant for it is what answers it, once.
    appEvent('payResult', { code: 0 });
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ clientProductId: product.clientProductId }));
  });

  it('a pay request sent outside any pay flow (a bridge action step) takes the result meant for it', async () => {
    const { bridge, appEvent, sent } = inApp();
    const onSuccess = vi.fn();
    const flow = createPayFlow({ bridge, onSuccess });
    await flow.pay({ ...product, referer: 'diamondPass' });
    await bridge.pay({ clientProductId: 'c60', productIdentifier: 'gem.60' });
    expect(sent.filter((m) => m.action === 'pay')).toHaveLength(2);
    appEvent('payResult', { code: 0 });
    // That result answered the outside request: the flow's own payment is not marked paid.
    expect(flow.state()).toEqual({ status: 'paying', paid: false });
    appEvent('payResult', { code: 0, referer: 'diamondPass' });
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ referer: 'diamondPass' }));
  });

  it('paying again after an unanswered wait: the one result that comes is the plan paid last; a second is the first plan', async () => {
    vi.useFakeTimers();
    const { bridge, appEvent, sent } = inApp();
    const onSuccess = vi.fn();
    const onUnanswered = vi.fn();
    const flow = createPayFlow({ bridge, onSuccess, onUnanswered, visibility: fakeVisibility() });
    const monthly = { clientProductId: 'monthly', productIdentifier: 'pass.monthly', referer: 'diamondPass' };
    const annual = { clientProductId: 'annual', productIdentifier: 'pass.annual', referer: 'diamondPass' };
    await flow.pay(monthly);
    await vi.advanceTimersByTimeAsync(PAY_RESULT_TIMEOUT_MS);
    expect(flow.state().status).toBe('unanswered');
    await flow.pay(annual);
    expect(onUnanswered).toHaveBeenCalledTimes(1);
    expect(sent.filter((m) => m.action === 'pay')).toHaveLength(2);
    // The app shows one pay sheet at a time: the result after the second request answers the annual plan.
    appEvent('payResult', { code: 0, referer: 'diamondPass' });
    await vi.advanceTimersByTimeAsync(0);
    expect(onSuccess).toHaveBeenNthCalledWith(1, annual);
    expect(flow.state().status).toBe('idle');
    // A second success (the monthly sheet was paid too, its result late): recorded as well, as the monthly plan.
    appEvent('payResult', { code: 0, referer: 'diamondPass' });
    await vi.advanceTimersByTimeAsync(0);
    expect(onSuccess).toHaveBeenNthCalledWith(2, monthly);
    expect(flow.state()).toEqual({ status: 'idle', paid: false });
    // No third result is taken: nothing else is open.
    appEvent('payResult', { code: 0, referer: 'diamondPass' });
    await vi.advanceTimersByTimeAsync(0);
    expect(onSuccess).toHaveBeenCalledTimes(2);
  });

  it(`no pay result: the wait ends after ${PAY_RESULT_TIMEOUT_MS / 1000} s and the user can pay again`, async () => {
    vi.useFakeTimers();
    const { bridge, sent } = inApp();
    const onUnanswered = vi.fn();
    const flow = createPayFlow({ bridge, onUnanswered, visibility: fakeVisibility() });
    await flow.pay(product);
    await vi.advanceTimersByTimeAsync(PAY_RESULT_TIMEOUT_MS - 1);
    expect(flow.state().status).toBe('paying');
    await expect(flow.pay(product)).resolves.toMatchObject({ ok: false });
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.state()).toEqual({ status: 'unanswered', paid: false });
    expect(onUnanswered).toHaveBeenCalledWith('timeout');
    await expect(flow.pay(product)).resolves.toMatchObject({ ok: true });
    expect(sent.filter((m) => m.action === 'pay')).toHaveLength(2);
  });

  it('back from the pay sheet without a result: the wait ends after the grace period', async () => {
    vi.useFakeTimers();
    const { bridge } = inApp();
    const page = fakeVisibility();
    const onUnanswered = vi.fn();
    const flow = createPayFlow({ bridge, onUnanswered, visibility: page });
    await flow.pay(product);
    page.set('hidden');
    await vi.advanceTimersByTimeAsync(PAY_RESULT_GRACE_MS * 2);
    expect(flow.state().status).toBe('paying');
    page.set('visible');
    await vi.advanceTimersByTimeAsync(PAY_RESULT_GRACE_MS - 1);
    expect(flow.state().status).toBe('paying');
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.state().status).toBe('unanswered');
    expect(onUnanswered).toHaveBeenCalledWith('returned');
    expect(page.listeners()).toBe(0);
  });

  it('a result arriving within the grace period completes the payment as usual', async () => {
    vi.useFakeTimers();
    const { bridge, appEvent } = inApp();
    const page = fakeVisibility();
    const onSuccess = vi.fn();
    const onUnanswered = vi.fn();
    const flow = createPayFlow({ bridge, onSuccess, onUnanswered, visibility: page });
    await flow.pay({ ...product, referer: 'diamondPass' });
    page.set('hidden');
    page.set('visible');
    await vi.advanceTimersByTimeAsync(PAY_RESULT_GRACE_MS - 100);
    appEvent('payResult', { code: 0, referer: 'diamondPass' });
    await vi.advanceTimersByTimeAsync(PAY_RESULT_TIMEOUT_MS);
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(onUnanswered).not.toHaveBeenCalled();
    expect(flow.state().status).toBe('idle');
  });

  it('a late result for an unanswered payment is still taken, once', async () => {
    vi.useFakeTimers();
    const { bridge, appEvent } = inApp();
    const onSuccess = vi.fn();
    const flow = createPayFlow({ bridge, onSuccess, visibility: fakeVisibility() });
    await flow.pay({ ...product, referer: 'diamondPass' });
    await vi.advanceTimersByTimeAsync(PAY_RESULT_TIMEOUT_MS);
    expect(flow.state().status).toBe('unanswered');
    appEvent('payResult', { code: 0, referer: 'diamondPass' });
    appEvent('payResult', { code: 0, referer: 'diamondPass' });
    await vi.advanceTimersByTimeAsync(0);
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(flow.state().status).toBe('idle');
  });

  it('a disposed flow stops waiting and runs no callback', async () => {
    vi.useFakeTimers();
    const { bridge, appEvent } = inApp();
    const page = fakeVisibility();
    const onSuccess = vi.fn();
    const onUnanswered = vi.fn();
    const flow = createPayFlow({ bridge, onSuccess, onUnanswered, visibility: page });
    await flow.pay(product);
    flow.dispose();
    expect(page.listeners()).toBe(0);
    appEvent('payResult', { code: 0 });
    await vi.advanceTimersByTimeAsync(PAY_RESULT_TIMEOUT_MS);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onUnanswered).not.toHaveBeenCalled();
  });
});
