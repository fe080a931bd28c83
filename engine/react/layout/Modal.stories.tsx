import type { Meta, StoryObj } from '@storybook/react-vite';
import { overlayStory } from '../../../.storybook/fixtures/overlayStory';

const meta = {
  title: 'Layout/Modal',
  ...overlayStory('modal'),
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The event rules in a dialog in the middle of the screen. */
export const Default: Story = {};
/** The rewards in a dialog without a close button: the "Got it" button or a tap outside closes it. */
export const Rewards: Story = { args: { opener: 'showRewards', title: 'rewardsTitle', showClose: false } };
export const AtTheTop: Story = { args: { position: 'top' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };
