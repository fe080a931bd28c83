import { useContext } from 'react';
import type { LoadedCampaign } from '../../core/types';
import { PageContext } from '../contexts';

/** The campaign being rendered, undefined outside a campaign page. */
export function useCampaign(): LoadedCampaign | undefined {
  return useContext(PageContext)?.campaign;
}
