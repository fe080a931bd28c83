/**
 * Node-only: the generated files of schemas/ (JSON Schema for the YAML
 * language server, TypeScript declarations for outside consumers), and the
 * check that the committed copies are up to date.
 */
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { campaignJsonSchema, campaignJsonSchemaForms } from '../json-schema';
import type { WidgetRegistry } from '../types';

const BANNER = '/* Generated from the campaign JSON Schema by `npm run schemas`. Do not edit: change the zod schemas instead. */';

export async function generateSchemaFiles(registry: WidgetRegistry): Promise<Record<string, string>> {
  const json = `${JSON.stringify(campaignJsonSchema(registry), null, 2)}\n`;
  const { $schema: _drop, ...forTypes } = campaignJsonSchemaForms(registry);
  const dts = await compile(forTypes as Parameters<typeof compile>[0], 'CampaignDefinition', {
    bannerComment: BANNER,
    additionalProperties: false,
    unreachableDefinitions: false,
    format: true,
    strictIndexSignatures: true,
  });
  return { 'campaign.schema.json': json, 'campaign.d.ts': dts };
}

export type SchemaCheck = { ok: true } | { ok: false; stale: string[] };

/** Writes the files, or with `check` compares them and lists the stale ones. */
export async function syncSchemas(dir: string, registry: WidgetRegistry, check: boolean): Promise<SchemaCheck> {
  const files = await generateSchemaFiles(registry);
  if (check) {
    const stale: string[] = [];
    for (const [name, text] of Object.entries(files)) {
      const current = await readFile(join(dir, name), 'utf8').catch(() => undefined);
      if (current !== text) stale.push(name);
    }
    return stale.length === 0 ? { ok: true } : { ok: false, stale };
  }
  await mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text, 'utf8');
  return { ok: true };
}
