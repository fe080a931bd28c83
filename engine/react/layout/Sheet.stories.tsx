import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { PageNode } from '@engine';
import { layoutStrings, rewardsNode, rulesNode } from '../../../.storybook/fixtures/layoutContent';
import { renderNode } from '../../../.storybook/renderNode';

const actions = { open: [{ type: 'openModal' as const, id: 'panel' }], close: [{ type: 'closeModal' as const }] };
/** The panel's own title names the rewards. */
const untitledRewards: PageNode = { ...rewardsNode, props: { ...rewardsNode.props, title: undefined } };
const closer: PageNode = { type: 'button', props: { text: 'gotIt', action: 'close', size: 'large' } };

const meta = {
  title: 'Layout/Sheet',
  render: ({ opener = 'showRules', ...props }) =>
    renderNode({ type: 'button', props: { text: opener, action: 'open' } }, {
      strings: layoutStrings,
      actions,
      siblings: [{ type: 'sheet', id: 'panel', props, children: [opener === 'showRewards' ? untitledRewards : rulesNode, closer] }],
    }),
  args: { title: 'rulesTab' },
  // Opens the panel, as a tap on the page's button does.
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /./ }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeVisible();
  },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The event rules in a panel at the bottom of the screen. */
export const Default: Story = {};
/** The rewards in a sheet that only its button closes. */
export const Rewards: Story = { args: { opener: 'showRewards', title: 'rewardsTitle', closeOnOverlay: false } };
export const FromTheTop: Story = { args: { position: 'top' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };
