// @vitest-environment node
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PACKS } from '../engine/i18n/resolveLocale';
import type { AnyWidgetDefinition } from '../engine/core/types';
import { componentFileOf } from '../engine/vite/definition-source';
import { readStrings } from '../engine/vite/widget-strings';
import { addToList, scaffoldWidget } from './widget-scaffold';

let root = '';
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'widget-scaffold-'));
  for (const list of ['campaign', 'games']) await cp(join(process.cwd(), 'widgets', list, 'index.ts'), join(root, 'widgets', list, 'index.ts'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('npm run widget -- new', () => {
  it('writes one folder (schema, component, strings in every pack, story, test) whose definition declares its files, and lists it', async () => {
    const result = await scaffoldWidget(root, 'lucky-wheel');
    expect(result.ok).toBe(true);
    const dir = join(root, 'widgets', 'campaign', 'lucky-wheel');
    expect((await readdir(dir, { recursive: true })).map(String).sort()).toEqual(
      ['LuckyWheel.stories.tsx', 'LuckyWheel.tsx', 'index.ts', 'lucky-wheel.test.tsx', 'schema.ts', 'strings', ...PACKS.map((p) => `strings/${p}.yaml`)].sort(),
    );
    const index = await readFile(join(dir, 'index.ts'), 'utf8');
    expect(index).toContain("type: 'lucky-wheel'");
    expect(index).toContain("component: () => import('./LuckyWheel'),\n  module: import.meta.url,\n  strings: './strings',");
    // The component is named once: the build finds its file from the definition's import.
    expect(await componentFileOf({ type: 'lucky-wheel', module: pathToFileURL(join(dir, 'index.ts')).href } as AnyWidgetDefinition)).toBe(join(dir, 'LuckyWheel.tsx'));
    // Every prop is described for operators.
    expect(await readFile(join(dir, 'schema.ts'), 'utf8')).toMatch(/title: opt\(text\('.+'\), '.+'\)/);
    // The same keys in every pack, each a real translation.
    const texts = await Promise.all(PACKS.map(async (p) => (await readStrings(join(dir, 'strings'), p)).strings));
    for (const t of texts) expect(Object.keys(t)).toEqual(['intro']);
    expect(new Set(texts.map((t) => t.intro)).size).toBe(PACKS.length);
    const list = await readFile(join(root, 'widgets', 'campaign', 'index.ts'), 'utf8');
    expect(list).toContain("import { luckyWheel } from './lucky-wheel';");
    // Added last, whatever the list holds before it.
    expect(list).toMatch(/,\n {2}luckyWheel,\n\]/);
    expect(await readFile(join(root, 'widgets', 'games', 'index.ts'), 'utf8')).toBe(await readFile(join(process.cwd(), 'widgets', 'games', 'index.ts'), 'utf8'));
    expect(result.ok && result.files.map((f) => f.slice(root.length + 1)).filter((f) => !f.startsWith('widgets/campaign/lucky-wheel/'))).toEqual(['widgets/campaign/index.ts']);
  });

  it('--game writes a draw game on the draw kit (a pure machine, its test and its views), and lists the widget with the game modules', async () => {
    expect((await scaffoldWidget(root, 'egg-smash', { game: true })).ok).toBe(true);
    const dir = join(root, 'widgets', 'games', 'egg-smash');
    const files = (await readdir(dir)).map(String);
    expect(files).toContain('eggSmashMachine.ts');
    expect(files).toContain('eggSmashMachine.test.ts');
    const views = await readFile(join(dir, 'EggSmash.tsx'), 'utf8');
    expect(views).toContain("from '@kit/draw/useDrawFlow'");
    expect(views).toContain('flow.draw(props.drawPath, count,');
    // Its definition is the draw kit's, and the build still reads its component's file from it.
    expect(await readFile(join(dir, 'index.ts'), 'utf8')).toContain('export const eggSmash = defineDrawGame({');
    expect(await componentFileOf({ type: 'egg-smash', module: pathToFileURL(join(dir, 'index.ts')).href } as AnyWidgetDefinition)).toBe(join(dir, 'EggSmash.tsx'));
    const machine = await readFile(join(dir, 'eggSmashMachine.ts'), 'utf8');
    expect(machine).not.toMatch(/setTimeout|setInterval|Date\.now|import /);
    expect(await readFile(join(root, 'widgets', 'games', 'index.ts'), 'utf8')).toMatch(/\[\s*diamondPass,[^\]]*\beggSmash,?\s*\]/);
  });

  it('the draw machine it writes runs: a draw is refused while one is under way or short of its price, and shows its prizes', async () => {
    expect((await scaffoldWidget(root, 'egg-smash', { game: true })).ok).toBe(true);
    const { tsImport } = await import('tsx/esm/api');
    const m = (await tsImport(pathToFileURL(join(root, 'widgets', 'games', 'egg-smash', 'eggSmashMachine.ts')).href, import.meta.url)) as {
      eggSmashStart: unknown;
      eggSmashReducer: (s: unknown, e: unknown) => { phase: string; result: unknown[] };
      readIndex: (a: unknown) => unknown;
      checkDraw: (i: unknown, s: unknown, n: number) => unknown;
    };
    const index = m.readIndex({ price: 10, batches: [1, 10], diamond: 50 });
    expect(m.checkDraw(index, m.eggSmashStart, 10)).toEqual({ ok: false, reason: 'noDiamonds' });
    const drawing = m.eggSmashReducer(m.eggSmashStart, { type: 'start' });
    expect(m.checkDraw(index, drawing, 1)).toEqual({ ok: false, reason: 'busy' });
    expect(m.eggSmashReducer(drawing, { type: 'drawn', prizes: [{ key: 'a', name: 'Rose', type: 1, special: false }], reducedMotion: true })).toEqual({ phase: 'shown', result: [{ key: 'a', name: 'Rose', type: 1, special: false }] });
  });

  it('refuses a type that is not kebab-case or already exists, writing nothing', async () => {
    expect(await scaffoldWidget(root, 'LuckyWheel')).toEqual({ ok: false, error: "widget type 'LuckyWheel' must be kebab-case, e.g. 'lucky-wheel'" });
    expect((await scaffoldWidget(root, 'lucky-wheel')).ok).toBe(true);
    expect(await scaffoldWidget(root, 'lucky-wheel')).toEqual({ ok: false, error: 'widgets/campaign/lucky-wheel already exists' });
    expect(await scaffoldWidget(root, 'banner')).toMatchObject({ ok: false, error: expect.stringContaining('already lists banner') });
  });

  it('adds to a list written on one line, over several lines, or empty', () => {
    expect(addToList("import { a } from './a';\nexport const l = [a];\n", 'b-c', 'bC')).toBe("import { a } from './a';\nimport { bC } from './b-c';\nexport const l = [a, bC];\n");
    expect(addToList("import { a } from './a';\nexport const l = [\n  a,\n];\n", 'b', 'b')).toBe("import { a } from './a';\nimport { b } from './b';\nexport const l = [\n  a,\n  b,\n];\n");
    expect(addToList("import type { X } from 'x';\nexport const l: X[] = [];\n", 'b', 'b')).toBe("import type { X } from 'x';\nimport { b } from './b';\nexport const l: X[] = [b];\n");
    expect(addToList('export const l = 1;\n', 'b', 'b')).toBeUndefined();
  });
});
