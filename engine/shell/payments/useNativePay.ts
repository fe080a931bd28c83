import { useEffect, useState } from 'react';
import { createPayFlow, type PayFlow } from '../../payments';
import { useEngineServices } from '../../react/hooks/useEngineServices';
import { useSingleFlight } from '../../react/hooks/useSingleFlight';
import { useToast } from '../../react/hooks/useToast';
import type { ThirdProduct } from './paymentTypes';

/**
 * Native pay of a product through the app (P§4, P§7): clientProductId,
 * productIdentifier and the referer cross the bridge; the host's pay result
 * shows success; a request the app refused shows why. Single-flight: a second tap while
 * paying does nothing.
 */
export function useNativePay(referer: string | undefined): { pay(product: ThirdProduct): Promise<void>; pending: boolean } {
  const { bridge } = useEngineServices();
  const toast = useToast();
  const [flow, setFlow] = useState<PayFlow>();
  useEffect(() => {
    // A failure reported by the host is already shown by the shell (bridge `toast` event).
    const f = createPayFlow({ bridge, onSuccess: () => toast('common:payments.paySuccess') });
    setFlow(f);
    return () => f.dispose();
  }, [bridge, toast]);

  const { run, pending } = useSingleFlight(async (product: ThirdProduct) => {
    if (!flow || !product.clientProductId || !product.productIdentifier) return;
    const sent = await flow.pay({
      clientProductId: product.clientProductId,
      productIdentifier: product.productIdentifier,
      ...(referer ? { referer } : {}),
    });
    if (!sent.ok) toast(sent.reason === 'not-in-app' ? 'common:shell.bridge.notInApp' : (sent.message ?? 'common:errors.payFail'));
  });
  return { pay: async (p) => void (await run(p)), pending };
}
