import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBindingString } from '../engine/core/bindings';
import { CAMPAIGN_LANGUAGES, loadCampaign } from '../engine/core/load';
import { syncSchemas } from '../engine/core/node/generate-schemas';
import { testRegistry } from '../engine/core/test-registry';
import { parseYamlSafe, type SafeParseResult } from '../engine/core/yaml-safe';
import { registry } from '../widgets/index';

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

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const CAMPAIGNS = join(process.cwd(), 'campaigns');
const campaignIds = readdirSync(CAMPAIGNS, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** A campaign folder's strings files and other files, read once: the tests below load each campaign many times. */
const folders = new Map<string, { strings: Array<{ file: string; locale: (typeof CAMPAIGN_LANGUAGES)[number]; text: string }>; assets: string[] }>();
function folderOf(id: string) {
  let folder = folders.get(id);
  if (!folder) {
    const dir = join(CAMPAIGNS, id);
    const strings = CAMPAIGN_LANGUAGES.map((locale) => ({ file: `strings/${locale}.yaml`, locale, text: readFileSync(join(dir, 'strings', `${locale}.yaml`), 'utf8') }));
    folders.set(id, (folder = { strings, assets: readdirSync(dir).filter((f) => f !== 'campaign.yaml' && f !== 'strings') }));
  }
  return folder;
}

/**
 * Loads a campaign of campaigns/ with its own strings and files, its definition replaced by `definition`. The loader
 * takes the values as parsed (as a caller that parsed the file passes them): re-parsing each edited copy as text was
 * most of this file's time. Its messages point at no line, which nothing here reads.
 */
function loadAs(id: string, definition: unknown) {
  const { strings, assets } = folderOf(id);
  const parsed = { ok: true, value: definition, source: { locate: () => undefined }, warnings: [] } as unknown as SafeParseResult;
  return loadCampaign({ file: 'campaign.yaml', text: '', parsed, strings }, registry, { assets });
}

/** Every object written inside a node's props (the props themselves included), with its path. */
function propsObjects(nodes: unknown, path: (string | number)[] = ['page'], out: Array<(string | number)[]> = []): Array<(string | number)[]> {
  if (!Array.isArray(nodes)) return out;
  nodes.forEach((node, i) => {
    if (!isObj(node)) return;
    const at = [...path, i];
    const visit = (value: unknown, p: (string | number)[]): void => {
      if (isBindingString(value)) return;
      if (Array.isArray(value)) return value.forEach((v, j) => visit(v, [...p, j]));
      if (!isObj(value)) return;
      out.push(p);
      for (const [k, v] of Object.entries(value)) visit(v, [...p, k]);
    };
    visit(node.props ?? {}, [...at, 'props']);
    propsObjects(node.children, [...at, 'children'], out);
  });
  return out;
}

function at(root: unknown, path: (string | number)[]): Obj {
  let cur = root as Obj;
  for (const seg of path) cur = (cur[seg] ??= {}) as Obj;
  return cur;
}

describe('the committed JSON Schema (schemas/campaign.schema.json) and the campaigns', () => {
  const schema = JSON.parse(readFileSync(join(process.cwd(), 'schemas', 'campaign.schema.json'), 'utf8')) as Obj;
  const validate = new Ajv2020({ strict: false, allErrors: true, validateFormats: false }).compile(schema);
  const parsedDefinitions = new Map<string, Obj>();
  /** A fresh copy of the campaign's definition as parsed from its file (each edit starts from the file). */
  const definition = (id: string): Obj => {
    let parsed = parsedDefinitions.get(id);
    if (!parsed) {
      const read = parseYamlSafe(readFileSync(join(CAMPAIGNS, id, 'campaign.yaml'), 'utf8'));
      if (!read.ok) throw new Error(`${id}: ${read.errors[0]?.message}`);
      parsedDefinitions.set(id, (parsed = read.value as Obj));
    }
    return structuredClone(parsed);
  };

  it('finds the campaigns', () => {
    expect(campaignIds.length).toBeGreaterThan(0);
  });

  it.each(campaignIds)('%s validates against it', (id) => {
    const ok = validate(definition(id));
    expect(validate.errors ?? [], id).toEqual([]);
    expect(ok).toBe(true);
  }, 60_000);

  it.each(campaignIds)('%s: an unknown key in any object of any props is rejected by it exactly when the loader rejects the file', (id) => {
    expect(loadAs(id, definition(id)).ok).toBe(true);
    const paths = propsObjects(definition(id).page);
    let unknown = 0;
    for (const path of paths) {
      const edited = definition(id);
      at(edited, path).zzUnknown = 1;
      const loaded = loadAs(id, edited);
      expect(validate(edited), `${path.join('.')}.zzUnknown: ${loaded.ok ? 'the loader accepts it' : loaded.errors[0]?.message}`).toBe(loaded.ok);
      if (!loaded.ok && loaded.errors.some((e) => e.message.includes("unknown prop 'zzUnknown'"))) unknown++;
    }
    // Each node's props at least is an object that takes no other key.
    expect(unknown).toBeGreaterThanOrEqual(paths.filter((p) => p[p.length - 1] === 'props').length);
  }, 60_000);

  it.each(campaignIds)('%s: a misspelt prop name in any node is rejected', (id) => {
    for (const path of propsObjects(definition(id).page).filter((p) => p[p.length - 1] === 'props')) {
      const edited = definition(id);
      const props = at(edited, path);
      const key = Object.keys(props)[0];
      if (key === undefined) continue;
      const value = props[key];
      delete props[key];
      props[`${key.slice(0, -1)}${key.slice(-1) === 'x' ? 'y' : 'x'}`] = value;
      expect(validate(edited), `${path.join('.')}.${key}`).toBe(false);
      expect(validate.errors?.some((e) => e.keyword === 'additionalProperties' && e.instancePath === `/${path.join('/')}`)).toBe(true);
    }
  }, 60_000);
});
