import { useEffect, useState } from 'react';
import { PRELOAD } from './shellConstants';

export interface PreloadState {
  progress: number;
  visible: boolean;
}

/**
 * Preload progress of the loading overlay: simulated +10 per second up
 * to 70; 90 once resources have loaded; 100 once the first page is ready, then
 * hidden 150 ms later.
 */
export function usePreloadProgress(resourcesLoaded: boolean, pageReady: boolean): PreloadState {
  const [simulated, setSimulated] = useState(0);
  const [visible, setVisible] = useState(true);
  const done = resourcesLoaded && pageReady;

  useEffect(() => {
    if (resourcesLoaded) return undefined;
    const id = setInterval(() => {
      setSimulated((p) => Math.min(PRELOAD.cap, p + PRELOAD.step));
    }, PRELOAD.stepMs);
    return () => clearInterval(id);
  }, [resourcesLoaded]);

  useEffect(() => {
    if (!done) return undefined;
    const id = setTimeout(() => setVisible(false), PRELOAD.hideMs);
    return () => clearTimeout(id);
  }, [done]);

  const progress = done ? PRELOAD.done : resourcesLoaded ? Math.max(PRELOAD.loaded, simulated) : simulated;
  return { progress, visible };
}
