import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { campaignJsonSchema } from './json-schema';
import { loadCampaign } from './load';
import { createRegistry, defineWidget } from './registry';
import { bindable } from './schema-helpers';
import { testRegistry, testWidgets, validInput, VALID_YAML } from './test-registry';
import type { WidgetRegistry } from './types';
import { parseYamlSafe } from './yaml-safe';

type Json = Record<string, unknown>;
const schema = campaignJsonSchema(testRegistry);
const defs = (schema.$defs ?? {}) as Record<string, Json>;
const deref = (s: Json): Json => (typeof s.$ref === 'string' ? deref(defs[s.$ref.replace('#/$defs/', '')] ?? {}) : s);

function nodeForms(): Json[] {
  const page = (schema.properties as Record<string, Json>).page as Json;
  const items = deref(page.items as Json);
  return (items.allOf as Json[]).flatMap((branch) => {
    const then = branch.then as Json;
    return ((then.anyOf as Json[] | undefined) ?? [then]).map(deref);
  });
}

const form = (type: string) => nodeForms().find((f) => ((f.properties as Record<string, Json>).type as Json).const === type);

describe('campaignJsonSchema', () => {
  it('describes the envelope with descriptions on its fields', () => {
    const props = schema.properties as Record<string, Json>;
    expect(Object.keys(props)).toEqual(expect.arrayContaining(['schemaVersion', 'id', 'routes', 'title', 'period', 'theme', 'data', 'actions', 'page', 'keepAlive']));
    for (const key of ['schemaVersion', 'id', 'routes', 'title', 'period', 'data', 'actions', 'page', 'keepAlive']) expect(typeof props[key]?.description, key).toBe('string');
    expect(schema.required).toEqual(expect.arrayContaining(['schemaVersion', 'id', 'routes', 'title', 'period', 'page']));
  });

  it('has one node form per registered widget, keyed by a type const with its description, and one for older props versions', () => {
    // ranking-list is at props version 2: a second form takes nodes that give version 1.
    expect(nodeForms()).toHaveLength(testRegistry.size + 1);
    expect(new Set(nodeForms().map((f) => ((f.properties as Record<string, Json>).type as Json).const)).size).toBe(testRegistry.size);
    const ranking = form('ranking-list');
    expect(ranking?.description).toBe('Ranking rows.');
    const props = deref((ranking?.properties as Record<string, Json>).props as Json);
    expect((props.properties as Record<string, Json>).limit).toMatchObject({ anyOf: [expect.objectContaining({ type: 'integer', description: 'Rows shown.' }), expect.objectContaining({ type: 'string' })] });
  });

  it('offers children only to widgets that accept them and requires props that have required fields', () => {
    expect(Object.keys(form('stack')?.properties as Json)).toContain('children');
    expect(Object.keys(form('button')?.properties as Json)).not.toContain('children');
    expect(form('button')?.required).toEqual(expect.arrayContaining(['type', 'props']));
    expect(form('slot-machine')?.required).toEqual(['type']);
  });

  it('marks text, action and data fields for tools', () => {
    const props = deref((form('button')?.properties as Record<string, Json>).props as Json).properties as Record<string, Json>;
    expect(props.text).toMatchObject({ 'x-campaign': 'text', description: 'Label key.' });
    expect(props.action).toMatchObject({ 'x-campaign': 'actionRef' });
  });
});

/** The test widgets and one whose props hold objects in every arrangement the loader checks keys of. */
const shapesRegistry = createRegistry([
  ...testWidgets,
  defineWidget({
    type: 'shapes',
    version: 1,
    description: 'Objects in props.',
    props: z.object({
      top: z.optional(bindable(z.object({ name: z.string() }))),
      either: z.optional(z.union([z.object({ a: z.number() }), z.object({ b: z.string() })])),
      both: z.optional(z.intersection(z.object({ x: z.number() }), z.object({ y: z.number() }))),
      list: z.optional(z.array(z.object({ id: z.string() }))),
      byName: z.optional(z.record(z.string(), z.object({ n: z.number() }))),
      loose: z.optional(z.looseObject({ k: z.string() })),
      extra: z.optional(z.record(z.string(), z.unknown())),
    }),
    component: async () => ({ default: () => null }),
  }),
]);

/** Validates parsed campaign files against the JSON Schema editors get for the registry. */
function jsonSchemaCheck(registry: WidgetRegistry) {
  const validate = new Ajv2020({ strict: false, allErrors: true, validateFormats: false }).compile(campaignJsonSchema(registry));
  return (yaml: string) => {
    const parsed = parseYamlSafe(yaml);
    if (!parsed.ok) throw new Error(parsed.errors[0]?.message);
    const ok = validate(parsed.value);
    return { ok, errors: validate.errors ?? [] };
  };
}

