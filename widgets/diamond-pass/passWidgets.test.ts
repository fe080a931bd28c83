import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { descriptionOf, type Locale } from '@engine';
import { loadCampaign } from '@engine/core/authoring';
import { registry } from '../index';
import { gameWidgets } from '../games';

const PASS_TYPES = ['diamond-pass', 'pass-subscription', 'pass-tasks'];
const passWidgets = gameWidgets.filter((d) => PASS_TYPES.includes(d.type));
const shapeOf = (s: z.ZodMiniType) => (s as unknown as { _zod: { def: { shape?: Record<string, z.ZodMiniType> } } })._zod.def.shape ?? {};
const LANGUAGES: Locale[] = ['en', 'ms', 'th', 'ph', 'fil', 'vi'];
const DIR = join(process.cwd(), 'campaigns/diamond-pass');

describe('Diamond Pass widget list', () => {
  it('registers the four pass widgets, version 1, described, with a skeleton height', () => {
    expect(passWidgets.map((d) => d.type).sort()).toEqual([...PASS_TYPES].sort());
    for (const def of passWidgets) {
      expect(registry.get(def.type)).toBe(def);
      expect(def.version).toBe(1);
      expect(def.description.length).toBeGreaterThan(20);
      expect(def.skeletonHeight).toBeGreaterThan(0);
      for (const [name, field] of Object.entries(shapeOf(def.props))) expect(descriptionOf(field), `${def.type}.${name}`).toBeTruthy();
    }
  });

  it('every pass component is its own lazily loaded chunk', async () => {
    for (const def of passWidgets) expect(typeof (await def.component()).default, def.type).toBe('function');
  });

  it('P§2: the diamond-pass campaign loads on /diamond-pass/index with strings in every language and no warnings', () => {
    const strings = LANGUAGES.map((locale) => ({ file: `strings/${locale}.yaml`, locale, text: readFileSync(join(DIR, `strings/${locale}.yaml`), 'utf8') }));
    const result = loadCampaign({ file: 'campaign.yaml', text: readFileSync(join(DIR, 'campaign.yaml'), 'utf8'), strings }, registry);
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    if (result.ok) expect(result.campaign.definition.routes).toEqual(['/diamond-pass/index']);
  });
});
