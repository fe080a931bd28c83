import { useEffect, useState } from 'react';
import { statusBarOffset, useBridge, useEngineServices } from '@engine';

/**
 * Pixels the bar moves down in immersive mode so it clears the status bar
 * (the same rule as the shell's top bar). `override` wins when given.
 */
export function useStatusBarOffset(immersive: boolean, override?: number): number {
  const { env } = useEngineServices();
  const bridge = useBridge();
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (override !== undefined || !immersive) return;
    let live = true;
    void statusBarOffset({
      immersive,
      platform: env.platform,
      appVersion: env.appVersion ?? bridge.appVersion(),
      askStatusBarHeight: async () => {
        const r = await bridge.getBarHeights();
        return r.ok ? r.data.statusBarHeight : undefined;
      },
    }).then((v) => {
      if (live) setOffset(v);
    });
    return () => {
      live = false;
    };
  }, [immersive, override, env.platform, env.appVersion, bridge]);
  if (override !== undefined) return immersive ? override : 0;
  return immersive ? offset : 0;
}
