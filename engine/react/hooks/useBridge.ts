import type { Bridge } from '../../bridge/types';
import { useEngineContext } from '../useEngineContext';

/** The native bridge of the host app (a browser fallback outside the app). */
export function useBridge(): Bridge {
  return useEngineContext().services.bridge;
}
