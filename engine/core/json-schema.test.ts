import { describe, expect, it } from 'vitest';
import { campaignJsonSchema } from './json-schema';
import { testRegistry } from './test-registry';

type Json = Record<string, unknown>;
const schema = campaignJsonSchema(testRegistry);
const defs = (schema.$defs ?? {}) as Record<string, Json>;
const deref = (s: Json): Json => (typeof s.$ref === 'string' ? deref(defs[s.$ref.replace('#/$defs/', '')] ?? {}) : s);

function nodeForms(): Json[] {
  const page = (schema.properties as Record<string, Json>).page as Json;
  const items = deref(page.items as Json);
  return ((items.anyOf ?? items.oneOf) as Json[]).map(deref);
}

const form = (type: string) => nodeForms().find((f) => ((f.properties as Record<string, Json>).type as Json).const === type);

describe('campaignJsonSchema', () => {
  it('describes the envelope with descriptions on its fields', () => {
    const props = schema.properties as Record<string, Json>;
    expect(Object.keys(props)).toEqual(expect.arrayContaining(['schemaVersion', 'id', 'routes', 'title', 'period', 'theme', 'data', 'actions', 'page', 'keepAlive']));
    for (const key of ['schemaVersion', 'id', 'routes', 'title', 'period', 'data', 'actions', 'page', 'keepAlive']) expect(typeof props[key]?.description, key).toBe('string');
    expect(schema.required).toEqual(expect.arrayContaining(['schemaVersion', 'id', 'routes', 'title', 'period', 'page']));
  });

  it('has one node form per registered widget, keyed by a type const with its description', () => {
    expect(nodeForms()).toHaveLength(testRegistry.size);
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
