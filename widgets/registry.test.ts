// @vitest-environment jsdom
// The widget contract, checked once for every registered widget (layout pieces, shared widgets,
// campaign building blocks and game modules alike).
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { pathToFileURL } from 'node:url';
import { descriptionOf, SHAPE_FIELD_TYPES, type ShapeField } from '@engine';
import { componentFileOf } from '@engine/vite/definition-source';
import { allWidgets, registry } from './index';

type Def = { type: string; innerType?: z.ZodMiniType; getter?: () => z.ZodMiniType; shape?: Record<string, z.ZodMiniType> };
const defOf = (s: z.ZodMiniType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const unwrap = (s: z.ZodMiniType): z.ZodMiniType => {
  const d = defOf(s);
  return (d.type === 'optional' || d.type === 'default') && d.innerType ? unwrap(d.innerType) : s;
};

/** The problems of a data shape's fields (as its reads.json writes them): names, a known type, a description. */
function fieldProblems(fields: readonly ShapeField[], at: string): string[] {
  return fields.flatMap((f, i) => {
    const here = `${at}[${i}]`;
    const own = [
      ...(Array.isArray(f.names) && f.names.length > 0 && f.names.every((n) => typeof n === 'string' && n !== '') ? [] : [`${here} names`]),
      ...((SHAPE_FIELD_TYPES as readonly string[]).includes(f.type) ? [] : [`${here} type '${String(f.type)}'`]),
      ...(typeof f.description === 'string' && f.description.length > 3 ? [] : [`${here} description`]),
    ];
    return [...own, ...(f.fields ? fieldProblems(f.fields, `${here}.fields`) : [])];
  });
}

describe('registered widgets', () => {
  it('each data shape a widget declares (reads.json) names one of its props and describes fields of known types', () => {
    const declared = allWidgets.filter((def) => (def.reads ?? []).length > 0);
    expect(declared.length).toBeGreaterThanOrEqual(13);
    for (const def of declared) {
      const schema = defOf(def.props).type === 'lazy' ? defOf(def.props).getter!() : def.props;
      for (const [i, read] of (def.reads ?? []).entries()) {
        const at = `${def.type}.reads[${i}]`;
        expect(Object.keys(defOf(schema).shape ?? {}), at).toContain(read.prop);
        expect(['rows', 'object'], at).toContain(read.shape);
        expect(read.what.length, at).toBeGreaterThan(3);
        expect([...fieldProblems(read.fields, `${at}.fields`), ...fieldProblems(read.answer ?? [], `${at}.answer`)]).toEqual([]);
      }
    }
    expect(fieldProblems([{ names: [], type: 'texts' as never, description: '' }], 'bad')).toEqual(['bad[0] names', "bad[0] type 'texts'", 'bad[0] description']);
  });

  it('each is registered once under a kebab-case type, versioned, described, with a reserved skeleton height', () => {
    expect(registry.size).toBe(allWidgets.length);
    for (const def of allWidgets) {
      expect(registry.get(def.type), def.type).toBe(def);
      expect(def.type).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(def.version, def.type).toBeGreaterThanOrEqual(1);
      expect(def.description.length, def.type).toBeGreaterThan(10);
      // A height may follow the node's props: with none set it is still a height.
      const height = typeof def.skeletonHeight === 'function' ? def.skeletonHeight({}, 0, 0) : (def.skeletonHeight ?? 0);
      expect(height, def.type).toBeGreaterThanOrEqual(0);
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

  it('each declares the module defining it and its component once: what the build imports is that very definition and the component it loads', async () => {
    for (const def of allWidgets) {
      expect(def.module, `${def.type} declares module: import.meta.url`).toMatch(/^file:/);
      const definitionModule = (await import(/* @vite-ignore */ def.module!)) as Record<string, unknown>;
      expect(Object.values(definitionModule).filter((v) => v === def), `${def.module} exports the definition of ${def.type}`).toHaveLength(1);
      const file = await componentFileOf(def, registry);
      expect(file, `${def.type}: the build finds the file its component() imports`).toMatch(/\.tsx?$/);
      const component = (await import(/* @vite-ignore */ pathToFileURL(file!).href)) as { default?: unknown };
      expect(component.default, `${def.type}: ${file} is the module its component() loads`).toBe((await def.component()).default);
    }
  });
});
