import type { EngineServices } from '../EngineServices';
import { useEngineContext } from '../useEngineContext';

/** The injected services (registry, http, bridge, clock, query client, i18n, env). */
export function useEngineServices(): EngineServices {
  return useEngineContext().services;
}
