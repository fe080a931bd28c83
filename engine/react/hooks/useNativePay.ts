import { useEffect, useRef, useState } from 'react';
import type { PayArgs, PayFlow, payFailureOf } from '../../pay/createPayFlow';
import { asUserGesture, mayActForUser } from '../../security/gesture';
import { loadOnFirstInput } from '../firstInput';
import { useEngineServices } from './useEngineServices';
import { useToast } from './useToast';

/**
 * The pay flow's code: not part of any page's first load (most pages never pay). A page that can pay fetches it
 * at the user's first press (`loadOnFirstInput`), so it is usually there by the time of the tap.
 */
const payFlowModule = () => import('../../pay/createPayFlow');

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
 * Native pay through the app: clientProductId, productIdentifier and
 * the referer cross the bridge; `paying` holds from the tap until the app's pay
 * result. Single-flight: a tap while paying does nothing. A request the app
 * refused (or a plain browser) shows why.
 */
export function useNativePay(opts: NativePayOptions = {}): { pay(args: { clientProductId: string; productIdentifier: string }): Promise<boolean>; paying: boolean } {
  const { bridge } = useEngineServices();
  const toast = useToast();
  const latest = useRef(opts);
  latest.current = opts;
  const [paying, setPaying] = useState(false);
  // The page's pay flow, made on first need: a tap that comes before the effects have run (a tap held while the
  // page hydrated, then replayed) pays like any other.
  const current = useRef<{ bridge: typeof bridge; flow: PayFlow; off(): void } | undefined>(undefined);
  // A tap while the flow's code is still loading is the same payment: single-flight holds from the first tap.
  const starting = useRef(false);
  const close = () => {
    current.current?.off();
    current.current?.flow.dispose();
    current.current = undefined;
  };
  const flowOf = async (): Promise<PayFlow> => {
    const { createPayFlow } = await payFlowModule();
    if (current.current?.bridge !== bridge) {
      close();
      const flow = createPayFlow({ bridge, onSuccess: (paid) => latest.current.onSuccess?.(paid), onFail: () => latest.current.onFail?.(), onUnanswered: () => latest.current.onUnanswered?.() });
      current.current = { bridge, flow, off: flow.subscribe((s) => setPaying(s.status === 'paying')) };
    }
    return current.current.flow;
  };
  useEffect(() => close, [bridge]);
  useEffect(() => loadOnFirstInput(payFlowModule), []);

  const pay = async (args: { clientProductId: string; productIdentifier: string }): Promise<boolean> => {
    if (starting.current || current.current?.flow.state().status === 'paying') return false;
    // Asked now, at the tap: the pay code may still be loading when the request leaves.
    const byUser = mayActForUser();
    starting.current = true;
    setPaying(true);
    let flow: PayFlow;
    let failureOf: typeof payFailureOf;
    try {
      flow = await flowOf();
      failureOf = (await payFlowModule()).payFailureOf;
    } catch {
      // The pay code did not arrive (the network dropped): nothing was sent; the user may tap again.
      setPaying(false);
      toast('common:errors.network');
      return false;
    } finally {
      starting.current = false;
    }
    if (flow.state().status === 'paying') return false;
    const referer = latest.current.referer;
    const ask = () => flow.pay({ ...args, ...(referer ? { referer } : {}) });
    const sent = await (byUser ? asUserGesture(ask) : ask());
    if (!sent.ok) {
      // A locale text, or the host's own refusal text: never the bridge's or the flow's wording (`detail`).
      const failure = failureOf(sent);
      toast('key' in failure ? failure.key : failure.message);
    }
    return sent.ok;
  };
  return { pay, paying };
}
