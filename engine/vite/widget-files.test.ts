// @vitest-environment node
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSync } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createRegistry, defineWidget } from '../core/registry';
import { componentFileOf, withoutBuildDeclarations } from './definition-source';
import { stringsProblems } from './strings-problems';
import { definitionExports, importWidgetsIndex, stringsFolders } from './widget-files';
import { nestKeys, readStrings, sectionsShownBy, widgetSections, widgetStringKeys } from './widget-strings';

const none = async () => ({ default: () => null });
let dir = '';
const moduleUrl = () => pathToFileURL(join(dir, 'fake', 'index.ts')).href;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'widget-files-'));
  await mkdir(join(dir, 'fake', 'strings'), { recursive: true });
  await writeFile(join(dir, 'fake', 'strings', 'en.yaml'), 'title: Hello {{ name }}\ncount.gem: "{count} gems"\ncount.gun: "{count} guns"\n');
  await writeFile(join(dir, 'fake', 'strings', 'th.yaml'), 'title: สวัสดี {name}\n');
  await writeFile(join(dir, 'fake', 'strings', 'vi.yaml'), 'title: [not, text]\n');
  await writeFile(join(dir, 'fake', 'View.tsx'), 'export default function View() { return null; }\n');
  await writeFile(join(dir, 'fake', 'index.ts'), [
    "export const helper = { type: 'fake', module: 'not a definition' };",
    "export const other = defineWidget({ type: 'other', component: () => import('./Other'), module: import.meta.url });",
    "export const fake = defineWidget({ type: 'fake', component: () => import('./View'), module: import.meta.url, strings: './strings' });",
    "export const loose = defineWidget({ type: 'loose', component: async () => ({ default: View }), module: import.meta.url });",
  ].join('\n'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('widget files as their definitions declare them', () => {
  it('a strings file is the flat key: text shape of campaign strings; a dotted key nests, placeholders read {name}', async () => {
    expect((await readStrings(join(dir, 'fake', 'strings'), 'en')).strings).toEqual({ title: 'Hello {name}', count: { gem: '{count} gems', gun: '{count} guns' } });
    expect(await readStrings(join(dir, 'fake', 'strings'), 'ms')).toMatchObject({ strings: {}, errors: [], exists: false });
    const bad = await readStrings(join(dir, 'fake', 'strings'), 'vi');
    expect(bad.errors.map((e) => e.message)).toEqual(["string 'title' must be text, found a list"]);
  });

  it('a key that is both a text and a group is an error naming it', () => {
    expect(nestKeys({ a: 'x', 'a.b': 'y' }, 'f.yaml').errors.map((e) => e.path)).toEqual(['a.b']);
    expect(nestKeys({ 'a.b': 'y', a: 'x' }, 'f.yaml').errors.map((e) => e.path)).toEqual(['a']);
  });

  it('sections by the folders the definitions declare; a file that does not read fails with its name', async () => {
    const fake = defineWidget({ type: 'fake', version: 1, description: 'A fake.', props: z.object({}), component: none, module: moduleUrl(), strings: './strings' });
    const shower = defineWidget({ type: 'shower', version: 1, description: 'Shows the fake strings.', props: z.object({}), component: none, showsStrings: ['fake'] });
    const registry = createRegistry([fake, shower]);
    const folders = stringsFolders(registry);
    expect([...folders]).toEqual([['fake', join(dir, 'fake', 'strings')]]);
    expect(sectionsShownBy(registry, ['shower'])).toEqual(['fake']);
    expect(await widgetSections(folders, ['fake', 'unknown'], 'th')).toEqual({ widgets: { fake: { title: 'สวัสดี {name}' } } });
    expect(await widgetSections(folders, ['fake'], 'ms')).toEqual({});
    await expect(widgetSections(folders, ['fake'], 'vi')).rejects.toThrow(`${join(dir, 'fake', 'strings', 'vi.yaml')}: title: string 'title' must be text`);
    expect(await widgetStringKeys(folders)).toEqual(['widgets.fake.count.gem', 'widgets.fake.count.gun', 'widgets.fake.title']);
  });
});

describe("a widget's component file", () => {
  it('is the module its definition\'s component imports, resolved relative to the definition module', async () => {
    const def = (type: string) => defineWidget({ type, version: 1, description: 'A fake.', props: z.object({}), component: none, module: moduleUrl() });
    expect(await componentFileOf(def('fake'))).toBe(join(dir, 'fake', 'View.tsx'));
  });

  it('is unknown for a definition without a module, one whose component is written another way, or whose import names no file', async () => {
    const def = (type: string) => defineWidget({ type, version: 1, description: 'A fake.', props: z.object({}), component: none, module: moduleUrl() });
    expect(await componentFileOf(defineWidget({ type: 'fake', version: 1, description: 'A fake.', props: z.object({}), component: none }))).toBeUndefined();
    expect(await componentFileOf(def('loose'))).toBeUndefined();
    expect(await componentFileOf(def('other'))).toBeUndefined();
  });
});

describe('the built page', () => {
  it("does not carry what only the build reads of a definition; every other character keeps its place", () => {
    const code = [
      "export const fake = defineWidget({",
      "  type: 'fake',",
      "  component: () => import('./View'),",
      "  module: import.meta.url,",
      "  everyPage: true,",
      "  strings: './strings', showsStrings: ['other'],",
      "  skeletonHeight: 40,",
      "});",
      "export const labels = { strings: './kept', url: import.meta.url };",
    ].join('\n');
    const out = withoutBuildDeclarations(code, parseSync('fake.ts', code).program);
    expect(out).toHaveLength(code.length);
    expect(out.split('\n').map((l) => l.trimEnd())).toEqual([
      'export const fake = defineWidget({',
      "  type: 'fake',",
      "  component: () => import('./View'),",
      '',
      '',
      '',
      '  skeletonHeight: 40,',
      '});',
      "export const labels = { strings: './kept', url: import.meta.url };",
    ]);
  });
});

describe('widget strings checks', () => {
  it('name the widget, the key and the language of every missing or extra text, and every missing or unreadable file', async () => {
    const folder = join(dir, 'fake', 'strings');
    const problems = await stringsProblems(new Map([['fake', folder]]), ['en', 'ms', 'th', 'vi']);
    expect(problems).toEqual([
      `widget fake: no ms strings (${join(folder, 'ms.yaml')})`,
      `widget fake: key 'count.gem' has no th text (${join(folder, 'th.yaml')})`,
      `widget fake: key 'count.gun' has no th text (${join(folder, 'th.yaml')})`,
      `widget fake: vi: 'title' string 'title' must be text, found a list (${join(folder, 'vi.yaml')})`,
      `widget fake: key 'title' has no vi text (${join(folder, 'vi.yaml')})`,
      `widget fake: key 'count.gem' has no vi text (${join(folder, 'vi.yaml')})`,
      `widget fake: key 'count.gun' has no vi text (${join(folder, 'vi.yaml')})`,
    ]);
  });
});

describe('the widgets of widgets/index.ts', () => {
  it("a widget brings its own strings and those it declares it shows; the building blocks' are every page's", async () => {
    const { registry, shared } = await importWidgetsIndex(join(process.cwd(), 'widgets', 'index.ts'));
    expect(shared.map((s) => s.section)).toEqual(['blocks']);
    expect(sectionsShownBy(registry, ['ranking-list'])).toEqual(['ranking-list']);
    expect(sectionsShownBy(registry, ['countdown', 'heading'])).toEqual(['countdown']);
    // The pass upgrade and tasks show the Diamond Pass wording; the product list shows the empty-state text.
    expect(sectionsShownBy(registry, ['pass-subscription'])).toEqual(['diamond-pass']);
    expect(sectionsShownBy(registry, ['pass-tasks'])).toEqual(['diamond-pass']);
    expect(sectionsShownBy(registry, ['product-modal'])).toEqual(['empty-state', 'product-modal']);
    expect(sectionsShownBy(registry, ['payment-selector'])).toEqual(['loading-overlay', 'payment-selector']);
    expect(sectionsShownBy(registry, ['slot-machine'])).toEqual(['slot-machine']);
    const folders = stringsFolders(registry, shared);
    for (const def of registry.values()) for (const s of def.showsStrings ?? []) expect([...folders.keys()], `${def.type} shows widgets.${s}`).toContain(s);
  }, 60_000);

  it('the build finds the export holding each definition, whatever its name', async () => {
    const { registry } = await importWidgetsIndex(join(process.cwd(), 'widgets', 'index.ts'));
    const names = await definitionExports(['ranking-list', 'text-picture-input', 'tabs'].map((t) => registry.get(t)!));
    expect(Object.fromEntries(names)).toEqual({ 'ranking-list': 'rankingList', 'text-picture-input': 'textPictureInput', tabs: 'tabs' });
  }, 60_000);
});
