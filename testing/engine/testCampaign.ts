/**
 * Builds a LoadedCampaign for tests without YAML: defaults give a campaign
 * 'test-campaign' running at the test clock's default instant.
 */
import type { CampaignDefinition, CampaignStrings, LoadedCampaign } from '@engine/core/types';

export interface TestCampaignInput extends Partial<CampaignDefinition> {
  strings?: CampaignStrings;
  assets?: Record<string, string>;
}

export function testCampaign(input: TestCampaignInput = {}): LoadedCampaign {
  const { strings, assets, ...def } = input;
  const definition: CampaignDefinition = {
    schemaVersion: 1,
    id: 'test-campaign',
    routes: ['/act/test'],
    title: 'title',
    period: { preheat: '2026-05-01T00:00:00+08:00', start: '2026-05-15T00:00:00+08:00', end: '2026-07-01T00:00:00+08:00' },
    page: [],
    ...def,
  };
  const campaign: LoadedCampaign = { definition, strings: strings ?? { en: { title: 'Test campaign' } } };
  if (assets) campaign.assets = assets;
  return campaign;
}
