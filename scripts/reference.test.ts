// @vitest-environment node
/**
 * The operators' reference is current: it is made again from the widgets, their stories, the sandbox's answers,
 * the bridge and the bindings, and must equal docs/reference.md and docs/reference.html as committed.
 * `npm run reference` (REFERENCE_WRITE=1) writes them instead.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE_ACTIONS } from '../engine/bridge/actions';
import { BINDING_ROOTS } from '../engine/core/bindings';
import type { PageNode } from '../engine/core/types';
import { assetFor } from '../sandbox/core/assets';
import { P7_CALLS, SANDBOX_DEFINED_CALLS } from '../sandbox/core/callCatalog';
import { CALL_ROWS, runRow, uploadPicture, type Saved } from '@testing/sandbox/callRows';
import { startHarness } from '@testing/sandbox/startHarness';
import { allWidgets } from '../widgets/index';
import { answerFields, buildReference, callEntry, renderHtml, renderMarkdown, schemaRows, servedPictures, widgetEntry, type CallEntry, type Reference, type WidgetEntry } from './reference';

// Stories render their node through renderNode: here it records the node instead of rendering it.
const rendered = vi.hoisted(() => ({ nodes: [] as unknown[] }));
vi.mock('../.storybook/renderNode', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  renderNode: (node: unknown, extra?: { siblings?: unknown[] }) => {
    rendered.nodes.push(node, ...(extra?.siblings ?? []));
    return null;
  },
}));

const WRITE = process.env.REFERENCE_WRITE === '1';
const DOCS = join(process.cwd(), 'docs');
const STORIES = import.meta.glob<Record<string, unknown>>(['../widgets/**/*.stories.tsx', '../engine/react/layout/*.stories.tsx', '../engine/hub/*.stories.tsx']);

type StoryLike = { render?: (args: unknown, ctx: unknown) => unknown; args?: object; globals?: object };

function findNode(node: unknown, type: string): PageNode | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const n = node as PageNode;
  if (n.type === type) return n;
  for (const child of n.children ?? []) {
    const found = findNode(child, type);
    if (found) return found;
  }
  return undefined;
}

/** Every story's rendered nodes, `Default` first, then by name, file by file. */
async function storyNodes(): Promise<{ storyId: string; nodes: unknown[] }[]> {
  const out: { storyId: string; nodes: unknown[] }[] = [];
  for (const file of Object.keys(STORIES).sort()) {
    const mod = await STORIES[file]!();
    const meta = mod.default as StoryLike & { title: string };
    const names = Object.keys(mod).filter((k) => k !== 'default' && !k.startsWith('__')).sort((a, b) => Number(b === 'Default') - Number(a === 'Default') || a.localeCompare(b));
    for (const name of names) {
      const story = mod[name] as StoryLike | ((args: unknown, ctx: unknown) => unknown);
      const render = typeof story === 'function' ? story : (story.render ?? meta.render);
      if (!render) continue;
      const args = { ...meta.args, ...(typeof story === 'function' ? {} : story.args) };
      rendered.nodes = [];
      try {
        render(args, { args, globals: { locale: 'en', ...(typeof story === 'function' ? {} : story.globals) }, parameters: {}, loaded: {} });
      } catch {
        continue; // a story whose render needs a browser gives no example
      }
      out.push({ storyId: toId(meta.title, storyNameFromExport(name)), nodes: rendered.nodes });
    }
  }
  return out;
}

async function widgetEntries(): Promise<WidgetEntry[]> {
  const stories = await storyNodes();
  return allWidgets.map((def) => {
    for (const s of stories) {
      for (const node of s.nodes) {
        const found = findNode(node, def.type);
        if (found) return widgetEntry(def, { node: found, storyId: s.storyId });
      }
    }
    return widgetEntry(def);
  });
}

async function callEntries(): Promise<CallEntry[]> {
  const h = await startHarness();
  try {
    const saved: Saved = {};
    await uploadPicture(h, saved);
    const answers = new Map<string, unknown>();
    for (const row of CALL_ROWS) {
      const r = await runRow(h, row, saved);
      if (r.status !== 0) continue;
      row.save?.(r.content, saved);
      if (!answers.has(row.call)) answers.set(row.call, r.content);
    }
    return [...answers].map(([call, content]) => callEntry(call, content));
  } finally {
    await h.close();
  }
}

