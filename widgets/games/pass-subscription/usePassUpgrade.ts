/**
 * The upgrade flow: only the app can pay; the page asks the app to pay for
 * the chosen plan, and when the app reports a successful payment with our
 * referer the purchase is recorded (useUnrecordedPurchases: kept until the
 * server has it) and the pass reloads. One purchase at a time: taps while one
 * is under way, or while a paid plan is still to be recorded, do nothing.
 * The page's pay flow matches the result to this payment (a recharge paid on
 * the same page never counts as the upgrade) and stops waiting when the app
 * does not answer, so the button is usable again.
 */
import { useRef } from 'react';
import { useBridge, useToast } from '@engine';
import { useNativePay, type PayArgs } from '@platform/pay';
import type { PassPlan } from './schema';
import { useUnrecordedPurchases, type UnrecordedStatus } from './useUnrecordedPurchases';

export interface PassUpgrade {
  /** True from the tap until the purchase is recorded, has failed, or the app stopped answering. */
  busy: boolean;
  buy(plan: PassPlan): Promise<void>;
  /** False outside the app: a tap on Upgrade only says to open the app. */
  inApp: boolean;
  /** Paid plans not recorded yet: why the last try failed, and a way to try now. */
  unrecorded?: UnrecordedStatus;
}

export function usePassUpgrade(opts: { referer: string; buyPath: string; premium: boolean | undefined; onDone: () => void }): PassUpgrade {
  const toast = useToast();
  const bridge = useBridge();
  const recorder = useUnrecordedPurchases(opts);
  /** The plans asked of the app, by product: a successful pay result records the plan it paid for. */
  const asked = useRef(new Map<string, PassPlan>());
  /** Set while the pay request is on its way to the app (before `paying` shows). */
  const asking = useRef(false);

  const paid = (args: PayArgs) => {
    const plan = asked.current.get(args.clientProductId);
    if (!plan) return;
    return recorder.record(plan.type);
  };
  // The shell already shows the host's failure message; the purchase is over.
  // No answer in time: the button is usable again, and the user learns that a payment made is not lost.
  const native = useNativePay({ referer: opts.referer, onSuccess: paid, onUnanswered: () => toast('common:widgets.diamond-pass.payUnanswered') });

  const buy = async (plan: PassPlan) => {
    if (asking.current || native.paying || recorder.pending || recorder.waiting()) return;
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

  return { busy: native.paying || recorder.pending, buy, inApp: bridge.inApp, unrecorded: recorder.status };
}
