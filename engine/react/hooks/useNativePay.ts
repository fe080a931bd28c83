import { useEffect, useRef, useState } from 'react';
import { createPayFlow, type PayArgs, type PayFlow } from '../../payments/createPayFlow';
import { useEngineServices } from './useEngineServices';
import { useToast } from './useToast';

export interface NativePayOptions {
  /** Tells the app (and the pay result) which page paid, e.g. limitedOffer. */
  referer?: string;
  /** Runs once the app reports a payment done (e.g. record the purchase), with what that payment asked for. */
  onSuccess?: (paid: PayArgs) => void | Promise<void>;
  /** Runs when the app reports the payment failed (the shell already shows its message). */
  onFail?: () => void;
  /** Runs when the wait for the app's result ended without one (the payment stays open for a late result). */
  onUnanswered?: () => void;
}

/**
 * Native pay through the app (P§4, P§5): clientProductId, productIdentifier and
 * the referer cross the bridge; `paying` holds from the tap until the app's pay
 * result. Single-flight: a tap while paying does nothing. A request the app
 * refused (or a plain browser) shows why.
 */
export function useNativePay(opts: NativePayOptions = {}): { pay(args: { clientProductId: string; productIdentifier: string }): Promise<boolean>; paying: boolean } {
  const { bridge } = useEngineServices();
  const toast = useToast();
  const latest = useRef(opts);
  latest.current = opts;
  const [flow, setFlow] = useState<PayFlow>();
  const [paying, setPaying] = useState(false);
  useEffect(() => {
    const f = createPayFlow({ bridge, onSuccess: (paid) => latest.current.onSuccess?.(paid), onFail: () => latest.current.onFail?.(), onUnanswered: () => latest.current.onUnanswered?.() });
    const off = f.subscribe((s) => setPaying(s.status === 'paying'));
    setFlow(f);
    return () => {
      off();
      f.dispose();
    };
  }, [bridge]);

  const pay = async (args: { clientProductId: string; productIdentifier: string }): Promise<boolean> => {
    if (!flow || flow.state().status === 'paying') return false;
    const referer = latest.current.referer;
    const sent = await flow.pay({ ...args, ...(referer ? { referer } : {}) });
    if (!sent.ok) toast(sent.reason === 'not-in-app' ? 'common:shell.bridge.notInApp' : (sent.message ?? 'common:errors.payFail'));
    return sent.ok;
  };
  return { pay, paying };
}
