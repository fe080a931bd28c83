import { useEffect, useState } from 'react';
import type { PayChannelChoice } from './payChannels';
import { useEngineServices } from '@engine/react/hooks/useEngineServices';

/**
 * The pay channels a user may pay a product with (undefined while the app is asked). 'Other' comes
 * only with both a user code and a product code; `enabled: false` asks nothing.
 */
export function usePayChannels(userCode: string | undefined, productCode: string | undefined, enabled = true): PayChannelChoice | undefined {
  const { env, bridge } = useEngineServices();
  const [choice, setChoice] = useState<PayChannelChoice>();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const input = { platform: env.platform, appVersion: env.appVersion ?? bridge.appVersion(), userCode, productCode };
    // An unreadable answer from the app counts as no answer: the rule's own fallback applies. The rule's code
    // comes with the pages that sell, not with every page's engine.
    import('./payChannels')
      .then(({ payChannels }) => payChannels({ ...input, hostChannels: () => bridge.getPayChannels() }).catch(() => payChannels(input)))
      .then((c) => live && setChoice(c), () => undefined);
    return () => {
      live = false;
    };
  }, [enabled, env.platform, env.appVersion, bridge, userCode, productCode]);
  return choice;
}
