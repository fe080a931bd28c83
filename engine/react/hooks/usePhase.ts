import { useCallback } from 'react';
import { phaseAt } from '../../core/phase';
import type { Phase } from '../../core/types';
import { useCampaign } from './useCampaign';
import { useClockValue } from './useClockValue';

/** The campaign's phase at engine time ('running' outside a campaign). Re-renders only when it changes. */
export function usePhase(): Phase {
  const period = useCampaign()?.definition.period;
  const select = useCallback((now: number): Phase => (period ? phaseAt(period, now) : 'running'), [period]);
  return useClockValue(select);
}
