// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loadCampaign } from '../core/load';
import type { FolderLoadResult } from '../core/node/load-folder';
import { createRegistry, defineWidget } from '../core/registry';
import { testRegistry, testWidgets, validInput, VALID_YAML } from '../core/test-registry';
import type { CampaignDefinition } from '../core/types';
import { layoutWidgets } from '../react/layout';
import { LAYOUT_WIDGET_TYPES } from '../react/layout/layoutTypes';
import { neededWidgetTypes } from './campaign-widget-types';
import { campaignModule, type CampaignWidgets } from './compile-campaign';

function compiled(yaml = VALID_YAML): FolderLoadResult & { ok: true } {
  const r = loadCampaign(validInput(yaml), testRegistry, { assets: ['bg.png'] });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return { ...r, definitionFile: 'campaigns/christmas/campaign.yaml', assetFiles: ['bg.png'], head: { file: 'campaigns/christmas/campaign.yaml', routes: [], keepAlive: false } };
}

const none = async () => ({ default: () => null });
const widget = (type: string, actions?: Record<string, () => Promise<void>>) =>
  defineWidget({ type, version: 1, description: `The ${type} widget.`, props: z.object({}), component: none, ...(actions ? { actions } : {}) });

/** The definition modules as the build finds them (engine/vite/widget-files.ts), here at made-up places under any export name. */
const declared: CampaignWidgets['definition'] = (type) => ({ file: `/app/widgets/${type}/definition.ts`, name: `the_${type.replace(/-/g, '_')}` });

const definition = (page: CampaignDefinition['page'], actions?: CampaignDefinition['actions']): CampaignDefinition => ({
  schemaVersion: 2,
  id: 'x',
  routes: ['/act/x'],
  title: 'title',
  period: { start: '2026-01-01T00:00:00Z', end: '2027-01-01T00:00:00Z' },
  page,
  ...(actions ? { actions } : {}),
});

describe('widgets of a compiled campaign', () => {
  it('needs every page type (children too) and each widget offering a step its actions use, without layout widgets, sorted', () => {
    const registry = createRegistry([
      ...layoutWidgets,
      widget('text'),
      widget('banner'),
      widget('ranking-list'),
      widget('unused'),
      widget('slot-machine', { 'slot-machine.resync': async () => undefined }),
      widget('egg', { 'egg.smash': async () => undefined }),
      widget('idle-game', { 'idle-game.tick': async () => undefined }),
    ]);
    const def = definition(
      [
        { type: 'text' },
        { type: 'tabs', children: [{ type: 'tab', children: [{ type: 'ranking-list' }, { type: 'stack', children: [{ type: 'banner' }] }] }] },
        { type: 'modal', id: 'm', children: [{ type: 'text' }] },
      ],
      {
        join: [{ type: 'api', path: '/join', onSuccess: [{ type: 'confirm', text: 'sure', onConfirm: [{ type: 'egg.smash' }] }] }],
        resync: [{ type: 'slot-machine.resync' }],
      },
    );
    expect(neededWidgetTypes(def, registry)).toEqual(['banner', 'egg', 'ranking-list', 'slot-machine', 'text']);
    expect(neededWidgetTypes(def, registry, [])).toEqual(['banner', 'egg', 'modal', 'ranking-list', 'slot-machine', 'stack', 'tab', 'tabs', 'text']);
  });

  it('the layout widget types the build skips are exactly the engine layout widgets', () => {
    expect([...LAYOUT_WIDGET_TYPES].sort()).toEqual(layoutWidgets.map((w) => w.type).sort());
  });

  it('imports the needed definitions from the modules they declare, under the names they are exported as, and exports them as `widgets`, next to definition, strings and assets', () => {
    expect(testWidgets.map((w) => w.type)).toEqual(['stack', 'modal', 'button', 'ranking-list', 'banner', 'slot-machine']);
    const source = campaignModule('/c/christmas', compiled(), { registry: testRegistry, definition: declared });
    expect(source.split('\n').filter((l) => l.startsWith('import'))).toEqual([
      'import asset0 from "/c/christmas/bg.png?url";',
      'import { the_button as widget0 } from "/app/widgets/button/definition.ts";',
      'import { the_ranking_list as widget1 } from "/app/widgets/ranking-list/definition.ts";',
      'import { the_slot_machine as widget2 } from "/app/widgets/slot-machine/definition.ts";',
    ]);
    expect(source).toMatch(/^export default \{ definition: \{.*\}, checked: \[.*\], strings: \{.*\}, assets: \{ "bg\.png": asset0 \}, widgets: \[widget0, widget1, widget2\], components: \{  \}, firstScreen: \[.*\] \};$/m);
    // Deterministic: the same input gives the same module.
    expect(campaignModule('/c/christmas', compiled(), { registry: testRegistry, definition: declared })).toBe(source);
  });

  it('imports the components of the widget types of its page (sorted, layout widgets too) and exports them as `components`', () => {
    const files: Record<string, string> = { button: '/app/widgets/button/Component.tsx', 'ranking-list': '/app/widgets/ranking-list/Component.tsx', stack: '/app/engine/react/layout/Stack.tsx' };
    const source = campaignModule('/c/christmas', compiled(), { registry: testRegistry, definition: declared, componentFile: (type) => files[type] });
    // The page has button, modal, ranking-list and stack; slot-machine only offers a step; modal has no file here.
    expect(source.split('\n').filter((l) => l.startsWith('import component'))).toEqual([
      'import component0 from "/app/widgets/button/Component.tsx";',
      'import component1 from "/app/widgets/ranking-list/Component.tsx";',
      'import component2 from "/app/engine/react/layout/Stack.tsx";',
    ]);
    expect(source).toContain('components: { "button": component0, "ranking-list": component1, "stack": component2 }, firstScreen: ["button","ranking-list","stack"] };');
  });

  it('a campaign without a step-offering step leaves that widget out', () => {
    const yaml = VALID_YAML.replace('  resync:\n    - { type: slot-machine.resync }\n', '');
    const source = campaignModule('/c/christmas', compiled(yaml), { registry: testRegistry, definition: declared });
    expect(source).not.toContain('slot-machine');
    expect(source).toContain('widgets: [widget0, widget1]');
  });

  it('without a registry the module carries no widgets', () => {
    expect(campaignModule('/c/christmas', compiled())).toContain('widgets: []');
  });

  it("a hub's parts each load the compiled module of the campaign they show, by a dynamic import of their own", () => {
    const yaml = `${VALID_YAML}parts:\n  - { id: box, campaign: gift-box, title: title }\n  - { id: honor, campaign: family-honor, title: title, period: own }\n`;
    const source = campaignModule('/c/christmas', compiled(yaml), undefined, undefined, (id) => `virtual:campaign/${id}`);
    expect(source).toContain(`parts: { "box": () => import("virtual:campaign/gift-box"), "honor": () => import("virtual:campaign/family-honor") }`);
    expect(source).not.toMatch(/^import .*virtual:campaign\//m);
    expect(campaignModule('/c/christmas', compiled())).not.toContain('parts:');
  });
});
