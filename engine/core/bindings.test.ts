import { describe, expect, it } from 'vitest';
import { collectBindings, isBindingString, parseBinding, resolveValue } from './bindings';

const scope = {
  data: { ranking: { list: [{ name: 'Ana', score: 7 }, { name: 'Bo', score: 3 }], total: 2 } },
  phase: 'running',
  user: { id: 'u1' },
  locale: 'th',
  item: { name: 'Row' },
};

describe('parseBinding', () => {
  it('parses roots, names and indexes', () => {
    const r = parseBinding(' data.ranking.list[1].name ');
    expect(r).toEqual({ ok: true, binding: { root: 'data', segments: ['ranking', 'list', 1, 'name'] } });
  });

  it('parses literal fallbacks after ??', () => {
    const cases: Array<[string, unknown]> = [["user.name ?? 'guest'", 'guest'], ['data.x ?? 0', 0], ['data.x ?? -1.5', -1.5], ['data.x ?? true', true], ['data.x ?? null', null], ['data.x ?? "a b"', 'a b']];
    for (const [expr, value] of cases) {
      const r = parseBinding(expr);
      expect(r.ok && r.binding.fallback).toEqual({ value });
    }
  });

  it('rejects unknown roots, operators, calls and bad fallbacks with a message', () => {
    expect(parseBinding('window.location')).toMatchObject({ ok: false, error: expect.stringContaining('must start with one of data') });
    expect(parseBinding('data.a + 1')).toMatchObject({ ok: false, error: expect.stringContaining("unexpected ' + 1'") });
    expect(parseBinding('data.fn()')).toMatchObject({ ok: false });
    expect(parseBinding('data.a ?? foo')).toMatchObject({ ok: false, error: expect.stringContaining('fallback') });
    expect(parseBinding('data.a[x]')).toMatchObject({ ok: false, error: expect.stringContaining('[0]') });
  });

  it.each(['__proto__', 'prototype', 'constructor'])('rejects the %s segment', (seg) => {
    expect(parseBinding(`data.a.${seg}.x`)).toMatchObject({ ok: false, error: `'${seg}' is not allowed in a binding path` });
  });
});

describe('resolveValue', () => {
  it('returns the raw value for a whole binding', () => {
    expect(resolveValue('{{data.ranking.list}}', scope)).toBe(scope.data.ranking.list);
    expect(resolveValue('{{ data.ranking.total }}', scope)).toBe(2);
  });

  it('interpolates embedded bindings to a string', () => {
    expect(resolveValue('Top: {{data.ranking.list[0].name}} ({{data.ranking.list[0].score}})', scope)).toBe('Top: Ana (7)');
    expect(resolveValue('x{{data.missing}}y', scope)).toBe('xy');
  });

  it('resolves deeply inside arrays and objects', () => {
    expect(resolveValue({ a: ['{{phase}}', { b: '{{user.id}}' }], n: 3 }, scope)).toEqual({ a: ['running', { b: 'u1' }], n: 3 });
  });

  it('gives undefined or the fallback for unknown paths and never throws', () => {
    expect(resolveValue('{{data.nope.deeper[3]}}', scope)).toBeUndefined();
    expect(resolveValue("{{data.nope ?? 'none'}}", scope)).toBe('none');
    expect(resolveValue('{{ not valid ( }}', scope)).toBeUndefined();
    expect(resolveValue('{{query.x}}', {})).toBeUndefined();
  });

  it('reads own properties only (no prototype members)', () => {
    expect(resolveValue('{{data.ranking.toString}}', scope)).toBeUndefined();
    expect(resolveValue('{{data.ranking.list.length}}', scope)).toBe(2);
    expect(resolveValue('{{data.__proto__}}', scope)).toBeUndefined();
  });

  it('drops __proto__ keys instead of changing prototypes', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}') as unknown;
    const out = resolveValue(input, scope) as Record<string, unknown>;
    expect(out).toEqual({ ok: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('isBindingString and collectBindings', () => {
  it('detects {{ }} parts', () => {
    expect(isBindingString('{{data.a}}')).toBe(true);
    expect(isBindingString('plain')).toBe(false);
    expect(isBindingString(3)).toBe(false);
  });

  it('collects every binding with its path', () => {
    const found = collectBindings({ rows: '{{data.ranking.list}}', items: [{ label: 'Hi {{user.id}}' }] }, 'page[0].props');
    expect(found).toEqual([
      { path: 'page[0].props.rows', expr: 'data.ranking.list', root: 'data', segments: ['ranking', 'list'] },
      { path: 'page[0].props.items[0].label', expr: 'user.id', root: 'user', segments: ['id'] },
    ]);
  });
});
