import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { schemaDescriptionsPlugin, withoutDescriptions } from './schemaDescriptions';

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
    const source = await readFile(join(process.cwd(), 'widgets/games/pass-subscription/schema.ts'), 'utf8');
    const out = strip(source);
    expect(source).toContain('Store product identifier');
    expect(out).not.toContain('Store product identifier');
    expect(out).toContain('z.minLength(1)');
    expect(() => parseSync('x.ts', out, { lang: 'ts' })).not.toThrow();
    expect(parseSync('x.ts', out, { lang: 'ts' }).errors).toEqual([]);
  });
});

describe('the texts of field helpers and widget definitions left out of the client build', () => {
  it('empties the text argument of the helpers the module imports from the engine or the field helpers, and a defineWidget description', () => {
    const code = [
      "import { defineWidget, text, actionRef } from '@engine';",
      "import { opt, withDefault } from '../blocks/fields';",
      "const p = z.object({ a: opt(text('Label key.'), 'Title above.'), b: withDefault(z.int(), 3, 'Rows.'), c: actionRef('On tap.', 'tap') });",
      "export default defineWidget({ type: 'x', description: 'A widget.', props: p });",
    ].join('\n');
    expect(strip(code)).toBe([
      "import { defineWidget, text, actionRef } from '@engine';",
      "import { opt, withDefault } from '../blocks/fields';",
      "const p = z.object({ a: opt(text(''), ''), b: withDefault(z.int(), 3, ''), c: actionRef('', 'tap') });",
      "export default defineWidget({ type: 'x', description: '', props: p });",
    ].join('\n'));
  });

  it('empties the description of a definition object (declaring module: import.meta.url) given to a definer of its own', () => {
    const code = "export const game = defineDrawGame({ type: 'x', description: 'A draw game.', props: p, module: import.meta.url });";
    expect(strip(code)).toBe("export const game = defineDrawGame({ type: 'x', description: '', props: p, module: import.meta.url });");
    expect(strip("const other = wrap({ description: 'Kept: not a definition.' });")).toBe("const other = wrap({ description: 'Kept: not a definition.' });");
  });

  it("empties the description of a layout widget's defineLayout({...})", () => {
    const code = "import { defineLayout } from './defineLayout';\nexport const section = defineLayout({ type: 'section', props: p, description: 'A block of the page.' });";
    expect(strip(code)).toBe("import { defineLayout } from './defineLayout';\nexport const section = defineLayout({ type: 'section', props: p, description: '' });");
  });

  it('leaves a function of the same name from elsewhere alone, and texts that are not plain', () => {
    const code = [
      "import { text } from './copy';",
      "import { opt } from '../blocks/fields';",
      "const a = text('Hello'); const b = opt(z.string(), label);",
    ].join('\n');
    expect(strip(code)).toBe(code);
  });

  it('a real widget definition keeps its type, props and component and loses its texts', async () => {
    const source = await readFile(join(process.cwd(), 'widgets/games/stardust/schema.ts'), 'utf8');
    const out = strip(source);
    expect(source).toContain('Stardust each Spark lit earns');
    expect(out).not.toContain('Stardust each Spark lit earns');
    expect(out).toContain("withDefault(intFrom(1), 10, '')");
    expect(parseSync('x.ts', out, { lang: 'ts' }).errors).toEqual([]);
  });
});

describe('data shapes left out of the client build', () => {
  const loaded = (command: 'build' | 'serve', id: string) => {
    const plugin = schemaDescriptionsPlugin() as unknown as { configResolved(c: { command: string }): void; load(id: string): string | undefined };
    plugin.configResolved({ command });
    return plugin.load(id);
  };

  it("a widget's reads.json is an empty list in a build, and read as written when served (tests, the development server)", () => {
    expect(loaded('build', '/r/widgets/campaign/room-list/reads.json')).toBe('[]');
    expect(loaded('build', '/r/widgets/campaign/room-list/reads.json?import')).toBe('[]');
    expect(loaded('serve', '/r/widgets/campaign/room-list/reads.json')).toBeUndefined();
    expect(loaded('build', '/r/widgets/campaign/room-list/strings/en.json')).toBeUndefined();
  });
});
