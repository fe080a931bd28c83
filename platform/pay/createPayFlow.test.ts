import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from '@engine/bridge/createBridge';
import { androidWindow, browserWindow } from '@testing/engine/testWindows';
import { byUser, fakeVisibility, inApp, product } from '@testing/platform/payFlowFixtures';
import { createPayFlow, payFailureOf, PAY_RESULT_TIMEOUT_MS } from './createPayFlow';

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
