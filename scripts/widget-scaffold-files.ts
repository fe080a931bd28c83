/**
 * What a new widget folder holds (`npm run widget -- new`): its props schema, its component, its strings in every
 * language pack, a story, a behaviour test and its definition; a game's machine and views too
 * (widget-scaffold-game.ts).
 */
import { gameFiles } from './widget-scaffold-game';

export const camelOf = (type: string) => type.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
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

/** The files of a new widget folder, by name (relative to the folder): a game's too with `game`. */
export function widgetFiles(type: string, game: boolean): Record<string, string> {
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
import { renderWithEngine, testCampaign } from '@testing/engine';
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
