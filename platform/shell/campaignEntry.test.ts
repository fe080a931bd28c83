import { describe, expect, it, vi } from 'vitest';
import { testCampaign } from '@testing/engine/testCampaign';
import { campaignInLanguage, readCampaignModule } from './campaignEntry';

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

describe('campaignInLanguage', () => {
  const th = { title: 'เทศกาล' };
  const compiled = (load: () => Promise<unknown>) => ({ ...testCampaign(), common: { en: { widgets: { x: { a: 'A' } } } }, languages: { th: load, fil: load } });

  it('en, and a language the campaign holds, need no load', async () => {
    const load = vi.fn(async () => ({ default: { strings: th } }));
    const campaign = compiled(load);
    expect(await campaignInLanguage(campaign, 'en')).toBe(campaign);
    const plain = testCampaign({ strings: { en: { title: 'T' }, th } });
    expect(await campaignInLanguage(plain, 'th')).toBe(plain);
    expect(await campaignInLanguage(campaign, 'ms')).toBe(campaign);
    expect(load).not.toHaveBeenCalled();
  });

  it('adds the language (its own strings and the shared strings of its widgets), once; a ph page reads the Filipino strings', async () => {
    const load = vi.fn(async () => ({ default: { strings: th, common: { widgets: { x: { a: 'ก' } } } } }));
    const campaign = compiled(load);
    const inThai = await campaignInLanguage(campaign, 'th');
    expect(inThai.strings).toEqual({ ...campaign.strings, th });
    expect(inThai.common).toEqual({ en: { widgets: { x: { a: 'A' } } }, th: { widgets: { x: { a: 'ก' } } } });
    expect(await campaignInLanguage(campaign, 'th')).toBe(inThai);
    expect(load).toHaveBeenCalledTimes(1);
    expect(Object.keys((await campaignInLanguage(campaign, 'ph')).strings)).toEqual(['en', 'fil']);
  });

  it('a language that cannot be loaded leaves the campaign in en, and is tried again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return { default: { strings: th } };
    });
    const campaign = compiled(load);
    expect(await campaignInLanguage(campaign, 'th')).toBe(campaign);
    expect(warn).toHaveBeenCalledTimes(1);
    fail = false;
    expect((await campaignInLanguage(campaign, 'th')).strings.th).toEqual(th);
    warn.mockRestore();
  });
});
