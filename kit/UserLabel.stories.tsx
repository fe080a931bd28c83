import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserLabel } from './UserLabel';

/** A user's avatar and name as rankings, records and MVP cards show them (kit). */
const meta = {
  title: 'Building blocks/User label',
  component: UserLabel,
  decorators: [(Story) => <div style={{ width: 220 }}><Story /></div>],
  args: { name: 'Aira Queen', avatar: '/avatar.svg' },
} satisfies Meta<typeof UserLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongThaiName: Story = { args: { name: 'อรุณีรัตน์ศรีสวัสดิ์ ✨ ราชินีแห่งห้องเสียง 🌙' } };
export const LongVietnameseName: Story = { args: { name: 'Nguyễn Thị Minh Khai ♡ Nữ hoàng phòng thu' } };
/** Names are text, never markup: a name that looks like HTML shows as typed. */
export const NameThatLooksLikeMarkup: Story = { args: { name: '<img src=x onerror=alert(1)>' } };
/** An avatar URL outside the allowlist (or none) shows the neutral placeholder. */
export const BlockedAvatar: Story = { args: { avatar: 'javascript:alert(1)' } };
export const NoAvatar: Story = { args: { avatar: undefined, size: 56 } };
