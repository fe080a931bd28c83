/**
 * The native pay flow. Only the app can pay: a purchase resets the client-paid flag and shows "paying"; the host's
 * pay result then either sets the flag (the success callback runs once, with what was paid for, and the flag is
 * reset) or raises pay-fail (the fail callback runs with the host message, or 'Pay Fail').
 *
 * A result answers one of the page's open payments (platform/pay/openPayments.ts), so a recharge paid while a pass
 * upgrade waits is never taken as the upgrade, and two payments of one flow that both complete are both recorded,
 * each with its own product.
 *
 * The wait has an end the user sees (platform/pay/payResultWait.ts): then the flow stops waiting ('unanswered')
 * and the buy button is usable again. The payment stays open: a result that comes late is still recorded.
 */
import type { Bridge, BridgeResult } from '@engine/bridge/types';
import { createListeners } from '@engine/utils/listeners';
import { PAY_FAIL_KEY, pageSlot, type PayArgs, type PayFailure, type Payment } from './openPayments';
import { createResultWait, PAY_RESULT_GRACE_MS, PAY_RESULT_TIMEOUT_MS, type PageVisibility } from './payResultWait';

export { PAY_FAIL_KEY, type PayArgs, type PayFailure } from './openPayments';
export { PAY_RESULT_GRACE_MS, PAY_RESULT_TIMEOUT_MS, type PageVisibility } from './payResultWait';
export const NOT_IN_APP_KEY = 'common:shell.bridge.notInApp';

/**
 * idle: nothing asked, or the last payment is done. paying: waiting for the app's result.
 * failed: the app (or the bridge) refused the payment. unanswered: the wait ended without a result.
 */
export type PayStatus = 'idle' | 'paying' | 'failed' | 'unanswered';

export interface PayFlowState {
  status: PayStatus;
  /** Client-paid flag: set by a successful pay result, reset when the success callback has run. */
  paid: boolean;
}

/**
 * What the user reads when a pay request did not reach the app: to open the app, the host's own text when it
 * refused with one, or 'Pay Fail'. A result's `detail` (the bridge's or the flow's own wording) is never shown.
 */
export function payFailureOf(res: { reason: string; message?: string }): PayFailure {
  if (res.reason === 'not-in-app') return { key: NOT_IN_APP_KEY };
  return res.message ? { message: res.message } : { key: PAY_FAIL_KEY };
}

export interface PayFlowOptions {
  bridge: Pick<Bridge, 'pay' | 'on'>;
  /** The app took a payment of this flow: `paid` is what it was asked for. */
  onSuccess?: (paid: PayArgs) => void | Promise<void>;
  onFail?: (failure: PayFailure) => void;
  /** The wait ended without an answer; the user may try again. */
  onUnanswered?: (why: 'timeout' | 'returned') => void;
  /** Defaults: PAY_RESULT_TIMEOUT_MS, PAY_RESULT_GRACE_MS and the page's document. */
  timeoutMs?: number;
  graceMs?: number;
  visibility?: PageVisibility;
}

export interface PayFlow {
  pay(args: PayArgs): Promise<BridgeResult>;
  state(): PayFlowState;
  subscribe(cb: (state: PayFlowState) => void): () => void;
  dispose(): void;
}

export function createPayFlow(opts: PayFlowOptions): PayFlow {
  const slot = pageSlot(opts.bridge);
  const timeoutMs = opts.timeoutMs ?? PAY_RESULT_TIMEOUT_MS;
  const graceMs = opts.graceMs ?? PAY_RESULT_GRACE_MS;
  const visibility = opts.visibility ?? (typeof document === 'undefined' ? undefined : document);
  let state: PayFlowState = { status: 'idle', paid: false };
  let disposed = false;
  const listeners = createListeners<[PayFlowState]>();
  const set = (next: Partial<PayFlowState>) => {
    state = { ...state, ...next };
    listeners.emit(state);
  };
  const wait = createResultWait({ timeoutMs, graceMs, visibility, ended: (why) => stopWaiting(why) });
  /** This flow's latest payment while the flow waits for it (until its result, or the wait ends). */
  let waitingFor: Payment | undefined;
  /** No answer in time: the user may buy again; the payment stays open for a late result. */
  const stopWaiting = (why: 'timeout' | 'returned') => {
    wait.unwatch();
    waitingFor = undefined;
    if (disposed || state.status !== 'paying') return;
    set({ status: 'unanswered' });
    opts.onUnanswered?.(why);
  };
  /** The result of one of this flow's payments, whenever it comes. */
  const settle = (payment: Payment, result: { ok: true } | { ok: false; failure: PayFailure }) => {
    if (disposed) return;
    const awaited = payment === waitingFor;
    if (awaited) {
      wait.unwatch();
      waitingFor = undefined;
    }
    if (!result.ok) {
      if (awaited) set({ status: 'failed', paid: false });
      opts.onFail?.(result.failure);
      return;
    }
    set({ status: 'paying', paid: true });
    void Promise.resolve()
      .then(() => opts.onSuccess?.(payment.args))
      .catch((err: unknown) => console.error('[payments] success callback failed', err))
      // A newer payment of this flow may still be waiting: it keeps the flow paying.
      .finally(() => set({ status: waitingFor ? 'paying' : 'idle', paid: false }));
  };

  return {
    async pay(args) {
      if (disposed) return { ok: false, reason: 'failed', detail: 'the pay flow is closed' };
      // A double tap asks the app once: this flow's payment is still waiting (or being recorded).
      if (state.status === 'paying') return { ok: false, reason: 'failed', detail: 'a payment is already in progress' };
      const payment: Payment = { args: { ...args, referer: args.referer || undefined } };
      payment.answered = (result) => settle(payment, result);
      slot.open.push(payment);
      waitingFor = payment;
      set({ status: 'paying', paid: false });
      let res: BridgeResult;
      slot.sending += 1;
      try {
        res = await opts.bridge.pay(args);
      } catch (err) {
        // The bridge's own error text is not for the user: the failure shows 'Pay Fail'.
        console.error('[payments] pay request failed', err);
        res = { ok: false, reason: 'failed' };
      } finally {
        slot.sending -= 1;
      }
      if (!res.ok) {
        // Never reached the app: nothing to wait for.
        const i = slot.open.indexOf(payment);
        if (i >= 0) {
          slot.open.splice(i, 1);
          settle(payment, { ok: false, failure: payFailureOf(res) });
        }
        return res;
      }
      if (slot.open.includes(payment)) wait.watch();
      return res;
    },
    state: () => state,
    subscribe: listeners.add,
    dispose() {
      disposed = true;
      wait.unwatch();
      listeners.clear();
    },
  };
}
