import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageNode } from '@engine';
import { layoutStrings, rankingNode, rulesNode } from '../../.storybook/fixtures/layoutContent';
import { renderNode } from '../../.storybook/renderNode';

/** A hub's landing: the first tab holds the hub's own widgets; each part of the campaign's `parts` adds a tab. */
const hub = (props: Record<string, unknown> = {}): PageNode => ({
  type: 'hub-tabs',
  props: { mainLabel: 'rankingTab', ...props },
  children: [rankingNode, rulesNode],
});

const meta = {
  title: 'Layout/HubTabs',
  render: (args) => renderNode(hub(args), { strings: layoutStrings }),
  args: {},
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Thai: Story = { globals: { locale: 'th' } };
