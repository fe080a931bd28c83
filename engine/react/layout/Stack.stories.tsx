import type { Meta, StoryObj } from '@storybook/react-vite';
import { layoutStrings, rulesNode } from '../../../.storybook/fixtures/layoutContent';
import { renderNode } from '../../../.storybook/renderNode';

const meta = {
  title: 'Layout/Stack',
  render: (args) =>
    renderNode(
      {
        type: 'stack',
        props: args,
        children: [
          { type: 'heading', props: { title: 'festival', subtitle: 'festivalLine' } },
          rulesNode,
          {
            type: 'stack',
            props: { direction: 'horizontal', gap: 12, align: 'center', wrap: true },
            children: [
              { type: 'button', props: { text: 'join', size: 'small' } },
              { type: 'button', props: { text: 'showRules', type: 'default', size: 'small' } },
            ],
          },
        ],
      },
      { strings: layoutStrings },
    ),
  args: { gap: 12, padding: 16 },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A column: heading, rules and a row of two buttons. */
export const Default: Story = {};
export const Centered: Story = { args: { align: 'center' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };
