import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from '@engine';
import { SkeletonRows } from './SkeletonRows';
import { StateMessage } from './StateMessage';

/** The loading, empty and error states every data widget shows in its place (kit). */
const meta = {
  title: 'Building blocks/States',
  component: StateMessage,
  args: { kind: 'empty' },
} satisfies Meta<typeof StateMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const EmptyThai: Story = { globals: { locale: 'th' } };
/** The network failed: "Network is busy, please try later." with a retry. */
export const NetworkError: Story = { args: { kind: 'error', error: new ApiError(NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, { kind: 'network' }), onRetry: () => undefined } };
/** The server refused with its own message, shown as it came. */
export const ServerMessageError: Story = { args: { kind: 'error', error: new ApiError(1005, 'Not enough diamonds, please top up.'), onRetry: () => undefined } };
export const NetworkErrorVietnamese: Story = { ...NetworkError, globals: { locale: 'vi' } };
/** Grey rows of the list's row height while it loads, so nothing moves when it arrives. */
export const Loading: Story = { render: () => <SkeletonRows count={4} height={56} /> };
