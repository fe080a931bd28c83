import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncSchemas } from '../engine/core/node/generate-schemas';
import { testRegistry } from '../engine/core/test-registry';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'schemas-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('schemas generation', () => {
  it('writes the JSON Schema and TypeScript declarations of every widget node', async () => {
    expect(await syncSchemas(dir, testRegistry, false)).toEqual({ ok: true });
    const json = JSON.parse(await readFile(join(dir, 'campaign.schema.json'), 'utf8')) as { $defs: Record<string, unknown> };
    expect(Object.keys(json.$defs)).toEqual(expect.arrayContaining(['ActionStep', 'PageNode']));
    const dts = await readFile(join(dir, 'campaign.d.ts'), 'utf8');
    expect(dts).toContain('export interface CampaignDefinition');
    expect(dts).toContain('type: "ranking-list"');
    expect(dts).toContain('Ranking rows.');
  }, 60_000);

  it('--check passes when up to date and names the stale files otherwise', async () => {
    await syncSchemas(dir, testRegistry, false);
    expect(await syncSchemas(dir, testRegistry, true)).toEqual({ ok: true });
    await writeFile(join(dir, 'campaign.d.ts'), '// edited by hand\n');
    expect(await syncSchemas(dir, testRegistry, true)).toEqual({ ok: false, stale: ['campaign.d.ts'] });
    await rm(join(dir, 'campaign.schema.json'));
    expect(await syncSchemas(dir, testRegistry, true)).toEqual({ ok: false, stale: ['campaign.schema.json', 'campaign.d.ts'] });
  }, 60_000);
});
