/**
 * The upgrade flow (P§4, P§5): only the app can pay; the page asks the app to
 * pay for the chosen plan, and when the app reports a successful payment with
 * our referer the purchase is recorded (buyCard) and the pass reloads. One
 * purchase at a time: taps while one is under way do nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { isApiError, isNetworkError, useApiMutation, useBridge, useT, useToast } from '@engine';
import type { PassPlan } from './schema';

export interface PassUpgrade {
  /** True from the tap until the purchase is recorded or has failed. */
  busy: boolean;
  buy(plan: PassPlan): Promise<void>;
}

export function usePassUpgrade(opts: { referer: string; buyPath: string; onDone: () => void }): PassUpgrade {
  const t = useT();
  const toast = useToast();
  const bridge = useBridge();
  const write = useApiMutation<unknown>({ money: true });
  const pending = useRef<PassPlan | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const latest = useRef({ opts, write, toast, t });
  latest.current = { opts, write, toast, t };

  const finish = () => {
    pending.current = undefined;
    setBusy(false);
  };

  useEffect(() => {
    const offPaid = bridge.on('paid', (p) => {
      const plan = pending.current;
      const { opts: o, write: w, toast: show, t: tr } = latest.current;
      if (!plan || (p.referer !== undefined && p.referer !== o.referer)) return;
      w.mutate({ path: o.buyPath, method: 'POST', body: { subscriptionType: plan.type } })
        .then(() => show('common:widgets.diamond-pass.upgraded'))
        .catch((err: unknown) => show(isNetworkError(err) ? tr('common:errors.network') : isApiError(err) && err.message ? err.message : tr('common:errors.generic')))
        .finally(() => {
          finish();
          latest.current.opts.onDone();
        });
    });
    // The shell already shows the host's failure message; the purchase is over.
    const offFail = bridge.on('pay-fail', () => finish());
    return () => {
      offPaid();
      offFail();
    };
  }, [bridge]);

  const buy = async (plan: PassPlan) => {
    if (pending.current) return;
    if (!bridge.inApp) {
      toast('common:widgets.diamond-pass.notInApp');
      return;
    }
    pending.current = plan;
    setBusy(true);
    const res = await bridge.pay({ clientProductId: plan.clientProductId, productIdentifier: plan.productIdentifier, referer: opts.referer });
    if (!res.ok) {
      toast(res.reason === 'not-in-app' ? 'common:widgets.diamond-pass.notInApp' : res.message ?? 'common:errors.payFail');
      finish();
    }
  };

  return { busy: busy || write.pending, buy };
}
