import { describe, expect, it } from 'vitest';
import { createRegistry, layoutWidgets } from '@engine';
import { loadCampaign } from '@engine/core/authoring';
import { campaignWidgets } from '.';

const PAGE = `
schemaVersion: 1
id: starlight-festival
routes: [/act/starlight]
title: title
period: { start: 2026-11-01T00:00:00+08:00, end: 2030-01-01T00:00:00Z }
data:
  ranking: { path: /marketing/rankingList/getData, params: { classify: 3, period: 0 }, refetchIntervalMs: 300000 }
actions:
  reload: [{ type: refetch, data: [ranking] }]
page:
  - type: banner
    props: { image: 'https://www.facebook.com/banner.png', alt: bannerAlt, ratio: '750/360' }
  - type: heading
    props: { title: title, subtitle: subtitle }
  - type: countdown
    props: { to: '{{period.end}}', label: countdownLabel, endAction: reload }
  - type: tabs
    children:
      - type: tab
        props: { label: tabRanking }
        children:
          - type: ranking-list
            props: { rows: '{{data.ranking.list}}', limit: 30 }
      - type: tab
        props: { label: tabRewards }
        children:
          - type: rewards-list
            props: { rows: [{ place: top1, prize: prize1 }] }
  - type: text
    props: { title: rulesTitle, text: rules }
`;

const EN = `title: Starlight Gift Festival
subtitle: Send gifts, climb the ranking, win exclusive rewards
bannerAlt: Starlight Gift Festival
countdownLabel: Ends in
tabRanking: Ranking
tabRewards: Rewards
top1: Top 1
prize1: Golden crown frame + 50K diamonds
rulesTitle: Rules
rules: The event runs until the countdown reaches zero.
`;

describe('campaign widget list', () => {
  it('lists the building blocks of campaign pages', () => {
    expect(campaignWidgets.map((d) => d.type)).toEqual(expect.arrayContaining(['banner', 'heading', 'text', 'countdown', 'ranking-list', 'rewards-list', 'rules-dialog', 'share-button']));
  });

  it('the benchmark reference page loads with these widgets and no errors', () => {
    const registry = createRegistry([...layoutWidgets, ...campaignWidgets]);
    const result = loadCampaign({ file: 'campaign.yaml', text: PAGE, strings: [{ file: 'strings/en.yaml', locale: 'en', text: EN }] }, registry);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('a misspelt action and a missing string key are reported with their paths', () => {
    const registry = createRegistry([...layoutWidgets, ...campaignWidgets]);
    const broken = PAGE.replace('endAction: reload', 'endAction: relaod').replace('label: countdownLabel', 'label: countdownLabl');
    const result = loadCampaign({ file: 'campaign.yaml', text: broken, strings: [{ file: 'strings/en.yaml', locale: 'en', text: EN }] }, registry);
    expect(result.ok).toBe(false);
    const paths = result.ok ? [] : result.errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['page[2].props.endAction', 'page[2].props.label']));
  });
});
