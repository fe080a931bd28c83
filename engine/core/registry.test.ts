import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { closestTypes, createRegistry, defineWidget, registerWidgets } from './registry';

const fake = (type: string) =>
  defineWidget({ type, version: 1, description: `The ${type} widget.`, props: z.object({}), component: async () => ({ default: () => null }) });

describe('registry', () => {
  const registry = createRegistry(['ranking-list', 'countdown', 'button', 'tabs', 'tab', 'rule-text'].map(fake));

  it('keys definitions by type', () => {
    expect(registry.get('countdown')?.description).toBe('The countdown widget.');
    expect(registry.size).toBe(6);
  });

  it('throws on a duplicate type', () => {
    expect(() => createRegistry([fake('button'), fake('button')])).toThrow("widget type 'button' is registered twice");
  });

  it.each(['RankingList', 'ranking_list', '-x', 'a--b', ''])('throws on the non-kebab type %j', (type) => {
    expect(() => createRegistry([fake(type)])).toThrow('must be kebab-case');
  });

  it('suggests the closest types for a typo', () => {
    expect(closestTypes(registry, 'rankng-list')[0]).toBe('ranking-list');
    expect(closestTypes(registry, 'buton')).toEqual(['button']);
    expect(closestTypes(registry, 'tabz', 2)).toEqual(['tab', 'tabs']);
    expect(closestTypes(registry, 'completely-unrelated-name')).toEqual([]);
  });
});

describe('registerWidgets', () => {
  it('adds the missing types and keeps the registered ones', () => {
    const registry = createRegistry([fake('stack')]);
    const stack = registry.get('stack');
    const button = fake('button');
    expect(registerWidgets(registry, [fake('stack'), button])).toBe(1);
    expect([...registry.keys()]).toEqual(['stack', 'button']);
    expect(registry.get('stack')).toBe(stack);
    expect(registry.get('button')).toBe(button);
  });

  it('is idempotent: registering the same widgets again changes nothing', () => {
    const registry = createRegistry([]);
    const defs = [fake('banner'), fake('ranking-list')];
    expect(registerWidgets(registry, defs)).toBe(2);
    expect(registerWidgets(registry, defs)).toBe(0);
    expect(registerWidgets(registry, [fake('banner')])).toBe(0);
    expect(registry.get('banner')).toBe(defs[0]);
    expect(registry.size).toBe(2);
  });

  it('does nothing without widgets and rejects a non-kebab type', () => {
    const registry = createRegistry([]);
    expect(registerWidgets(registry, undefined)).toBe(0);
    expect(registerWidgets(registry, [])).toBe(0);
    expect(() => registerWidgets(registry, [fake('RankingList')])).toThrow('must be kebab-case');
  });
});