describe('the operators\' reference (docs/reference.md)', () => {
  let ref: Reference;
  beforeAll(async () => {
    ref = buildReference(await widgetEntries(), await callEntries(), allWidgets);
  }, 300_000);
  afterAll(() => vi.restoreAllMocks());

  it('lists every registered widget with its props, and an example from a story for the widgets stories show', () => {
    expect(ref.widgets.map((w) => w.type).sort()).toEqual(allWidgets.map((d) => d.type).sort());
    const badge = ref.widgets.find((w) => w.type === 'badge')!;
    expect(badge.props.map((p) => p.name)).toContain('value');
    expect(badge.example?.storyId).toBe('platform-badge--default');
    expect(badge.example?.node).toMatchObject({ type: 'badge', props: { value: 5 } });
    // A node a story renders next to the main one counts (the modal opened by a button).
    expect(ref.widgets.find((w) => w.type === 'modal')!.example?.node).toMatchObject({ type: 'modal' });
    const missing = ref.widgets.filter((w) => !w.example).map((w) => w.type);
    expect(missing, 'widgets no story shows').toEqual([]);
  });

  it('shows in its examples only pictures `npm start` serves (the sandbox\'s drawings, never Storybook\'s own files)', () => {
    const pictures = JSON.stringify(ref.widgets.map((w) => w.example?.node)).match(/"\/[^"]*\.(?:svg|png|jpe?g|webp|gif)"/g) ?? [];
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.map((p) => p.slice(1, -1)).filter((p) => !assetFor(p, 1, (id) => id))).toEqual([]);
  });

  it('lists every call the sandbox knows with the fields of its answer', () => {
    expect(ref.calls.map((c) => c.call).sort()).toEqual([...P7_CALLS, ...SANDBOX_DEFINED_CALLS].sort());
    const wallet = ref.calls.find((c) => c.call === 'GET /facade/wallet/get')!;
    expect(wallet.fields.length).toBeGreaterThan(0);
  });

  it('lists every bridge action with its arguments, the forward types and every binding root', () => {
    expect(ref.actions.map((a) => a.name)).toEqual(BRIDGE_ACTIONS);
    expect(ref.actions.find((a) => a.name === 'forward')!.args.map((a) => a.name)).toEqual(['type', 'id']);
    expect(ref.actions.find((a) => a.name === 'pay')!.args.filter((a) => a.required).map((a) => a.name)).toEqual(['clientProductId', 'productIdentifier']);
    expect(ref.forwardTypes).toContainEqual({ name: 'room', type: 9 });
    expect(ref.roots.map((r) => r.root)).toEqual([...BINDING_ROOTS]);
    expect(ref.grammar.join('\n')).toContain("'>='");
  });

  it('is current: docs/reference.md and docs/reference.html are what `npm run reference` writes', async () => {
    const files = { 'reference.md': renderMarkdown(ref), 'reference.html': renderHtml(ref) };
    for (const [name, text] of Object.entries(files)) {
      if (WRITE) await writeFile(join(DOCS, name), text);
      const committed = await readFile(join(DOCS, name), 'utf8').catch(() => '');
      expect(committed === text, `docs/${name} is out of date: run \`npm run reference\` and commit the result`).toBe(true);
    }
  });
});

describe('reference helpers', () => {
  it('example pictures: Storybook\'s own files become the sandbox\'s drawings, each avatar another user\'s', () => {
    const node = { type: 'x', props: { image: '/banner.svg', rows: [{ avatar: '/avatar.svg' }, { avatar: '/avatar.svg' }], icon: 'https://cdn.example/a.png' } };
    expect(servedPictures(node)).toEqual({ type: 'x', props: { image: '/vue/sandbox/item/banner.svg', rows: [{ avatar: '/vue/sandbox/avatar/10001.svg' }, { avatar: '/vue/sandbox/avatar/10002.svg' }], icon: 'https://cdn.example/a.png' } });
  });


  it('answer fields: nested objects and rows of lists, with the types seen', () => {
    expect(answerFields({ total: 3, list: [{ name: 'a', rank: 1 }, { name: 'b', rank: null }], me: { id: '1' } })).toEqual([
      { name: 'total', type: 'number', required: true, description: '' },
      { name: 'list', type: 'list', required: true, description: '' },
      { name: 'list[].name', type: 'string', required: true, description: '' },
      { name: 'list[].rank', type: 'null | number', required: true, description: '' },
      { name: 'me', type: 'object', required: true, description: '' },
      { name: 'me.id', type: 'string', required: true, description: '' },
    ]);
    expect(callEntry('GET /x', [{ id: 1 }])).toEqual({ call: 'GET /x', kind: 'list', fields: [{ name: '[].id', type: 'number', required: true, description: '' }] });
  });

  it('schema rows: required, descriptions, defaults and nested fields', () => {
    const rows = schemaRows({ type: 'object', required: ['a'], properties: { a: { type: 'string', description: 'The a.' }, b: { type: 'array', default: [], items: { type: 'object', properties: { c: { type: 'integer' } } } } } });
    expect(rows).toEqual([
      { name: 'a', type: 'text', required: true, description: 'The a.' },
      { name: 'b', type: 'list of object', required: false, description: 'Default: [].', default: '[]' },
      { name: 'b[].c', type: 'integer', required: false, description: '' },
    ]);
  });
});
