// The widget contract, checked once for every registered widget (layout pieces, shared widgets,
// campaign building blocks and game modules alike).
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { descriptionOf, layoutWidgets } from '@engine';
import { widgetExportName } from '@engine/build/compile-campaign';
import { allWidgets, registry } from './index';

/** Every widget folder's definition module, loaded on demand (the build imports them the same way). */
const definitionModules = import.meta.glob<Record<string, unknown>>('./*/index.ts');

type Def = { type: string; innerType?: z.ZodMiniType; getter?: () => z.ZodMiniType; shape?: Record<string, z.ZodMiniType> };
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
    let props = 0;
    for (const def of allWidgets) {
      // Props schemas are built on first use (lazySchema): read the object inside.
      const schema = defOf(def.props).type === 'lazy' ? defOf(def.props).getter!() : def.props;
      expect(defOf(schema).type, def.type).toBe('object');
      for (const [name, field] of Object.entries(defOf(schema).shape ?? {})) {
        props += 1;
        expect(descriptionOf(field) ?? descriptionOf(unwrap(field)), `${def.type}.${name}`).toBeTruthy();
      }
    }
    expect(props).toBeGreaterThan(allWidgets.length * 2);
  });

  it('props schemas are built on first use, so a page builds only the schemas of the widgets it renders', () => {
    for (const def of allWidgets) expect(defOf(def.props).type, def.type).toBe('lazy');
  });

  it('every component is its own lazily loaded chunk with a default export', async () => {
    for (const def of allWidgets) expect(typeof (await def.component()).default, def.type).toBe('function');
  });

  it('each (but the engine layout widgets) is found by the build: widgets/<type>/index.ts exports camelCase(type), that very definition', async () => {
    const layout = new Set(layoutWidgets.map((w) => w.type));
    for (const def of allWidgets) {
      if (layout.has(def.type)) continue;
      const load = definitionModules[`./${def.type}/index.ts`];
      expect(load, `widgets/${def.type}/index.ts`).toBeDefined();
      const exported = (await load?.())?.[widgetExportName(def.type)] as { type?: string } | undefined;
      expect(exported?.type, `widgets/${def.type}/index.ts exports ${widgetExportName(def.type)}`).toBe(def.type);
      expect(exported, def.type).toBe(def);
    }
  });
});
