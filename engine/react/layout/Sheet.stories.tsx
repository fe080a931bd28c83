import type { Meta, StoryObj } from '@storybook/react-vite';
import { overlayStory } from '../../../.storybook/fixtures/overlayStory';

const meta = {
  title: 'Layout/Sheet',
  ...overlayStory('sheet'),
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
