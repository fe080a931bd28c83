import { useEffect, useState } from 'react';
import {
  PRELOAD_CAP,
  PRELOAD_DONE,
  PRELOAD_HIDE_MS,
  PRELOAD_LOADED,
  PRELOAD_STEP,
  PRELOAD_STEP_MS,
} from './shellConstants';

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
      setSimulated((p) => Math.min(PRELOAD_CAP, p + PRELOAD_STEP));
    }, PRELOAD_STEP_MS);
    return () => clearInterval(id);
  }, [resourcesLoaded]);

  useEffect(() => {
    if (!done) return undefined;
    const id = setTimeout(() => setVisible(false), PRELOAD_HIDE_MS);
    return () => clearTimeout(id);
  }, [done]);

  const progress = done ? PRELOAD_DONE : resourcesLoaded ? Math.max(PRELOAD_LOADED, simulated) : simulated;
  return { progress, visible };
}
