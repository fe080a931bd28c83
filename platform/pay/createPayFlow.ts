/**
 * The native pay flow. Only the app can pay: a purchase
 * resets the client-paid flag and shows "paying"; the host's pay result then
 * either sets the flag (the success callback runs once, with what was paid
 * for, and the flag is reset) or raises pay-fail (the fail callback runs with
 * the host message, or 'Pay Fail').
 *
 * Every payment the app was asked for stays open until a result answers it,
 * and every pay flow on the same bridge shares the page's list of open
 * payments. A result names no product, only a referer, so it answers the
 * newest open payment with the same referer (a request with a referer takes
 * only a result with that referer, one without only a result without): the
 * app shows one pay sheet at a time and answers when it closes, so a result
 * that comes after a second request is that request's, and an earlier
 * payment the app never answered is not recorded as the plan paid last. A
 * recharge paid while a pass upgrade waits is never taken as the upgrade, and
 * two payments of one flow that both complete are both recorded, each with
 * its own product. A failure that names no referer when no payment without
 * one is open ends the newest payment's wait but leaves it open: a success
 * that follows is still recorded. A pay request that leaves through the
 * bridge outside any pay flow (a `bridge` action step) is an open payment
 * without a referer.
 *
 * The wait has an end the user sees: when the page becomes visible again
 * after the app's pay sheet and no result follows within PAY_RESULT_GRACE_MS,
 * or after PAY_RESULT_TIMEOUT_MS in any case, the flow stops waiting
 * ('unanswered') and the buy button is usable again. The spec gives no such
 * limit; these are ours. The payment stays open: a result that comes late is
 * still recorded.
 */
import type { Bridge, BridgeResult } from '@engine/bridge/types';

export const PAY_FAIL_KEY = 'common:errors.payFail';
export const NOT_IN_APP_KEY = 'common:shell.bridge.notInApp';

/** Longest wait for the app's pay result before the buy button is usable again (no limit in the spec: ours). */
export const PAY_RESULT_TIMEOUT_MS = 60_000;
/** Wait for the pay result once the page is visible again after the app's pay sheet (ours as well). */
export const PAY_RESULT_GRACE_MS = 5_000;

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

/** What to show after a failure: the host's text, or a locale key. */
export type PayFailure = { message: string } | { key: string };

/**
 * What the user reads when a pay request did not reach the app: to open the app, the host's own text when it
 * refused with one, or 'Pay Fail'. A result's `detail` (the bridge's or the flow's own wording) is never shown.
 */
export function payFailureOf(res: { reason: string; message?: string }): PayFailure {
  if (res.reason === 'not-in-app') return { key: NOT_IN_APP_KEY };
  return res.message ? { message: res.message } : { key: PAY_FAIL_KEY };
}

/** What a payment asks the app for. */
export interface PayArgs {
  clientProductId: string;
  productIdentifier: string;
  referer?: string;
}

/** The part of the document the flow watches to tell the user is back from the pay sheet. */
export interface PageVisibility {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', cb: () => void): void;
  removeEventListener(type: 'visibilitychange', cb: () => void): void;
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

/** A pay request that left for the app and has no result yet. */
interface Payment {
  args: PayArgs;
  /** What the flow that asked does with the result; none for a request that left outside any pay flow. */
  answered?: (result: { ok: true } | { ok: false; failure: PayFailure }) => void;
}

/** The page's open payments, shared by every flow on one bridge (in the order asked). */
interface PageSlot {
  open: Payment[];
  /** Pay requests of flows on their way to the app (their `paying` signal is theirs, not an outside payment). */
  sending: number;
}

const pages = new WeakMap<object, PageSlot>();

/** Takes the newest open payment a result with this referer answers. */
function answer(slot: PageSlot, referer: string | undefined): Payment | undefined {
  for (let i = slot.open.length - 1; i >= 0; i--) {
    if (slot.open[i]!.args.referer === (referer || undefined)) return slot.open.splice(i, 1)[0];
  }
  return undefined;
}

function pageSlot(bridge: Pick<Bridge, 'on'>): PageSlot {
  const known = pages.get(bridge);
  if (known) return known;
  const slot: PageSlot = { open: [], sending: 0 };
  pages.set(bridge, slot);
  bridge.on('paying', (on) => {
    if (on && slot.sending === 0) slot.open.push({ args: { clientProductId: '', productIdentifier: '' } });
  });
  bridge.on('paid', (p) => answer(slot, p.referer)?.answered?.({ ok: true }));
  bridge.on('pay-fail', (p) => {
    const failed = { ok: false as const, failure: p.message ? { message: p.message } : { key: PAY_FAIL_KEY } };
    const own = answer(slot, p.referer);
    if (own) own.answered?.(failed);
    // A failure without a referer and no payment without one: the app did not say which. The newest payment
    // stops waiting (the user may try again) but stays open, so a success that follows is still recorded.
    else if (!p.referer) slot.open[slot.open.length - 1]?.answered?.(failed);
  });
  return slot;
}

export function createPayFlow(opts: PayFlowOptions): PayFlow {
  const slot = pageSlot(opts.bridge);
  const timeoutMs = opts.timeoutMs ?? PAY_RESULT_TIMEOUT_MS;
  const graceMs = opts.graceMs ?? PAY_RESULT_GRACE_MS;
  const visibility = opts.visibility ?? (typeof document === 'undefined' ? undefined : document);
  let state: PayFlowState = { status: 'idle', paid: false };
  let disposed = false;
  let timeout: ReturnType<typeof setTimeout> | undefined;
  let grace: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(s: PayFlowState) => void>();
  const set = (next: Partial<PayFlowState>) => {
    state = { ...state, ...next };
    for (const cb of [...listeners]) cb(state);
  };

  const onVisibility = () => {
    if (visibility?.visibilityState === 'visible') {
      grace ??= setTimeout(() => stopWaiting('returned'), graceMs);
    } else {
      clearTimeout(grace);
      grace = undefined;
    }
  };
  const unwatch = () => {
    clearTimeout(timeout);
    clearTimeout(grace);
    timeout = grace = undefined;
    visibility?.removeEventListener('visibilitychange', onVisibility);
  };
  const watch = () => {
    unwatch();
    timeout = setTimeout(() => stopWaiting('timeout'), timeoutMs);
    visibility?.addEventListener('visibilitychange', onVisibility);
  };
  /** This flow's latest payment while the flow waits for it (until its result, or the wait ends). */
  let waitingFor: Payment | undefined;
  /** No answer in time: the user may buy again; the payment stays open for a late result. */
  const stopWaiting = (why: 'timeout' | 'returned') => {
    unwatch();
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
      unwatch();
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
      if (slot.open.includes(payment)) watch();
      return res;
    },
    state: () => state,
    subscribe(cb) {
      listeners.add(cb);
      return () => {
        listeners.delete(cb);
      };
    },
    dispose() {
      disposed = true;
      unwatch();
      listeners.clear();
    },
  };
}
