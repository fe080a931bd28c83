import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutDescriptions } from './schemaDescriptions';

const strip = (code: string, lang: 'ts' | 'tsx' = 'ts') => withoutDescriptions(code, parseSync('x.' + lang, code, { lang }).program);

describe('prop descriptions left out of the client build', () => {
  it('describe(schema, text) becomes (schema), nested calls and template texts included', () => {
    const code = [
      "const a = describe(z.string().check(z.minLength(1)), 'Product id the app pays for.');",
      "const b = z.object({ n: describe(z.optional(describe(z.int(), 'inner')), `outer`) });",
    ].join('\n');
    expect(strip(code)).toBe(["const a = (z.string().check(z.minLength(1)));", 'const b = z.object({ n: (z.optional((z.int()))) });'].join('\n'));
  });

  it('leaves other calls alone: another callee, a computed text, one argument', () => {
    const code = "describe(s, name); describe(s); other(s, 'text'); x.describe(s, 'text');";
    expect(strip(code)).toBe(code);
  });

  it('a real widget schema keeps its rules and loses its texts', async () => {
    const source = await readFile(join(process.cwd(), 'widgets/pass-subscription/schema.ts'), 'utf8');
    const out = strip(source);
    expect(source).toContain('Store product identifier');
    expect(out).not.toContain('Store product identifier');
    expect(out).toContain('z.minLength(1)');
    expect(() => parseSync('x.ts', out, { lang: 'ts' })).not.toThrow();
    expect(parseSync('x.ts', out, { lang: 'ts' }).errors).toEqual([]);
  });
});
