import { useCallback, useContext } from 'react';
import { phaseAt } from '../../core/phase';
import type { Period, Phase } from '../../core/types';
import { ScopeContext } from '../contexts';
import { useCampaign } from './useCampaign';
import { useClockValue } from './useClockValue';

/** The phase of `period` at engine time ('running' without one). Re-renders only when it changes. */
export function usePeriodPhase(period: Period | undefined): Phase {
  const select = useCallback((now: number): Phase => (period ? phaseAt(period, now) : 'running'), [period]);
  return useClockValue(select);
}

/**
 * The campaign's phase at engine time ('running' outside a campaign): the one of the event's window the server
 * answered when the campaign's period names a source for it (`period.from`), else of its declared period.
 */
export function usePhase(): Phase {
  const declared = usePeriodPhase(useCampaign()?.definition.period);
  const scoped = useContext(ScopeContext)?.scope.phase;
  return typeof scoped === 'string' ? (scoped as Phase) : declared;
}
