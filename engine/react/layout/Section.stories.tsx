import type { Meta, StoryObj } from '@storybook/react-vite';
import { layoutStrings, rankingNode, rewardsNode } from '../../../.storybook/fixtures/layoutContent';
import { renderNode } from '../../../.storybook/renderNode';

const meta = {
  title: 'Layout/Section',
  render: (args) => renderNode({ type: 'section', props: args, children: [rankingNode] }, { strings: layoutStrings, assets: { 'stage.svg': '/stage.svg' } }),
  args: { title: 'rankingTab' },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled block holding today's ranking. */
export const Default: Story = {};
/** The same block on the event's background picture. */
export const WithBackground: Story = { args: { background: 'stage.svg', padding: 16 } };
export const Untitled: Story = { args: { title: undefined }, render: () => renderNode({ type: 'section', children: [rewardsNode] }, { strings: layoutStrings }) };
export const Thai: Story = { globals: { locale: 'th' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };
