import { describe, expect, it } from 'vitest';
import { createRegistry, layoutWidgets } from '@engine';
import { loadCampaign } from '@engine/core/authoring';
import { platformWidgets } from '.';

const registry = createRegistry([...layoutWidgets, ...platformWidgets]);

const YAML = `
schemaVersion: 1
id: shared-widgets
routes: [/act/shared]
title: title
period: { start: 2026-11-01T00:00:00+08:00, end: 2030-01-01T00:00:00Z }
data:
  inbox: { path: /user/getUser }
actions:
  join:
    - { type: api, path: /marketing/activity/apply/saveV1, method: POST, money: true }
  more:
    - { type: refetch, data: [inbox] }
page:
  - type: navbar
    props: { title: title, right: { text: rules, action: join }, fixed: true, alpha: 0.5 }
  - type: badge
    props: { value: '{{data.inbox.unread ?? 0}}', max: 99 }
  - type: button
    props: { text: cta, type: warning, size: large, action: join, fixed: { x: center, y: bottom } }
  - type: empty-state
  - type: loading-overlay
    props: { visible: '{{state.busy ?? false}}' }
  - type: scroll
    props: { direction: y, onReachBottom: more }
    children:
      - type: empty-state
  - type: media-previewer
    props: { src: gift.svga, preload: none }
  - type: image-cropper
    props: { action: join }
  - type: payment-selector
    id: pay
    props: { onSelect: join }
  - type: product-modal
    id: shop
    props: { productType: waterGun }
  - type: overlay
    id: gift
    props: { position: bottom, title: title }
    children:
      - type: button
        props: { text: cta }
  - type: confirm-dialog
    id: sure
    props: { text: cta, onConfirm: join, noPromptGame: slot-machine }
  - type: number-roller
    props: { value: 7, rolling: '{{state.rolling ?? false}}' }
`;

describe('platform widgets', () => {
  it('lists every shared widget, in order: navbar, badge, button, empty state, loading overlay, scroll, media previewer, image cropper, payment selector, product modal, overlay, confirm dialog, number roller', () => {
    expect(platformWidgets.map((w) => w.type)).toEqual(['navbar', 'badge', 'button', 'empty-state', 'loading-overlay', 'scroll', 'media-previewer', 'image-cropper', 'payment-selector', 'product-modal', 'overlay', 'confirm-dialog', 'number-roller']);
  });

  it('a campaign using every shared widget loads without errors', () => {
    const result = loadCampaign(
      { file: 'campaign.yaml', text: YAML, strings: [{ file: 'strings/en.yaml', locale: 'en', text: 'title: Shared\ncta: Join\nrules: Rules\n' }] },
      registry,
    );
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('the loader points at a wrong enum value with its path', () => {
    const bad = YAML.replace('productType: waterGun', 'productType: diamond');
    const result = loadCampaign({ file: 'campaign.yaml', text: bad, strings: [{ file: 'strings/en.yaml', locale: 'en', text: 'title: Shared\ncta: Join\nrules: Rules\n' }] }, registry);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.path)).toContain('page[9].props.productType');
  });
});
