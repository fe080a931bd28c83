import { describe, expect, it } from 'vitest';
import { testCampaign } from '../testing/testCampaign';
import { readCampaignModule } from './campaignEntry';

const widget = { type: 'label', version: 1, description: 'A label.', props: {}, component: async () => ({ default: () => null }) };

describe('readCampaignModule', () => {
  it('keeps the widgets a compiled campaign module brings (default export or under `campaign`)', () => {
    const campaign = { ...testCampaign(), widgets: [widget] };
    const direct = readCampaignModule({ default: campaign });
    expect(direct.ok && direct.campaign).toBe(campaign);
    expect(direct.ok && direct.campaign.widgets).toEqual([widget]);
    const nested = readCampaignModule({ campaign });
    expect(nested.ok && nested.campaign.widgets).toEqual([widget]);
  });

  it('a campaign without widgets stays as it is; a malformed `widgets` is dropped', () => {
    const plain = testCampaign();
    const read = readCampaignModule({ default: plain });
    expect(read.ok && read.campaign).toBe(plain);
    const bad = readCampaignModule({ default: { ...testCampaign(), widgets: [{ nope: true }] } });
    expect(bad.ok).toBe(true);
    expect(bad.ok && 'widgets' in bad.campaign).toBe(false);
    expect(bad.ok && bad.campaign.definition.id).toBe('test-campaign');
  });

  it('keeps the components of its page a compiled campaign module brings; malformed ones are dropped', () => {
    const Label = () => null;
    const campaign = { ...testCampaign(), widgets: [widget], components: { label: Label } };
    const read = readCampaignModule({ default: campaign });
    expect(read.ok && read.campaign).toBe(campaign);
    const bad = readCampaignModule({ default: { ...campaign, components: { label: 'Label' } } });
    expect(bad.ok && 'components' in bad.campaign).toBe(false);
    expect(bad.ok && bad.campaign.widgets).toEqual([widget]);
  });

  it('still reads errors', () => {
    expect(readCampaignModule({ default: { errors: [{ severity: 'error', file: 'f', path: '', message: 'm' }], warnings: [] } })).toMatchObject({ ok: false });
  });
});
