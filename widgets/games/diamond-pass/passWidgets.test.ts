import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@engine';
import { loadCampaign } from '@engine/core/authoring';
import { registry } from '../../index';
import { gameWidgets } from '..';

const PASS_TYPES = ['diamond-pass', 'pass-subscription', 'pass-tasks'];
// One strings file per language pack: ph reads fil, vn reads vi.
const LANGUAGES: Locale[] = ['en', 'ms', 'th', 'fil', 'vi'];
const DIR = join(process.cwd(), 'campaigns/diamond-pass');

describe('Diamond Pass widget list', () => {
  it('registers the pass widgets among the game modules', () => {
    expect(gameWidgets.filter((d) => PASS_TYPES.includes(d.type)).map((d) => d.type).sort()).toEqual([...PASS_TYPES].sort());
  });

  it('the diamond-pass campaign loads on /diamond-pass/index with strings in every language pack and no warnings', () => {
    const strings = LANGUAGES.map((locale) => ({ file: `strings/${locale}.yaml`, locale, text: readFileSync(join(DIR, `strings/${locale}.yaml`), 'utf8') }));
    const result = loadCampaign({ file: 'campaign.yaml', text: readFileSync(join(DIR, 'campaign.yaml'), 'utf8'), strings }, registry);
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    if (result.ok) expect(result.campaign.definition.routes).toEqual(['/diamond-pass/index']);
  });
});
