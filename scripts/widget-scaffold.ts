/**
 * `npm run widget -- new <type> [--game]`: a new widget folder, complete and registered. It holds its props
 * schema (every prop described), its component, its strings in every language pack, a story, a behaviour
 * test and its definition declaring all of them; the widget is added to the one list of its kind
 * (widgets/campaign/index.ts, or widgets/games/index.ts for a game module). `--game` writes a draw game on the
 * draw kit (kit/draw): its rules as a pure machine and its views (scripts/widget-scaffold-game.ts), working end to
 * end — a draw from a tap, the result, the records read again, a failure toast. Nothing else has to change.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gameFiles } from './widget-scaffold-game';

export interface ScaffoldOptions {
  /** Write a draw game on the draw kit: its machine and views. */
  game?: boolean;
}

export type ScaffoldResult = { ok: true; files: string[] } | { ok: false; error: string };

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const camelOf = (type: string) => type.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascalOf = (type: string) => camelOf(type).replace(/^./, (c) => c.toUpperCase());
const wordsOf = (type: string) => type.replace(/-/g, ' ');

/** The widget's own strings, translated: the scaffold's component shows them. */
const STRINGS: Record<string, string> = {
  en: 'intro: Join in and collect your rewards.\n',
  ms: 'intro: Sertai dan kumpul ganjaran anda.\n',
  th: 'intro: เข้าร่วมแล้วรับรางวัลของคุณ\n',
  fil: 'intro: Sumali at kunin ang iyong mga premyo.\n',
  vi: 'intro: Tham gia và nhận phần thưởng của bạn.\n',
};

function files(type: string, game: boolean): Record<string, string> {
  const camel = camelOf(type);
  const Pascal = pascalOf(type);
  const machine = `${camel}Machine`;
  const out: Record<string, string> = {
    'schema.ts': `import * as z from 'zod/mini';
import { lazySchema, text } from '@engine';
import { opt } from '@kit/fields';

export const ${camel}Props = lazySchema(() =>
  z.object({
    title: opt(text('String key of the title shown at the top of the widget.'), 'String key of the title shown at the top of the widget (none: no title).'),
  }),
);

export type ${Pascal}Props = z.output<typeof ${camel}Props>;
`,
    'index.ts': `import { defineWidget } from '@engine';
import { ${camel}Props } from './schema';

/** The ${wordsOf(type)} widget. */
export const ${camel} = defineWidget({
  type: '${type}',
  version: 1,
  description: 'Shows its title and an invitation to join in.',
  props: ${camel}Props,
  component: () => import('./${Pascal}'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 72,
});
`,
    [`${Pascal}.tsx`]: `import { useT, type WidgetComponentProps } from '@engine';
import { useWidgetT } from '@kit/useWidgetT';
import type { ${Pascal}Props } from './schema';

export default function ${Pascal}({ props }: WidgetComponentProps<${Pascal}Props>) {
  const t = useT();
  const wt = useWidgetT('${type}');
  return (
    <section className="cw-${type}">
      {props.title ? <h2>{t(props.title)}</h2> : null}
      <p>{wt('intro')}</p>
    </section>
  );
}
`,
    [`${type}.test.tsx`]: `import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '../../../engine/testing';
import ${Pascal} from './${Pascal}';
import { ${camel}Props } from './schema';

afterEach(cleanup);

const campaign = testCampaign({ strings: { en: { title: 'Weekly stars' }, th: { title: 'ดาวประจำสัปดาห์' } } });
const node = { type: '${type}', path: 'page[0]' };

describe('${type}', () => {
  it('shows the title of its string key and its own invitation, in the page language', async () => {
    renderWithEngine(<${Pascal} props={${camel}Props.parse({ title: 'title' })} children={[]} node={node} />, { campaign, locale: 'th' });
    expect(await screen.findByRole('heading', { name: 'ดาวประจำสัปดาห์' })).toBeInTheDocument();
    expect(screen.getByText('เข้าร่วมแล้วรับรางวัลของคุณ')).toBeInTheDocument();
  });

  it('without a title shows no heading; a ph page reads the Filipino strings', async () => {
    renderWithEngine(<${Pascal} props={${camel}Props.parse({})} children={[]} node={node} />, { campaign, locale: 'ph' });
    expect(await screen.findByText('Sumali at kunin ang iyong mga premyo.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
`,
    [`${Pascal}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Campaign/${Pascal}', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  title: { en: 'Weekly stars', ms: 'Bintang mingguan', th: 'ดาวประจำสัปดาห์', fil: 'Mga bituin ng linggo', vi: 'Ngôi sao của tuần' },
});

export const Default: Story = { render: () => renderNode({ type: '${type}', props: { title: 'title' } }, { strings }) };
export const WithoutTitle: Story = { render: () => renderNode({ type: '${type}', props: {} }, { strings }) };
export const Thai: Story = { ...Default, globals: { locale: 'th' } };
export const Filipino: Story = { ...Default, globals: { locale: 'ph' } };
export const Vietnamese: Story = { ...Default, globals: { locale: 'vn' } };
`,
  };
  for (const [pack, text] of Object.entries(STRINGS)) out[`strings/${pack}.yaml`] = text;
  // A game is a draw game on the draw kit: its rules (a pure machine) and its views, with their strings and tests.
  if (game) Object.assign(out, gameFiles({ type, camel, Pascal, machine }));
  return out;
}

/** Adds `name` (imported from ./<type>) to the widget list of `listFile`: the import after the last one, the entry last. */
export function addToList(source: string, type: string, name: string): string | undefined {
  const imports = [...source.matchAll(/^import .*;$/gm)];
  const last = imports[imports.length - 1];
  const open = source.indexOf('= [');
  const close = open < 0 ? -1 : source.indexOf(']', open);
  if (!last || close < 0) return undefined;
  const inner = source.slice(open + 3, close).trimEnd();
  const entries = inner.endsWith(',') ? `${inner}\n  ${name},\n` : inner.trim().length === 0 ? name : `${inner}, ${name}`;
  const withEntry = source.slice(0, open + 3) + entries + source.slice(close);
  const at = last.index + last[0].length;
  return `${withEntry.slice(0, at)}\nimport { ${name} } from './${type}';${withEntry.slice(at)}`;
}

const exists = (path: string) => stat(path).then(() => true, () => false);

/** Writes widgets/<list>/<type>/ under `root` and registers it in that list; refuses a type that is not kebab-case or already has a folder. */
export async function scaffoldWidget(root: string, type: string, opts: ScaffoldOptions = {}): Promise<ScaffoldResult> {
  if (!KEBAB.test(type)) return { ok: false, error: `widget type '${type}' must be kebab-case, e.g. 'lucky-wheel'` };
  const folder = `widgets/${opts.game ? 'games' : 'campaign'}`;
  const dir = join(root, folder, type);
  if (await exists(dir)) return { ok: false, error: `${folder}/${type} already exists` };
  const listFile = join(root, folder, 'index.ts');
  const list = await readFile(listFile, 'utf8').catch(() => undefined);
  if (list === undefined) return { ok: false, error: `cannot read ${listFile}` };
  if (list.includes(`from './${type}'`)) return { ok: false, error: `${listFile} already lists ${type}` };
  const listed = addToList(list, type, camelOf(type));
  if (!listed) return { ok: false, error: `cannot find the widget list in ${listFile}` };
  const written: string[] = [];
  for (const [name, text] of Object.entries(files(type, opts.game === true))) {
    const file = join(dir, name);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
    written.push(file);
  }
  await writeFile(listFile, listed);
  written.push(listFile);
  return { ok: true, files: written };
}
