/**
 * The native pay flow (P§4, P§6, P§8). Only the app can pay: a purchase
 * resets the client-paid flag and shows "paying"; the host's pay result then
 * either sets the flag (the success callback runs once and the flag is reset)
 * or raises pay-fail (the fail callback runs with the host message, or
 * 'Pay Fail').
 *
 * One payment at a time per page: every pay flow on the same bridge shares
 * the page's payment slot. A new pay request supersedes the one still waiting
 * (the last thing the user asked to buy wins); a superseded payment never
 * completes, whatever the app answers later. A pay request that leaves through
 * the bridge outside any pay flow (e.g. a `bridge` action step) supersedes it
 * too.
 *
 * A pay result answers the page's latest payment only, and only when its
 * referer is that payment's: a payment asked with a referer takes only a
 * result with the same referer, one asked without takes only a result without
 * (a recharge paid without a referer is never taken as a pass upgrade). The
 * host's pay-fail carries no referer; it ends the latest payment's wait (a
 * failure charges nothing, the user may simply try again).
 *
 * The wait has an end the user sees: when the page becomes visible again
 * after the app's pay sheet and no result follows within
 * PAY_RESULT_GRACE_MS, or after PAY_RESULT_TIMEOUT_MS in any case, the flow
 * stops waiting ('unanswered') and the buy button is usable again. The spec
 * gives no such limit; these are ours. An unanswered payment that the app
 * confirms late is still completed, as long as no other payment has started
 * on the page since: a payment the app took is never dropped for lateness.
 */
import type { Bridge, BridgeResult } from '../bridge/types';

export const PAY_FAIL_KEY = 'common:errors.payFail';
export const NOT_IN_APP_KEY = 'common:shell.bridge.notInApp';

/** Longest wait for the app's pay result before the buy button is usable again (no limit in the spec: ours). */
export const PAY_RESULT_TIMEOUT_MS = 60_000;
/** Wait for the pay result once the page is visible again after the app's pay sheet (ours as well). */
export const PAY_RESULT_GRACE_MS = 5_000;

/**
 * idle: nothing asked, or the last payment is done. paying: waiting for the app's result.
 * failed: the app (or the bridge) refused the payment. unanswered: the wait ended without a result.
 * superseded: another payment on the page took over; this one never completes.
 */
export type PayStatus = 'idle' | 'paying' | 'failed' | 'unanswered' | 'superseded';

export interface PayFlowState {
  status: PayStatus;
  /** Client-paid flag: set by a successful pay result, reset when the success callback has run. */
  paid: boolean;
}

/** What to show after a failure: the host's text, or a locale key. */
export type PayFailure = { message: string } | { key: string };

/** The part of the document the flow watches to tell the user is back from the pay sheet. */
export interface PageVisibility {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', cb: () => void): void;
  removeEventListener(type: 'visibilitychange', cb: () => void): void;
}

export interface PayFlowOptions {
  bridge: Pick<Bridge, 'pay' | 'on'>;
  onSuccess?: () => void | Promise<void>;
  onFail?: (failure: PayFailure) => void;
  /** The wait ended without an answer (the user may try again), or another payment took over. */
  onUnanswered?: (why: 'timeout' | 'returned' | 'superseded') => void;
  /** Defaults: PAY_RESULT_TIMEOUT_MS, PAY_RESULT_GRACE_MS and the page's document. */
  timeoutMs?: number;
  graceMs?: number;
  visibility?: PageVisibility;
}

export interface PayFlow {
  pay(args: { clientProductId: string; productIdentifier: string; referer?: string }): Promise<BridgeResult>;
  state(): PayFlowState;
  subscribe(cb: (state: PayFlowState) => void): () => void;
  dispose(): void;
}

/** The flow side of a payment: what the page slot tells it. */
interface PaymentOwner {
  succeeded(): void;
  failed(failure: PayFailure): void;
  superseded(): void;
}

/** A pay request that left for the app. */
interface Payment {
  referer: string | undefined;
  /** The flow that asked; none for a request that left outside any pay flow. */
  owner?: PaymentOwner;
  /** Still answerable: no result, failure or newer payment yet. */
  open: boolean;
}

/** The page's payment slot, shared by every flow on one bridge. */
interface PageSlot {
  latest?: Payment;
  /** Pay requests of flows on their way to the app (their `paying` signal is theirs, not an outside payment). */
  sending: number;
}

const pages = new WeakMap<object, PageSlot>();

/** Makes `next` the page's latest payment; the one it replaces, if still open, never completes. */
function take(slot: PageSlot, next: Payment): void {
  const prev = slot.latest;
  slot.latest = next;
  if (prev && prev !== next && prev.open) {
    prev.open = false;
    // A flow replacing its own unanswered payment is simply paying again.
    if (prev.owner !== next.owner) prev.owner?.superseded();
  }
}

function pageSlot(bridge: Pick<Bridge, 'on'>): PageSlot {
  const known = pages.get(bridge);
  if (known) return known;
  const slot: PageSlot = { sending: 0 };
  pages.set(bridge, slot);
  bridge.on('paying', (on) => {
    if (on && slot.sending === 0) take(slot, { referer: undefined, open: true });
  });
  bridge.on('paid', (p) => {
    const payment = slot.latest;
    if (!payment?.open || !payment.owner) return;
    if ((p.referer || undefined) !== payment.referer) return;
    payment.open = false;
    payment.owner.succeeded();
  });
  bridge.on('pay-fail', (p) => {
    const payment = slot.latest;
    if (!payment?.open) return;
    payment.open = false;
    payment.owner?.failed(p.message ? { message: p.message } : { key: PAY_FAIL_KEY });
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
      if (grace === undefined) grace = setTimeout(() => stopWaiting('returned'), graceMs);
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
  /** No answer in time: the user may buy again; the payment stays answerable until another one starts. */
  const stopWaiting = (why: 'timeout' | 'returned') => {
    unwatch();
    if (disposed || state.status !== 'paying') return;
    set({ status: 'unanswered' });
    opts.onUnanswered?.(why);
  };

  const owner: PaymentOwner = {
    succeeded() {
      unwatch();
      if (disposed) return;
      set({ status: 'paying', paid: true });
      void Promise.resolve()
        .then(() => opts.onSuccess?.())
        .catch((err: unknown) => console.error('[payments] success callback failed', err))
        .finally(() => set({ status: 'idle', paid: false }));
    },
    failed(failure) {
      unwatch();
      if (disposed) return;
      set({ status: 'failed', paid: false });
      opts.onFail?.(failure);
    },
    superseded() {
      unwatch();
      if (disposed) return;
      set({ status: 'superseded', paid: false });
      opts.onUnanswered?.('superseded');
    },
  };
  /** The payment this flow asked for last. */
  let mine: Payment | undefined;

  return {
    async pay(args) {
      if (disposed) return { ok: false, reason: 'failed', message: 'the pay flow is closed' };
      // A double tap asks the app once: this flow's payment is still waiting (or being recorded).
      if (state.status === 'paying') return { ok: false, reason: 'failed', message: 'a payment is already in progress' };
      const payment: Payment = { referer: args.referer || undefined, owner, open: true };
      mine = payment;
      take(slot, payment);
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
      // Superseded, or already answered, while the request was on its way.
      if (!payment.open || mine !== payment) return res;
      if (!res.ok) {
        payment.open = false;
        owner.failed(res.reason === 'not-in-app' ? { key: NOT_IN_APP_KEY } : res.message ? { message: res.message } : { key: PAY_FAIL_KEY });
        return res;
      }
      watch();
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
