/**
 * The upgrade flow (P§4, P§5, P§6): only the app can pay; the page asks the
 * app to pay for the chosen plan, and when the app reports a successful
 * payment with our referer the purchase is recorded (buyCard) and the pass
 * reloads. One purchase at a time: taps while one is under way do nothing.
 * The page's pay flow matches the result to this payment (a recharge paid on
 * the same page never counts as the upgrade) and stops waiting when the app
 * does not answer, so the button is usable again.
 */
import { useRef } from 'react';
import { apiErrorText, useApiMutation, useBridge, useNativePay, useT, useToast, type PayArgs } from '@engine';
import type { PassPlan } from './schema';

export interface PassUpgrade {
  /** True from the tap until the purchase is recorded, has failed, or the app stopped answering. */
  busy: boolean;
  buy(plan: PassPlan): Promise<void>;
}

export function usePassUpgrade(opts: { referer: string; buyPath: string; onDone: () => void }): PassUpgrade {
  const t = useT();
  const toast = useToast();
  const bridge = useBridge();
  const write = useApiMutation<unknown>({ money: true });
  /** The plans asked of the app, by product: a successful pay result records the plan it paid for. */
  const asked = useRef(new Map<string, PassPlan>());
  /** Records run one after another: two payments the app took are both recorded. */
  const recording = useRef<Promise<void>>(Promise.resolve());
  /** Set while the pay request is on its way to the app (before `paying` shows). */
  const asking = useRef(false);

  const record = async (plan: PassPlan) => {
    try {
      await write.mutate({ path: opts.buyPath, method: 'POST', body: { subscriptionType: plan.type } });
      toast('common:widgets.diamond-pass.upgraded');
    } catch (err) {
      toast(t(apiErrorText(err)));
    } finally {
      opts.onDone();
    }
  };
  const paid = (args: PayArgs) => {
    const plan = asked.current.get(args.clientProductId);
    if (!plan) return;
    recording.current = recording.current.then(() => record(plan));
    return recording.current;
  };
  // The shell already shows the host's failure message; the purchase is over.
  // No answer in time: the button is usable again, and the user learns that a payment made is not lost.
  const native = useNativePay({ referer: opts.referer, onSuccess: paid, onUnanswered: () => toast('common:widgets.diamond-pass.payUnanswered') });

  const buy = async (plan: PassPlan) => {
    if (asking.current || native.paying || write.pending) return;
    if (!bridge.inApp) {
      toast('common:widgets.diamond-pass.notInApp');
      return;
    }
    asking.current = true;
    asked.current.set(plan.clientProductId, plan);
    try {
      await native.pay({ clientProductId: plan.clientProductId, productIdentifier: plan.productIdentifier });
    } finally {
      asking.current = false;
    }
  };

  return { busy: native.paying || write.pending, buy };
}
