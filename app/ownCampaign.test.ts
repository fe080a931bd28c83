import { describe, expect, it } from 'vitest';
import { ownCampaignEntry } from './ownCampaign';

/** A root element with these attributes. */
const root = (attrs: Record<string, string>) => ({ getAttribute: (name: string) => attrs[name] ?? null }) as unknown as Element;

describe('the campaign a prerendered page names', () => {
  it('is the id and module the build wrote on the root, at the page path', () => {
    const entry = ownCampaignEntry(root({ 'data-campaign': 'wishing-gift-box', 'data-campaign-chunk': '/vue/assets/wishing-gift-box-DkX5sk2P.js' }), '/vue/act/wishing-gift-box/');
    expect(entry).toMatchObject({ id: 'wishing-gift-box', routes: ['/act/wishing-gift-box'] });
    expect(typeof entry?.load).toBe('function');
  });

  it('is none when the page names nothing or something that is not a script of the build', () => {
    expect(ownCampaignEntry(null, '/vue/act/x')).toBeUndefined();
    expect(ownCampaignEntry(root({}), '/vue/act/x')).toBeUndefined();
    for (const chunk of ['https://evil.example/assets/x.js', '//evil.example/assets/x.js', '/vue/assets/../sandbox/x.js', 'javascript:alert(1)', '/vue/assets/x.mjs?y', 'data:text/javascript,1']) {
      expect(ownCampaignEntry(root({ 'data-campaign': 'x', 'data-campaign-chunk': chunk }), '/vue/act/x'), chunk).toBeUndefined();
    }
    expect(ownCampaignEntry(root({ 'data-campaign': '../x', 'data-campaign-chunk': '/vue/assets/x.js' }), '/vue/act/x')).toBeUndefined();
  });
});
