/**
 * The upgrade flow (P§4, P§5): only the app can pay; the page asks the app to
 * pay for the chosen plan, and when the app reports a successful payment with
 * our referer the purchase is recorded (buyCard) and the pass reloads. One
 * purchase at a time: taps while one is under way do nothing.
 */
import { useRef } from 'react';
import { isApiError, isNetworkError, useApiMutation, useBridge, useNativePay, useT, useToast } from '@engine';
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

  const record = async () => {
    const plan = pending.current;
    if (!plan) return;
    try {
      await write.mutate({ path: opts.buyPath, method: 'POST', body: { subscriptionType: plan.type } });
      toast('common:widgets.diamond-pass.upgraded');
    } catch (err) {
      toast(isNetworkError(err) ? t('common:errors.network') : isApiError(err) && err.message ? err.message : t('common:errors.generic'));
    } finally {
      pending.current = undefined;
      opts.onDone();
    }
  };
  // The shell already shows the host's failure message; the purchase is over.
  const native = useNativePay({ referer: opts.referer, onSuccess: record, onFail: () => (pending.current = undefined) });

  const buy = async (plan: PassPlan) => {
    if (pending.current || native.paying) return;
    if (!bridge.inApp) {
      toast('common:widgets.diamond-pass.notInApp');
      return;
    }
    pending.current = plan;
    if (!(await native.pay({ clientProductId: plan.clientProductId, productIdentifier: plan.productIdentifier }))) pending.current = undefined;
  };

  return { busy: native.paying || write.pending, buy };
}
