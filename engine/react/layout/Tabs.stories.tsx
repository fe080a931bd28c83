import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageNode } from '@engine';
import { layoutStrings, rankingNode, rewardsNode, rulesNode } from '../../../.storybook/fixtures/layoutContent';
import { renderNode } from '../../../.storybook/renderNode';

/** An event page's three panels: each `tab` holds the widgets of one panel. */
const tabs = (props: Record<string, unknown> = {}): PageNode => ({
  type: 'tabs',
  props,
  children: [
    { type: 'tab', props: { label: 'rankingTab' }, children: [rankingNode] },
    { type: 'tab', props: { label: 'rewardsTab' }, children: [rewardsNode] },
    { type: 'tab', props: { label: 'rulesTab' }, children: [rulesNode] },
  ],
});

const meta = {
  title: 'Layout/Tabs',
  render: (args) => renderNode(tabs(args), { strings: layoutStrings }),
  args: {},
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The second tab (rewards) selected first. */
export const RewardsTab: Story = { args: { initial: 1 } };
/** The rules tab: a panel of plain text. */
export const RulesTab: Story = { args: { initial: 2 } };
export const Thai: Story = { globals: { locale: 'th' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };
export const Malay: Story = { args: { initial: 1 }, globals: { locale: 'ms' } };
