/**
 * The native pay flow (P§4, P§8): a purchase resets the client-paid flag and
 * shows "paying"; the host's pay result then either sets the flag (the
 * success callback runs once and the flag is reset) or raises pay-fail (the
 * fail callback runs with the host message, or 'Pay Fail').
 */
import type { Bridge, BridgeResult } from '../bridge/types';

export const PAY_FAIL_KEY = 'common:errors.payFail';
export const NOT_IN_APP_KEY = 'common:shell.bridge.notInApp';

export type PayStatus = 'idle' | 'paying' | 'failed';

export interface PayFlowState {
  status: PayStatus;
  /** Client-paid flag: set by a successful pay result, reset when the success callback has run. */
  paid: boolean;
}

/** What to show after a failure: the host's text, or a locale key. */
export type PayFailure = { message: string } | { key: string };

export interface PayFlowOptions {
  bridge: Pick<Bridge, 'pay' | 'on'>;
  onSuccess?: () => void | Promise<void>;
  onFail?: (failure: PayFailure) => void;
}

export interface PayFlow {
  pay(args: { clientProductId: string; productIdentifier: string; referer?: string }): Promise<BridgeResult>;
  state(): PayFlowState;
  subscribe(cb: (state: PayFlowState) => void): () => void;
  dispose(): void;
}

export function createPayFlow(opts: PayFlowOptions): PayFlow {
  let state: PayFlowState = { status: 'idle', paid: false };
  /** Referer of the purchase under way: a pay result for another referer belongs to another flow. */
  let referer: string | undefined;
  const listeners = new Set<(s: PayFlowState) => void>();
  const set = (next: Partial<PayFlowState>) => {
    state = { ...state, ...next };
    for (const cb of [...listeners]) cb(state);
  };
  const fail = (failure: PayFailure) => {
    set({ status: 'failed', paid: false });
    opts.onFail?.(failure);
  };

  const offPaid = opts.bridge.on('paid', (p) => {
    if (state.status !== 'paying') return;
    if (p.referer !== undefined && referer !== undefined && p.referer !== referer) return;
    set({ paid: true });
    void Promise.resolve()
      .then(() => opts.onSuccess?.())
      .catch((err: unknown) => console.error('[payments] success callback failed', err))
      .finally(() => set({ status: 'idle', paid: false }));
  });
  const offFail = opts.bridge.on('pay-fail', (p) => {
    if (state.status !== 'paying') return;
    fail(p.message ? { message: p.message } : { key: PAY_FAIL_KEY });
  });

  return {
    async pay(args) {
      if (state.status === 'paying') return { ok: false, reason: 'failed', message: 'a payment is already in progress' };
      referer = args.referer;
      set({ status: 'paying', paid: false });
      const res = await opts.bridge.pay(args);
      if (!res.ok) fail(res.reason === 'not-in-app' ? { key: NOT_IN_APP_KEY } : res.message ? { message: res.message } : { key: PAY_FAIL_KEY });
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
      offPaid();
      offFail();
      listeners.clear();
    },
  };
}
