import { describe, expect, it, vi } from 'vitest';
import { inApp, product } from '@testing/platform/payFlowFixtures';
import { createPayFlow } from './createPayFlow';

describe('pay results and the open payments they answer', () => {
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
});
