import { useEffect, useState } from 'react';
import { isAtLeast, useBridge, useEngineServices } from '@engine';
import type { PaymentSelectorProps } from './schema';

/** From this app version an Android host reports its own pay channels (P§5, P§9). */
const HOST_CHANNELS_VERSION = '3.18.0';

/**
 * The channels the sheet offers (P§5): the given list, or the platform rule —
 * iOS app: Apple; Android app from 3.18.0: the host's channels; older Android:
 * Google/Huawei; outside the app: Apple, Google, Huawei, Google/Huawei. 'Other'
 * is added only when both a user code and a product code exist.
 * Undefined while the host is being asked.
 */
export function usePayChannels(open: boolean, props: Pick<PaymentSelectorProps, 'channels' | 'userCode' | 'productCode'>): string[] | undefined {
  const bridge = useBridge();
  const { env } = useEngineServices();
  const [hostChannels, setHostChannels] = useState<string[] | undefined>(undefined);
  const appVersion = env.appVersion ?? bridge.appVersion();
  const askHost = !props.channels && bridge.inApp && env.platform === 'android' && isAtLeast(appVersion, HOST_CHANNELS_VERSION);

  useEffect(() => {
    if (!open || !askHost) return;
    let live = true;
    void bridge.getPayChannels().then((r) => {
      if (live) setHostChannels(r.ok && Array.isArray(r.data) ? r.data.filter((c) => typeof c === 'string') : ['Google/Huawei']);
    });
    return () => {
      live = false;
    };
  }, [open, askHost, bridge]);

  let base: string[] | undefined;
  if (props.channels) base = props.channels;
  else if (!bridge.inApp || env.platform === 'browser') base = ['Apple', 'Google', 'Huawei', 'Google/Huawei'];
  else if (env.platform === 'ios') base = ['Apple'];
  else base = askHost ? hostChannels : ['Google/Huawei'];
  if (!base) return undefined;
  const other = Boolean(props.userCode && props.productCode);
  return other && !base.includes('Other') ? [...base, 'Other'] : base;
}
