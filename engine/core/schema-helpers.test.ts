import { describe as group, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { actionRef, asset, bindable, dataRef, describe, descriptionOf, fieldKind, text } from './schema-helpers';

group('schema helpers', () => {
  it('describe attaches a description that flows into the JSON Schema', () => {
    const s = describe(z.number(), 'How many rows to show.');
    expect(descriptionOf(s)).toBe('How many rows to show.');
    expect(z.toJSONSchema(z.object({ limit: s }))).toMatchObject({ properties: { limit: { type: 'number', description: 'How many rows to show.' } } });
  });

  it('marks text, actionRef, dataRef and asset fields', () => {
    expect(fieldKind(text('Label key.'))).toBe('text');
    expect(fieldKind(actionRef('Action to run.'))).toBe('actionRef');
    expect(fieldKind(dataRef('Data source.'))).toBe('dataRef');
    expect(fieldKind(asset('Image.'))).toBe('asset');
    expect(descriptionOf(text('Label key.'))).toBe('Label key.');
    expect(z.safeParse(text('x'), '').success).toBe(false);
  });

  it('describe keeps an existing field kind', () => {
    const s = describe(text('a'), 'b');
    expect(fieldKind(s)).toBe('text');
    expect(descriptionOf(s)).toBe('b');
  });

  it('bindable accepts the value or a binding string, nothing else', () => {
    const s = bindable(describe(z.number(), 'Limit.'));
    expect(fieldKind(s)).toBe('bindable');
    expect(descriptionOf(s)).toBe('Limit.');
    expect(z.safeParse(s, 30).success).toBe(true);
    expect(z.safeParse(s, '{{data.limit}}').success).toBe(true);
    expect(z.safeParse(s, 'thirty').success).toBe(false);
  });
});