const rejectedKeys = (errors: ReturnType<ReturnType<typeof jsonSchemaCheck>>['errors']) =>
  errors.filter((e) => e.keyword === 'additionalProperties').map((e) => `${e.instancePath}/${String(e.params.additionalProperty)}`);

const edit = (from: string, to: string) => {
  expect(VALID_YAML).toContain(from);
  return VALID_YAML.replace(from, to);
};

describe('campaignJsonSchema in a JSON Schema validator', () => {
  const check = jsonSchemaCheck(testRegistry);

  it('accepts a valid campaign', () => {
    expect(check(VALID_YAML)).toMatchObject({ ok: true });
  });

  it('rejects a misspelt prop key, as the loader does', () => {
    const r = check(edit('limit: 30', 'limti: 30'));
    expect(r.ok).toBe(false);
    expect(rejectedKeys(r.errors)).toContain('/page/0/children/0/props/limti');
    expect(check(edit('props: { text: cta, action: join }', 'props: { text: cta, action: join, colour: red }')).ok).toBe(false);
  });

  it('checks a node against the form of the widget its type names only: one error for a misspelt key deep in the page, none from other widgets', () => {
    // The validator also says, at each enclosing node, that it did not match its widget's form ('if').
    const problems = (yaml: string) => check(yaml).errors.filter((e) => e.keyword !== 'if').map((e) => `${e.instancePath} ${e.keyword}`);
    expect(problems(edit('props: { text: cta, action: join }', 'props: { text: cta, action: join, colour: red }'))).toEqual(['/page/1/props additionalProperties']);
    // ranking-list has a second form for an older props version: that form says what it lacks, nothing else does.
    expect(problems(edit('limit: 30', 'limti: 30'))).toEqual(['/page/0/children/0/props additionalProperties', '/page/0/children/0 required', '/page/0/children/0 anyOf']);
    const unknownType = check(edit('  - type: modal\n', '  - type: modla\n'));
    expect(unknownType.ok).toBe(false);
    expect(unknownType.errors.map((e) => `${e.instancePath} ${e.keyword}`)).toEqual(['/page/2/type enum']);
  });

  it('accepts bindings where the props allow them', () => {
    expect(check(edit("rows: '{{data.ranking.list}}', limit: 30", "rows: '{{data.ranking.list}}', limit: '{{data.ranking.size}}'")).ok).toBe(true);
    expect(check(edit('props: { text: cta, action: join }', "props: { text: cta, action: join, disabled: '{{state.joined}}' }")).ok).toBe(true);
  });

  it('takes props of an older props version as written (they are migrated when loaded), and only those', () => {
    const v1 = edit('limit: 30', 'max: 30').replace('      - type: ranking-list\n', '      - type: ranking-list\n        version: 1\n');
    expect(loadCampaign({ ...validInput(), text: v1 }, testRegistry).ok).toBe(true);
    expect(check(v1).ok).toBe(true);
    expect(check(v1.replace('version: 1', 'version: 2')).ok).toBe(false);
    expect(check(v1.replace('version: 1', 'version: 3')).ok).toBe(false);
    expect(check(edit('      - type: ranking-list\n', '      - type: ranking-list\n        version: 2\n')).ok).toBe(true);
  });

  it('rejects exactly the unknown keys the loader rejects: nested objects, items, unions, intersections, records', () => {
    const checkShapes = jsonSchemaCheck(shapesRegistry);
    const cases: Array<[props: string, rejected: boolean]> = [
      ['{ top: { name: x } }', false],
      ['{ top: { name: x, nam: y } }', true],
      ["{ top: '{{data.ranking.top}}' }", false],
      ['{ tpo: { name: x } }', true],
      ['{ either: { a: 1 } }', false],
      ['{ either: { b: s } }', false],
      // A key of another branch of the union is known: the loader takes it.
      ['{ either: { a: 1, b: s } }', false],
      ['{ either: { a: 1, c: 2 } }', true],
      ['{ both: { x: 1, y: 2 } }', false],
      ['{ both: { x: 1, y: 2, z: 3 } }', true],
      ['{ list: [{ id: a }, { id: b }] }', false],
      ['{ list: [{ id: a }, { id: b, idd: c }] }', true],
      ['{ byName: { one: { n: 1 } } }', false],
      ['{ byName: { one: { n: 1, m: 2 } } }', true],
      ['{ loose: { k: a, other: 1 } }', false],
      ['{ extra: { anything: 1 } }', false],
    ];
    for (const [props, rejected] of cases) {
      const text = edit('  - type: modal\n', `  - type: shapes\n    props: ${props}\n  - type: modal\n`);
      const loaded = loadCampaign({ ...validInput(), text }, shapesRegistry);
      expect(loaded.ok, `loader: ${props}`).toBe(!rejected);
      if (!loaded.ok) expect(loaded.errors.map((e) => e.message).join('; '), props).toContain('unknown prop');
      expect(checkShapes(text).ok, `JSON Schema: ${props}`).toBe(!rejected);
    }
  });
});
