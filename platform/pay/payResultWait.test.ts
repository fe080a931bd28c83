import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeVisibility, inApp, product } from '@testing/platform/payFlowFixtures';
import { createPayFlow } from './createPayFlow';
import { PAY_RESULT_GRACE_MS, PAY_RESULT_TIMEOUT_MS } from './payResultWait';

afterEach(() => {
  vi.useRealTimers();
});

describe('the end of the wait for a pay result', () => {
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
});
