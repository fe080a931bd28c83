// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loadCampaign } from '../core/load';
import type { FolderLoadResult } from '../core/node/load-folder';
import { createRegistry, defineWidget } from '../core/registry';
import { testRegistry, testWidgets, validInput, VALID_YAML } from '../core/test-registry';
import type { CampaignDefinition } from '../core/types';
import { layoutWidgets } from '../react/layout';
import { LAYOUT_WIDGET_TYPES } from '../react/layout/layoutTypes';
import { campaignModule, componentFile, neededWidgetTypes, widgetExportName, widgetFile } from './compile-campaign';

function compiled(yaml = VALID_YAML): FolderLoadResult & { ok: true } {
  const r = loadCampaign(validInput(yaml), testRegistry, { assets: ['bg.png'] });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return { ...r, definitionFile: 'campaigns/christmas/campaign.yaml', assetFiles: ['bg.png'], head: { file: 'campaigns/christmas/campaign.yaml', routes: [], keepAlive: false } };
}

const none = async () => ({ default: () => null });
const widget = (type: string, actions?: Record<string, () => Promise<void>>) =>
  defineWidget({ type, version: 1, description: `The ${type} widget.`, props: z.object({}), component: none, ...(actions ? { actions } : {}) });

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
  it('names a widget by convention: folder <type>/index.ts exporting camelCase(type)', () => {
    expect(widgetExportName('ranking-list')).toBe('rankingList');
    expect(widgetExportName('text-picture-input')).toBe('textPictureInput');
    expect(widgetExportName('button')).toBe('button');
    expect(widgetFile('/app/widgets', 'ranking-list')).toBe('/app/widgets/ranking-list/index.ts');
    expect(componentFile('/app/widgets', '/app/engine/react/layout', 'ranking-list')).toBe('/app/widgets/ranking-list/Component.tsx');
    expect(componentFile('/app/widgets', '/app/engine/react/layout', 'tabs')).toBe('/app/engine/react/layout/Tabs.tsx');
  });

  it("every widget's definition loads ./Component, and every layout widget its <Type>.tsx: the component a compiled campaign brings is the one its definition loads", () => {
    const widgetsDir = join(process.cwd(), 'widgets');
    const layoutDir = join(process.cwd(), 'engine', 'react', 'layout');
    const folders = readdirSync(widgetsDir).filter((d) => existsSync(join(widgetsDir, d, 'index.ts')) && d !== 'blocks' && d !== 'ui');
    expect(folders.length).toBeGreaterThan(10);
    for (const type of folders) {
      expect(readFileSync(join(widgetsDir, type, 'index.ts'), 'utf8'), type).toContain("component: () => import('./Component'),");
      expect(existsSync(componentFile(widgetsDir, layoutDir, type)), type).toBe(true);
    }
    for (const type of LAYOUT_WIDGET_TYPES) {
      const file = componentFile(widgetsDir, layoutDir, type);
      expect(readFileSync(join(layoutDir, `${type}.ts`), 'utf8'), type).toContain(`component: () => import('./${file.slice(layoutDir.length + 1, -4)}'),`);
    }
  });

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

  it('imports the needed definitions by absolute path and exports them as `widgets`, next to definition, strings and assets', () => {
    expect(testWidgets.map((w) => w.type)).toEqual(['stack', 'modal', 'button', 'ranking-list', 'banner', 'slot-machine']);
    const source = campaignModule('/c/christmas', compiled(), { registry: testRegistry, widgetsDir: '/app/widgets' });
    expect(source.split('\n').filter((l) => l.startsWith('import'))).toEqual([
      'import asset0 from "/c/christmas/bg.png?url";',
      'import { button as widget0 } from "/app/widgets/button/index.ts";',
      'import { rankingList as widget1 } from "/app/widgets/ranking-list/index.ts";',
      'import { slotMachine as widget2 } from "/app/widgets/slot-machine/index.ts";',
    ]);
    expect(source).toMatch(/^export default \{ definition: \{.*\}, strings: \{.*\}, assets: \{ "bg\.png": asset0 \}, widgets: \[widget0, widget1, widget2\], components: \{  \} \};$/m);
    // Deterministic: the same input gives the same module.
    expect(campaignModule('/c/christmas', compiled(), { registry: testRegistry, widgetsDir: '/app/widgets' })).toBe(source);
  });

  it('imports the components of the widget types of its page (sorted, layout widgets too) and exports them as `components`', () => {
    const files: Record<string, string> = { button: '/app/widgets/button/Component.tsx', 'ranking-list': '/app/widgets/ranking-list/Component.tsx', stack: '/app/engine/react/layout/Stack.tsx' };
    const source = campaignModule('/c/christmas', compiled(), { registry: testRegistry, widgetsDir: '/app/widgets', componentFile: (type) => files[type] });
    // The page has button, modal, ranking-list and stack; slot-machine only offers a step; modal has no file here.
    expect(source.split('\n').filter((l) => l.startsWith('import component'))).toEqual([
      'import component0 from "/app/widgets/button/Component.tsx";',
      'import component1 from "/app/widgets/ranking-list/Component.tsx";',
      'import component2 from "/app/engine/react/layout/Stack.tsx";',
    ]);
    expect(source).toContain('components: { "button": component0, "ranking-list": component1, "stack": component2 } };');
  });

  it('a campaign without a step-offering step leaves that widget out', () => {
    const yaml = VALID_YAML.replace('  resync:\n    - { type: slot-machine.resync }\n', '');
    const source = campaignModule('/c/christmas', compiled(yaml), { registry: testRegistry, widgetsDir: '/w' });
    expect(source).not.toContain('slot-machine');
    expect(source).toContain('widgets: [widget0, widget1]');
  });

  it('without a registry the module carries no widgets', () => {
    expect(campaignModule('/c/christmas', compiled())).toContain('widgets: []');
  });
});
