import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { migrateDefinition, migrateProps } from './migrations';
import { defineWidget } from './registry';
import type { WidgetMigration } from './types';

const v1 = {
  schemaVersion: 1,
  id: 'old',
  route: '/act/old',
  title: 'title',
  period: { from: '2024-12-01T00:00:00+08:00', to: '2024-12-31T00:00:00+08:00', preheat: '2024-11-30T00:00:00+08:00' },
  page: [{ type: 'text' }],
};

describe('envelope migrations', () => {
  it('migrates v1 route and period.from/to to v2 routes and period.start/end', () => {
    const r = migrateDefinition(v1);
    expect(r).toEqual({
      ok: true,
      from: 1,
      value: {
        schemaVersion: 2,
        id: 'old',
        routes: ['/act/old'],
        title: 'title',
        period: { start: '2024-12-01T00:00:00+08:00', end: '2024-12-31T00:00:00+08:00', preheat: '2024-11-30T00:00:00+08:00' },
        page: [{ type: 'text' }],
      },
    });
  });

  it('keeps a v1 file already written with routes and start/end', () => {
    const r = migrateDefinition({ ...v1, route: undefined, routes: ['/a'], period: { start: 's', end: 'e' } });
    expect(r.ok && r.value).toMatchObject({ schemaVersion: 2, routes: ['/a'], period: { start: 's', end: 'e' } });
  });

  it('leaves conflicting old fields in place so validation reports them', () => {
    const r = migrateDefinition({ ...v1, routes: ['/a'] });
    expect(r.ok && r.value).toMatchObject({ routes: ['/a'], route: '/act/old' });
  });

  it('passes current documents through untouched', () => {
    const doc = { schemaVersion: 2, id: 'x' };
    expect(migrateDefinition(doc)).toEqual({ ok: true, value: doc, from: 2 });
  });

  it('rejects missing, malformed and future versions with what was expected', () => {
    expect(migrateDefinition({ id: 'x' })).toMatchObject({ ok: false, message: "missing required field 'schemaVersion' (expected an integer from 1 to 2)" });
    expect(migrateDefinition({ schemaVersion: 'two' })).toMatchObject({ ok: false, found: '"two"' });
    expect(migrateDefinition({ schemaVersion: 1.5 })).toMatchObject({ ok: false });
    expect(migrateDefinition({ schemaVersion: 9 })).toMatchObject({ ok: false, message: 'schemaVersion 9 is newer than this engine supports (2); update the engine' });
    expect(migrateDefinition([1, 2])).toMatchObject({ ok: false, found: 'a list' });
  });
});

describe('props migrations', () => {
  const widget = defineWidget({
    type: 'ranking-list',
    version: 3,
    description: 'Ranking.',
    props: z.object({ limit: z.number() }),
    component: async () => ({ default: () => null }),
    migrations: [
      { from: 1, migrate: ({ max, ...rest }) => ({ ...rest, count: max }) },
      { from: 2, migrate: ({ count, ...rest }) => ({ ...rest, limit: count }) },
    ],
  });

  it('applies the ordered migrations from the written version', () => {
    expect(migrateProps(widget, { max: 10, title: 't' }, 1)).toEqual({ ok: true, props: { title: 't', limit: 10 } });
    expect(migrateProps(widget, { count: 5 }, 2)).toEqual({ ok: true, props: { limit: 5 } });
    expect(migrateProps(widget, { limit: 5 })).toEqual({ ok: true, props: { limit: 5 } });
  });

  it('reports future versions, missing and throwing migrations', () => {
    expect(migrateProps(widget, {}, 4)).toMatchObject({ ok: false, message: "props version 4 is newer than widget 'ranking-list' supports (3)" });
    const noMigrations = defineWidget({ ...widget, migrations: [] });
    expect(migrateProps(noMigrations, {}, 2)).toMatchObject({ ok: false, message: "widget 'ranking-list' has no props migration from version 2" });
    const failing: WidgetMigration = {
      from: 2,
      migrate: () => {
        throw new Error('boom');
      },
    };
    const broken = defineWidget({ ...widget, migrations: [failing] });
    expect(migrateProps(broken, {}, 2)).toMatchObject({ ok: false, message: "props migration of 'ranking-list' from version 2 failed: boom" });
  });
});
