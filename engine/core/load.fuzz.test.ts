import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { loadCampaign } from './load';
import { testRegistry, validInput, VALID_YAML } from './test-registry';
import type { LoadResult } from './types';

const base = parse(VALID_YAML) as Record<string, unknown>;
const strings = validInput().strings;

type Path = (string | number)[];

/** Every path of a value, so a mutation can target any field. */
function paths(v: unknown, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...paths(x, [...at, i])));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) out.push(...paths(x, [...at, k]));
  return out;
}
const allPaths = paths(base).filter((p) => p.length > 0);

const clone = <T>(v: T): T => structuredClone(v);

function mutate(doc: Record<string, unknown>, path: Path, op: string, value: unknown): unknown {
  const parent = path.slice(0, -1).reduce<unknown>((cur, k) => (cur as Record<string | number, unknown>)[k], doc) as Record<string | number, unknown> | unknown[];
  const key = path[path.length - 1] as string | number;
  if (op === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key as string];
  } else if (op === 'replace') {
    (parent as Record<string | number, unknown>)[key] = value;
  } else if (op === 'duplicate') {
    const copy = clone((parent as Record<string | number, unknown>)[key]);
    if (Array.isArray(parent)) parent.push(copy);
    else (parent as Record<string, unknown>)[`${String(key)}Copy`] = copy;
  } else if (op === 'proto') {
    Object.defineProperty(parent, '__proto__', { value, enumerable: true, configurable: true, writable: true });
  }
  return doc;
}

const dangerousKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'type', 'props', 'children', '{{data.x}}');
const value = fc.oneof(
  fc.anything({ maxDepth: 3, key: fc.oneof(fc.string(), dangerousKey) }),
  fc.constantFrom('{{data.ranking.list}}', '{{__proto__.x}}', '{{ data.constructor }}', '{{', 'common:x', '/vue/x', '2024-13-45', -1, 1e308, null),
);
const mutation = fc.record({ path: fc.constantFrom(...allPaths), op: fc.constantFrom('delete', 'replace', 'duplicate', 'proto'), value });

function expectWellFormed(r: LoadResult): void {
  expect(typeof r.ok).toBe('boolean');
  expect(Array.isArray(r.warnings)).toBe(true);
  if (!r.ok) {
    expect(r.errors.length).toBeGreaterThan(0);
    for (const e of r.errors) {
      expect(typeof e.message).toBe('string');
      expect(typeof e.path).toBe('string');
    }
  }
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

const run = (text: string) => loadCampaign({ file: 'f.yaml', text, strings }, testRegistry);

describe('loadCampaign never throws (property-based)', () => {
  it('mutated definitions (delete, replace, duplicate, __proto__) as YAML and JSON', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), fc.boolean(), (muts, asJson) => {
        const doc = clone(base);
        for (const m of muts) {
          try {
            mutate(doc, m.path, m.op, m.value);
          } catch {
            /* the path vanished after an earlier mutation */
          }
        }
        let text: string;
        try {
          text = asJson ? JSON.stringify(doc) : stringify(doc);
        } catch {
          text = String(doc);
        }
        expectWellFormed(run(text));
      }),
      { numRuns: 600 },
    );
  }, 90_000);

  it('character-level edits of a valid file', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(VALID_YAML.length), fc.nat(20), fc.string({ maxLength: 12, unit: 'binary' })), { minLength: 1, maxLength: 5 }), (edits) => {
        let text = VALID_YAML;
        for (const [at, del, ins] of edits) text = text.slice(0, at) + ins + text.slice(at + del);
        expectWellFormed(run(text));
      }),
      { numRuns: 400 },
    );
  }, 90_000);

  it('random YAML-ish text', () => {
    const token = fc.constantFrom('a:', ' ', '\n', '- ', '[', ']', '{', '}', '&x ', '*x', '!!str ', '"', "'", '#', '__proto__: ', 'type: ', '{{data.a}}', ': ', ',', '|', '>', '---', '...', '? ');
    fc.assert(
      fc.property(fc.array(fc.oneof(token, fc.string({ maxLength: 5 })), { maxLength: 60 }), (parts) => {
        expectWellFormed(run(parts.join('')));
      }),
      { numRuns: 400 },
    );
  }, 90_000);

  it('random strings files', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const r = loadCampaign({ file: 'f.yaml', text: VALID_YAML, strings: [{ file: 'en.yaml', locale: 'en', text }] }, testRegistry);
        expectWellFormed(r);
      }),
      { numRuns: 200 },
    );
  }, 90_000);
});
