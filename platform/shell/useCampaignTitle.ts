import { useEffect } from 'react';
import type { LoadedCampaign } from '@engine/core/types';
import { useEngineServices } from '@engine/react/hooks/useEngineServices';
import { addCampaignStrings, translate } from '@engine/react/translate';

/** Sets the document title from the campaign's `title` string key. */
export function useCampaignTitle(campaign: LoadedCampaign | undefined): void {
  const { i18n } = useEngineServices();
  useEffect(() => {
    if (!campaign) return;
    const { id, title } = campaign.definition;
    addCampaignStrings(i18n, id, campaign.strings, campaign.common);
    document.title = translate(i18n, id, title);
  }, [campaign, i18n]);
}
