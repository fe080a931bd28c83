import { describe, expect, it, vi } from 'vitest';
import { createPayFlow } from './createPayFlow';
import { createBridge } from '../bridge/createBridge';
import { androidWindow, browserWindow } from '../bridge/testWindows';

const product = { clientProductId: 'c1', productIdentifier: 'p1' };

function inApp() {
  const { win } = androidWindow();
  const bridge = createBridge({ win });
  return { bridge, appEvent: win.__appEvent as (n: string, p?: unknown) => void };
}

describe('pay flow', () => {
  it('P§4: pay resets the paid flag, waits for the client-paid flag, runs the success callback once and resets', async () => {
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

  it('P§4: a pay result for another referer belongs to another page and is ignored', async () => {
    const { bridge, appEvent } = inApp();
    const onSuccess = vi.fn();
    const flow = createPayFlow({ bridge, onSuccess });
    await flow.pay({ ...product, referer: 'diamondPass' });
    appEvent('payResult', { code: 0, referer: 'limitedOffer' });
    expect(flow.state().status).toBe('paying');
    appEvent('payResult', { code: 0, referer: 'diamondPass' });
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
  });

  it("P§8: a pay-fail event runs the fail callback with the host message, or 'Pay Fail'", async () => {
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

  it('P§1: in a browser the pay fails with the not-in-app message', async () => {
    const onFail = vi.fn();
    const flow = createPayFlow({ bridge: createBridge({ win: browserWindow() }), onFail });
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
});
