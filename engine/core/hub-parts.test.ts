import { describe, expect, it } from 'vitest';
import { readCampaignHead, type CampaignHead } from './campaign-head';
import { checkCampaignSet } from './campaign-set';
import { partRoutes } from './hub-parts';
import { loadCampaign } from './load';
import { testRegistry, validInput, VALID_YAML } from './test-registry';

const file = (id: string, extra = '') =>
  `schemaVersion: 2\nid: ${id}\nroutes: [/act/${id}]\ntitle: title\nperiod: { start: '2030-01-01T00:00:00+08:00', end: '2030-02-01T00:00:00+08:00' }\n${extra}page:\n  - type: section\n    id: rewards\n    children:\n      - { type: text, id: pools, props: { text: t } }\n`;
const hub = (id: string, parts: string) => readCampaignHead(`campaigns/${id}/campaign.yaml`, file(id, `parts:\n${parts}`));
const plain = (id: string): CampaignHead => readCampaignHead(`campaigns/${id}/campaign.yaml`, file(id));
const errors = (heads: CampaignHead[]) => checkCampaignSet(heads).filter((i) => i.severity === 'error');

describe('hub parts', () => {
  it("reads a hub's parts with where they are, the node ids of a page, and the parts' routes under the hub's", () => {
    const h = hub('fair', '  - { id: box, campaign: gift-box, section: pools, title: tabBox }\n');
    expect(h.hub?.parts).toEqual([{ index: 0, id: 'box', campaign: 'gift-box', section: 'pools', at: { line: 7, col: 26 }, sectionAt: { line: 7, col: 45 } }]);
    expect(h.hub?.sections).toEqual(['rewards', 'pools']);
    expect(h.routes.map((r) => r.value)).toEqual(['/act/fair', '/act/fair/box']);
    expect(partRoutes(['/act/fair/'], [{ id: 'a' }, {}])).toEqual(['/act/fair/a']);
  });

  it('accepts parts that refer to campaigns of the set and to node ids of their pages', () => {
    expect(errors([hub('fair', '  - { id: box, campaign: gift-box, title: t }\n  - { id: honor, campaign: honor, section: rewards, title: t }\n'), plain('gift-box'), plain('honor')])).toEqual([]);
  });

  it('names the file and the reference of a part whose campaign or section does not exist', () => {
    const found = errors([hub('fair', '  - { id: box, campaign: gift-boxes, title: t }\n  - { id: honor, campaign: honor, section: prizes, title: t }\n'), plain('honor')]);
    expect(found.map((i) => [i.file, i.path, i.line])).toEqual([
      ['campaigns/fair/campaign.yaml', 'parts[0].campaign', 7],
      ['campaigns/fair/campaign.yaml', 'parts[1].section', 8],
    ]);
    expect(found[0]!.message).toContain("refers to campaign 'gift-boxes', which is not a campaign of the campaigns folder");
    expect(found[1]!.message).toContain("shows section 'prizes' of campaigns/honor/campaign.yaml, whose page has no node with that id (node ids: rewards, pools)");
  });

  it('refuses a hub that refers to itself, directly or through a part, and a part id used twice', () => {
    const self = errors([hub('fair', '  - { id: me, campaign: fair, title: t }\n')]);
    expect(self.map((i) => i.message)).toEqual([expect.stringContaining('refers to the hub itself (fair)')]);
    const through = errors([hub('fair', '  - { id: b, campaign: inner, title: t }\n'), hub('inner', '  - { id: a, campaign: fair, title: t }\n')]);
    expect(through.map((i) => [i.file, i.message.match(/\(([^)]*->[^)]*)\)/)?.[1]])).toEqual([
      ['campaigns/fair/campaign.yaml', 'fair -> inner -> fair'],
      ['campaigns/inner/campaign.yaml', 'inner -> fair -> inner'],
    ]);
    const twice = errors([hub('fair', '  - { id: a, campaign: honor, title: t }\n  - { id: a, campaign: honor, title: t }\n'), plain('honor')]);
    expect(twice.map((i) => i.path)).toEqual(['parts[1].id', 'routes[2]']);
  });

  it("names the file, line and column of a part whose title is no key of the hub's strings", () => {
    const text = VALID_YAML.replace('page:\n', 'parts:\n  - { id: box, campaign: gift-box, title: cta }\n  - { id: honor, campaign: honor, title: tabHonor }\npage:\n');
    const r = loadCampaign({ file: 'campaigns/christmas/campaign.yaml', text, strings: validInput().strings }, testRegistry);
    const issues = r.ok ? [] : r.errors;
    expect(issues.map((i) => [i.file, i.path, i.line, i.col])).toEqual([['campaigns/christmas/campaign.yaml', 'parts[1].title', 22, 42]]);
    expect(issues[0]!.message).toContain('tabHonor');
  });
});
