// The widget contract, checked once for every registered widget (layout pieces, shared widgets,
// campaign building blocks and game modules alike).
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { descriptionOf } from '@engine';
import { allWidgets, registry } from './index';

type Def = { type: string; innerType?: z.ZodMiniType; shape?: Record<string, z.ZodMiniType> };
const defOf = (s: z.ZodMiniType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const unwrap = (s: z.ZodMiniType): z.ZodMiniType => {
  const d = defOf(s);
  return (d.type === 'optional' || d.type === 'default') && d.innerType ? unwrap(d.innerType) : s;
};

describe('registered widgets', () => {
  it('each is registered once under a kebab-case type, versioned, described, with a reserved skeleton height', () => {
    expect(registry.size).toBe(allWidgets.length);
    for (const def of allWidgets) {
      expect(registry.get(def.type), def.type).toBe(def);
      expect(def.type).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(def.version, def.type).toBeGreaterThanOrEqual(1);
      expect(def.description.length, def.type).toBeGreaterThan(10);
      expect(def.skeletonHeight ?? 0, def.type).toBeGreaterThanOrEqual(0);
    }
  });

  it('every prop carries a description for operators (it flows into the JSON Schema)', () => {
    for (const def of allWidgets) {
      for (const [name, field] of Object.entries(defOf(def.props).shape ?? {})) {
        expect(descriptionOf(field) ?? descriptionOf(unwrap(field)), `${def.type}.${name}`).toBeTruthy();
      }
    }
  });

  it('every component is its own lazily loaded chunk with a default export', async () => {
    for (const def of allWidgets) expect(typeof (await def.component()).default, def.type).toBe('function');
  });
});
